import { Button, Empty, Input, Pagination, Skeleton } from 'antd';
import { EyeOutlined, LikeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  CONTENT_LIMITS,
  toDisplayTime,
  type PublicContent,
  type PublicDetail,
  type SearchResult,
  type SiteOption,
} from '@portal/shared';
import { HighlightText } from '../../platform/rich-text/index.ts';

/**
 * What the public news pages, the knowledge base and the help centre share: their paths, the header band with the
 * search box, the channel list, an article's row and header, the pager and the states.
 */

export const NEWS_LIST_PATH = '/finance/newsList';
export const NEWS_SEARCH_PATH = '/finance/newsListSearch';
export const newsDetailPath = (id: string) => `/finance/newsDetails?id=${encodeURIComponent(id)}`;
export const newsSearchPath = (keyword: string) =>
  keyword ? `${NEWS_SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}` : NEWS_SEARCH_PATH;

export const KNOWLEDGE_INDEX_PATH = '/knowledgeBase/index';
export const knowledgeDetailPath = (id: string) => `/knowledgeBase/detail?id=${encodeURIComponent(id)}`;
export const ONLINE_CONSULTATION_PATH = '/userCenter/onlineConsultation';

/** 'YYYY-MM-DD HH:mm' at +08:00. */
export const shortTime = (iso: string | null | undefined) => toDisplayTime(iso).slice(0, 16);

/** The band's words (the news pages' by default). */
export interface BandCopy {
  eyebrow: string;
  title: string;
  text: string;
  placeholder: string;
  /** The search box's accessible name. */
  searchLabel: string;
}

export const NEWS_BAND: BandCopy = {
  eyebrow: 'NEWS',
  title: '新闻资讯',
  text: '集团动态、金融产品与政策解读，第一时间了解平台资讯',
  placeholder: '搜索资讯标题或正文',
  searchLabel: '搜索资讯',
};

/** The header band of the public pages, with the search box. */
export function NewsBand({
  keyword,
  onSearch,
  copy = NEWS_BAND,
  compact = false,
}: {
  keyword?: string;
  onSearch: (keyword: string) => void;
  copy?: BandCopy;
  /** A lower band (a page inside the user centre). */
  compact?: boolean;
}) {
  return (
    <section className={`news-band${compact ? ' news-band--compact' : ''}`}>
      <div className="news-band__text">
        <span className="news-band__eyebrow">{copy.eyebrow}</span>
        <h1>{copy.title}</h1>
        <p>{copy.text}</p>
      </div>
      <Input.Search
        key={keyword ?? ''}
        className="news-band__search"
        size="large"
        placeholder={copy.placeholder}
        enterButton="搜索"
        allowClear
        maxLength={CONTENT_LIMITS.query}
        defaultValue={keyword}
        aria-label={copy.searchLabel}
        onSearch={(v) => onSearch(v.trim())}
      />
    </section>
  );
}

/** The key of 全部 in a channel list. */
export const ALL_CHANNELS = 'all';

/** A site's channels (全部 first): top-level ones in their order, each followed by its sub-channels. */
export function channelTabs(site: SiteOption | undefined) {
  const subjects = [...(site?.subjects ?? [])].sort((a, b) => a.sort - b.sort);
  const ids = new Set(subjects.map((s) => s.id));
  const roots = subjects.filter((s) => !s.parentId || !ids.has(s.parentId));
  const ordered = roots.flatMap((r) => [r, ...subjects.filter((s) => s.parentId === r.id)]);
  return [{ key: ALL_CHANNELS, label: '全部' }, ...ordered.map((s) => ({ key: s.id, label: s.subjectName }))];
}

const isSearchResult = (item: PublicContent | SearchResult): item is SearchResult => 'titleHighlight' in item;

/** An article's title: marked by the search when it is a result. */
export function ArticleTitle({ item }: { item: PublicContent | SearchResult }) {
  return isSearchResult(item) && item.titleHighlight.length > 0 ? (
    <HighlightText parts={item.titleHighlight} />
  ) : (
    <>{item.title}</>
  );
}

/** An article's facts line (channel, 来源, 发布时间, 阅读, optionally 点赞). */
export function ArticleFacts({ item, likes = true }: { item: PublicContent; likes?: boolean }) {
  return (
    <div className="news-meta">
      {item.subjectNames && <span className="news-meta__tag">{item.subjectNames}</span>}
      {item.contentSource && <span>来源：{item.contentSource}</span>}
      <span>发布时间：{shortTime(item.publishTime)}</span>
      <span className="news-meta__count" title="阅读">
        <EyeOutlined /> 阅读 {item.views}
      </span>
      {likes && (
        <span className="news-meta__count" title="点赞">
          <LikeOutlined /> 点赞 {item.likes}
        </span>
      )}
    </div>
  );
}

/** A text row of a list or a search (title, the marked snippet or the summary, facts), linking to `to`. */
export function ArticleRow({
  item,
  to,
  likes = true,
}: {
  item: PublicContent | SearchResult;
  to: string;
  likes?: boolean;
}) {
  const snippet = isSearchResult(item) ? item.snippet : [];
  return (
    <article className="news-result">
      <Link to={to} className="news-result__title">
        <ArticleTitle item={item} />
      </Link>
      {snippet.length > 0 ? (
        <HighlightText parts={snippet} className="news-result__snippet" />
      ) : (
        item.summary && <span className="news-result__snippet">{item.summary}</span>
      )}
      <ArticleFacts item={item} likes={likes} />
    </article>
  );
}

/** An article's title and facts above its body (the detail pages). */
export function ArticleHeader({ article }: { article: PublicDetail }) {
  return (
    <>
      <h1 className="news-article__title">{article.title}</h1>
      <div className="news-meta news-article__meta">
        {article.contentSource && <span>来源：{article.contentSource}</span>}
        {article.author && <span>作者：{article.author}</span>}
        <span>发布时间：{shortTime(article.publishTime)}</span>
        <span className="news-meta__count">
          <EyeOutlined /> 阅读 {article.views}
        </span>
      </div>
    </>
  );
}

/** The pager below a list: 共 N 条, no size changer; a new page scrolls back up. */
export function NewsPager({
  current,
  pageSize,
  total,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      className="news-pagination"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showTotal={(t) => `共 ${t} 条`}
      onChange={(page) => {
        onChange(page);
        window.scrollTo?.({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}

/** A load that failed: the reason and 重新加载. */
export function NewsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="news-state" role="alert">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error.message || '加载失败，请稍后重试'}>
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          重新加载
        </Button>
      </Empty>
    </div>
  );
}

/** Placeholder rows while the first page loads (`text`: rows without a cover). */
export function NewsSkeleton({ rows = 4, text = false }: { rows?: number; text?: boolean }) {
  return (
    <div className="news-list" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="news-card news-card--skeleton">
          {!text && <Skeleton.Image active className="news-card__cover-skeleton" />}
          <Skeleton active title paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}
