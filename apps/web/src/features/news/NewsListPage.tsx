import { useCallback, useMemo } from 'react';
import { Empty, Tabs } from 'antd';
import { EyeOutlined, LikeOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { SITE_CODE, publicFileUrl, type PublicContent } from '@portal/shared';
import { useServerList } from '../../platform/list/useList.ts';
import type { ListState, ListStateSpec } from '../../platform/list/url-state.ts';
import { newsPageQuery } from './api/get-news-page.ts';
import { useSiteOption } from './api/get-site-options.ts';
import {
  ALL_CHANNELS,
  NewsBand,
  NewsLoadError,
  NewsPager,
  NewsSkeleton,
  channelTabs,
  newsDetailPath,
  newsSearchPath,
  shortTime,
} from './news-parts.tsx';
import './news.css';

const PAGE_SIZE = 10;
const FILTERS = { channel: 'string' } as const;
type Filters = typeof FILTERS;
/** ?channel= (a subject id; absent: 全部) and ?page= in the URL; ten a page. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS, defaultPageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE] };

function NewsCard({ item }: { item: PublicContent }) {
  const to = newsDetailPath(item.id);
  return (
    <article className="news-card">
      <Link to={to} className="news-card__cover" tabIndex={-1} aria-hidden>
        {item.coverFileId ? (
          <img src={publicFileUrl(item.coverFileId)} alt="" loading="lazy" />
        ) : (
          <span className="news-card__placeholder">资讯</span>
        )}
      </Link>
      <div className="news-card__body">
        <Link to={to} className="news-card__title">
          {item.title}
        </Link>
        {item.summary && <p className="news-card__summary">{item.summary}</p>}
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
      </div>
    </article>
  );
}

/**
 * /finance/newsList (public, tiled): the news site's channels as tabs (全部 first), ten published articles a page,
 * newest first; the search box opens /finance/newsListSearch. Channel and page live in the URL.
 */
export default function NewsListPage() {
  const navigate = useNavigate();
  const site = useSiteOption(SITE_CODE.news);
  const tabs = useMemo(() => channelTabs(site.data), [site.data]);
  const query = useCallback(
    (s: ListState<Filters>) =>
      newsPageQuery({
        siteCode: SITE_CODE.news,
        subjectId: s.filters.channel || undefined,
        currentPage: s.page,
        pageSize: PAGE_SIZE,
      }),
    [],
  );
  const list = useServerList(LIST, query);
  const channel = list.state.filters.channel ?? ALL_CHANNELS;

  let body;
  if (list.loading) body = <NewsSkeleton />;
  else if (list.error && list.rows.length === 0) body = <NewsLoadError error={list.error} onRetry={list.refetch} />;
  else if (list.rows.length === 0)
    body = (
      <div className="news-state">
        <Empty description="暂无资讯" />
      </div>
    );
  else
    body = (
      <>
        <div className={`news-list${list.fetching ? ' news-list--fetching' : ''}`}>
          {list.rows.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </div>
        <NewsPager current={list.state.page} pageSize={PAGE_SIZE} total={list.total} onChange={list.setPage} />
      </>
    );

  return (
    <div className="news-page">
      <NewsBand onSearch={(keyword) => void navigate(newsSearchPath(keyword))} />
      <section className="news-panel">
        <Tabs
          className="news-tabs"
          activeKey={channel}
          items={tabs}
          onChange={(key) => list.setFilters({ channel: key === ALL_CHANNELS ? undefined : key })}
        />
        {body}
      </section>
    </div>
  );
}
