import { useCallback } from 'react';
import { Empty } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CONTENT_MESSAGES, SITE_CODE } from '@portal/shared';
import { useServerList } from '../../platform/list/useList.ts';
import type { ListState, ListStateSpec } from '../../platform/list/url-state.ts';
import { newsSearchQuery } from './api/search-news.ts';
import {
  ArticleRow,
  NEWS_LIST_PATH,
  NewsBand,
  NewsLoadError,
  NewsPager,
  NewsSkeleton,
  newsDetailPath,
} from './news-parts.tsx';
import './news.css';

const PAGE_SIZE = 10;
const FILTERS = { keyword: 'string' } as const;
type Filters = typeof FILTERS;
/** ?keyword= and ?page= in the URL; ten a page. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS, defaultPageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE] };

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
            <ArticleRow key={item.id} item={item} to={newsDetailPath(item.id)} />
          ))}
        </div>
        <NewsPager current={list.state.page} pageSize={PAGE_SIZE} total={list.total} onChange={list.setPage} />
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
