import { useCallback, useMemo } from 'react';
import { Button, Empty, Menu, Skeleton } from 'antd';
import { EyeOutlined, FireOutlined, FolderOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SITE_CODE, type Page, type PublicContent, type SearchResult } from '@portal/shared';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useServerList } from '../../platform/list/useList.ts';
import type { ListState, ListStateSpec } from '../../platform/list/url-state.ts';
import { knowledgePageQuery, useKnowledgeMostRead, useKnowledgeReader } from './api/get-knowledge-page.ts';
import { useSiteOption } from './api/get-site-options.ts';
import { knowledgeSearchQuery } from './api/search-knowledge.ts';
import {
  ALL_CHANNELS,
  ArticleRow,
  NewsBand,
  NewsLoadError,
  NewsPager,
  NewsSkeleton,
  channelTabs,
  knowledgeDetailPath,
  type BandCopy,
} from './news-parts.tsx';
import './news.css';

const PAGE_SIZE = 10;
const MOST_READ = 5;
const FILTERS = { keyword: 'string', category: 'string' } as const;
type Filters = typeof FILTERS;
/** ?keyword= (a search), ?category= (a channel id; absent: 全部) and ?page= in the URL; ten a page. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS, defaultPageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE] };

const BAND: BandCopy = {
  eyebrow: 'KNOWLEDGE',
  title: '知识库',
  text: '税务、金融产品与平台操作知识，集团内部经验沉淀与共享',
  placeholder: '搜索知识标题或正文',
  searchLabel: '搜索知识',
};

type Row = PublicContent | SearchResult;
type RowsQuery = UseQueryOptions<Page<Row>, Error, Page<Row>, QueryKey>;

/** 最多阅读: the five most read articles, ranked. */
function MostRead() {
  const top = useKnowledgeMostRead(MOST_READ);
  let body;
  if (top.isPending) body = <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  else if (top.isError)
    body = (
      <div className="kb-side__state" role="alert">
        <span>{top.error.message || '加载失败'}</span>
        <Button size="small" type="link" onClick={() => void top.refetch()}>
          重新加载
        </Button>
      </div>
    );
  else if (top.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  else
    body = (
      <ol className="kb-rank">
        {top.data.map((item, i) => (
          <li key={item.id} className="kb-rank__item">
            <span className={`kb-rank__no${i < 3 ? ' kb-rank__no--top' : ''}`}>{i + 1}</span>
            <Link to={knowledgeDetailPath(item.id)} className="kb-rank__title" title={item.title}>
              {item.title}
            </Link>
            <span className="kb-rank__views" title="阅读">
              <EyeOutlined /> {item.views}
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <aside className="news-panel kb-side" aria-label="最多阅读">
      <div className="kb-side__title">
        <FireOutlined /> 最多阅读
      </div>
      {body}
    </aside>
  );
}

/**
 * /knowledgeBase/index (tiled, the holders of 知识库): the knowledge site's categories on the left (全部 first), the
 * articles of the category in the middle (newest first, ten a page), 最多阅读 on the right; the search box searches
 * the whole knowledge base (by relevance, matched words marked). Keyword, category and page live in the URL.
 */
export default function KnowledgeBasePage() {
  const reader = useKnowledgeReader();
  const site = useSiteOption(SITE_CODE.knowledge);
  const categories = useMemo(() => channelTabs(site.data), [site.data]);
  const query = useCallback(
    (s: ListState<Filters>): RowsQuery => {
      const paging = { currentPage: s.page, pageSize: PAGE_SIZE };
      if (s.filters.keyword)
        return knowledgeSearchQuery(reader, { keyword: s.filters.keyword, ...paging }) as RowsQuery;
      return knowledgePageQuery(reader, {
        subjectId: s.filters.category || undefined,
        order: 'latest',
        ...paging,
      }) as RowsQuery;
    },
    [reader],
  );
  const list = useServerList(LIST, query);
  const keyword = list.state.filters.keyword ?? '';
  const category = keyword ? '' : (list.state.filters.category ?? ALL_CHANNELS);
  const categoryName = categories.find((c) => c.key === category)?.label ?? '全部';

  let body;
  if (list.loading) body = <NewsSkeleton rows={4} text />;
  else if (list.error && list.rows.length === 0) body = <NewsLoadError error={list.error} onRetry={list.refetch} />;
  else if (list.rows.length === 0)
    body = (
      <div className="news-state">
        <Empty description={keyword ? '未找到相关知识' : '暂无知识文章'} />
      </div>
    );
  else
    body = (
      <>
        <div className={`news-results${list.fetching ? ' news-list--fetching' : ''}`}>
          {list.rows.map((item) => (
            <ArticleRow key={item.id} item={item} to={knowledgeDetailPath(item.id)} likes={false} />
          ))}
        </div>
        <NewsPager current={list.state.page} pageSize={PAGE_SIZE} total={list.total} onChange={list.setPage} />
      </>
    );

  return (
    <div className="news-page kb-page">
      <NewsBand copy={BAND} keyword={keyword} onSearch={(k) => list.setFilters({ keyword: k })} />
      <div className="kb-layout">
        <nav className="news-panel kb-nav" aria-label="知识分类">
          <div className="kb-side__title">
            <FolderOutlined /> 知识分类
          </div>
          <Menu
            mode="inline"
            className="kb-nav__menu"
            selectedKeys={category ? [category] : []}
            items={categories}
            onClick={({ key }) => list.setFilters({ category: key === ALL_CHANNELS ? undefined : key })}
          />
        </nav>
        <section className="news-panel kb-main">
          <div className="news-panel__head">
            {keyword ? (
              <>
                <span className="news-panel__summary">
                  “<strong>{keyword}</strong>”{!list.loading && !list.error && ` 共 ${list.total} 条结果`}
                </span>
                <Button type="link" className="kb-main__clear" onClick={() => list.setFilters({})}>
                  清除搜索
                </Button>
              </>
            ) : (
              <span className="kb-main__title">{categoryName}</span>
            )}
          </div>
          {body}
        </section>
        <MostRead />
      </div>
    </div>
  );
}
