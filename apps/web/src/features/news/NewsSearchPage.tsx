import { useCallback } from 'react';
import { Empty, Pagination } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, LikeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CONTENT_MESSAGES, SITE_CODE, type SearchResult } from '@portal/shared';
import { useServerList } from '../../platform/list/useList.ts';
import type { ListState, ListStateSpec } from '../../platform/list/url-state.ts';
import { newsSearchQuery } from './api/search-news.ts';
import { HighlightText } from './HighlightText.tsx';
import { NEWS_LIST_PATH, NewsBand, NewsLoadError, NewsSkeleton, newsDetailPath, shortTime } from './news-parts.tsx';
import './news.css';

const PAGE_SIZE = 10;
const FILTERS = { keyword: 'string' } as const;
type Filters = typeof FILTERS;
/** ?keyword= and ?page= in the URL; ten a page. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS, defaultPageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE] };

function SearchItem({ item }: { item: SearchResult }) {
  const to = newsDetailPath(item.id);
  return (
    <article className="news-result">
      <Link to={to} className="news-result__title">
        {item.titleHighlight.length > 0 ? <HighlightText parts={item.titleHighlight} /> : item.title}
      </Link>
      {item.snippet.length > 0 ? (
        <HighlightText parts={item.snippet} className="news-result__snippet" />
      ) : (
        item.summary && <span className="news-result__snippet">{item.summary}</span>
      )}
      <div className="news-meta">
        {item.subjectNames && <span className="news-meta__tag">{item.subjectNames}</span>}
        {item.contentSource && <span>来源：{item.contentSource}</span>}
        <span>发布时间：{shortTime(item.publishTime)}</span>
        <span className="news-meta__count" title="阅读">
          <EyeOutlined /> 阅读 {item.views}
        </span>
        <span className="news-meta__count" title="点赞">
          <LikeOutlined /> 点赞 {item.likes}
        </span>
      </div>
    </article>
  );
}

/**
 * /finance/newsListSearch?keyword= (public, tiled): full-text search of the news site, by relevance; the matched
 * words marked (as elements, never as HTML). No keyword: a prompt, no call.
 */
export default function NewsSearchPage() {
  const query = useCallback(
    (s: ListState<Filters>) =>
      newsSearchQuery({
        keyword: s.filters.keyword ?? '',
        siteCode: SITE_CODE.news,
        currentPage: s.page,
        pageSize: PAGE_SIZE,
      }),
    [],
  );
  const list = useServerList(LIST, query);
  const keyword = list.state.filters.keyword ?? '';

  let body;
  if (!keyword) body = <Empty className="news-state" description={CONTENT_MESSAGES.searchEmpty} />;
  else if (list.loading) body = <NewsSkeleton rows={3} />;
  else if (list.error && list.rows.length === 0) body = <NewsLoadError error={list.error} onRetry={list.refetch} />;
  else if (list.rows.length === 0) body = <Empty className="news-state" description="未找到相关资讯" />;
  else
    body = (
      <>
        <div className={`news-results${list.fetching ? ' news-list--fetching' : ''}`}>
          {list.rows.map((item) => (
            <SearchItem key={item.id} item={item} />
          ))}
        </div>
        <Pagination
          className="news-pagination"
          current={list.state.page}
          pageSize={PAGE_SIZE}
          total={list.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 条`}
          onChange={(page) => {
            list.setPage(page);
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );

  return (
    <div className="news-page">
      <NewsBand keyword={keyword} onSearch={(k) => list.setFilters({ keyword: k })} />
      <section className="news-panel">
        <div className="news-panel__head">
          <Link to={NEWS_LIST_PATH} className="news-back">
            <ArrowLeftOutlined /> 返回列表
          </Link>
          {keyword && !list.loading && !list.error && (
            <span className="news-panel__summary">
              “<strong>{keyword}</strong>” 共 {list.total} 条结果
            </span>
          )}
        </div>
        {body}
      </section>
    </div>
  );
}
