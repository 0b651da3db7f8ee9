import { useCallback, useMemo, useState } from 'react';
import { Button, Empty, Skeleton, Tabs } from 'antd';
import { CustomerServiceOutlined, MessageOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import {
  SERVICE_PHONE,
  SERVICE_PHONE_EXTENSION,
  SITE_CODE,
  type Page,
  type PublicContent,
  type SearchResult,
} from '@portal/shared';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useServerList } from '../../platform/list/useList.ts';
import type { ListState, ListStateSpec } from '../../platform/list/url-state.ts';
import { RichHtml } from '../../platform/rich-text/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { isNewsNotFound, useNewsDetail } from './api/get-news-detail.ts';
import { newsPageQuery } from './api/get-news-page.ts';
import { useSiteOption } from './api/get-site-options.ts';
import { newsSearchQuery } from './api/search-news.ts';
import {
  ALL_CHANNELS,
  ArticleTitle,
  NewsBand,
  NewsLoadError,
  NewsPager,
  ONLINE_CONSULTATION_PATH,
  channelTabs,
  type BandCopy,
} from './news-parts.tsx';
import './news.css';

const PAGE_SIZE = 10;
const FILTERS = { keyword: 'string', channel: 'string' } as const;
type Filters = typeof FILTERS;
/** ?keyword= (a search), ?channel= (absent: 全部) and ?page= in the URL; ten a page. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS, defaultPageSize: PAGE_SIZE, pageSizes: [PAGE_SIZE] };

const BAND: BandCopy = {
  eyebrow: 'HELP',
  title: '帮助中心',
  text: '常见问题与操作指南，帮您快速解决平台使用中的疑问',
  placeholder: '搜索帮助问题',
  searchLabel: '搜索帮助',
};

type Row = PublicContent | SearchResult;
type RowsQuery = UseQueryOptions<Page<Row>, Error, Page<Row>, QueryKey>;

/** An opened question's answer: its body, loaded when the item is first expanded (newsDetail). */
function HelpAnswer({ id }: { id: string }) {
  const detail = useNewsDetail(id);
  if (detail.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (detail.isError)
    return isNewsNotFound(detail.error) ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={detail.error.message} />
    ) : (
      <NewsLoadError error={detail.error} onRetry={() => void detail.refetch()} />
    );
  if (!detail.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="文章不存在或已删除" />;
  return <RichHtml html={detail.data.content} className="help-answer" data-testid={`help-body-${id}`} />;
}

/** The customer-service line, and 在线咨询 for a signed-in user. */
function HelpFooter() {
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <footer className="help-footer">
      <span>
        <CustomerServiceOutlined /> 没有找到答案？请拨打客服电话：
        <strong>{`${SERVICE_PHONE} 转 ${SERVICE_PHONE_EXTENSION}`}</strong>
      </span>
      {signedIn && (
        <Link to={ONLINE_CONSULTATION_PATH} className="help-footer__link">
          <MessageOutlined /> 在线咨询
        </Link>
      )}
    </footer>
  );
}

/**
 * /finance/helpCenter (public, tiled: readable signed out) and /userCenter/help (the user centre): the help site's
 * channels as tabs (全部 first), its articles as questions that open to their answer (loaded on first opening), a
 * search of the help site (matched words marked), and the customer-service line. Keyword, channel and page live in
 * the URL.
 */
export default function HelpCenterPage() {
  const inUserCentre = useLocation().pathname.toLowerCase().startsWith('/usercenter/');
  const site = useSiteOption(SITE_CODE.help);
  const tabs = useMemo(() => channelTabs(site.data), [site.data]);
  const query = useCallback((s: ListState<Filters>): RowsQuery => {
    const paging = { siteCode: SITE_CODE.help, currentPage: s.page, pageSize: PAGE_SIZE };
    if (s.filters.keyword) return newsSearchQuery({ keyword: s.filters.keyword, ...paging }) as RowsQuery;
    return newsPageQuery({ subjectId: s.filters.channel || undefined, ...paging }) as RowsQuery;
  }, []);
  const list = useServerList(LIST, query);
  const keyword = list.state.filters.keyword ?? '';
  const channel = list.state.filters.channel ?? ALL_CHANNELS;

  let body;
  if (list.loading) body = <Skeleton active title={false} paragraph={{ rows: 6 }} className="help-skeleton" />;
  else if (list.error && list.rows.length === 0) body = <NewsLoadError error={list.error} onRetry={list.refetch} />;
  else if (list.rows.length === 0)
    body = (
      <div className="news-state">
        <Empty description={keyword ? '未找到相关问题' : '暂无帮助内容'} />
      </div>
    );
  else
    body = (
      <>
        <HelpQuestions
          key={`${keyword}|${channel}|${list.state.page}`}
          rows={list.rows}
          className={`help-list${list.fetching ? ' news-list--fetching' : ''}`}
        />
        <NewsPager current={list.state.page} pageSize={PAGE_SIZE} total={list.total} onChange={list.setPage} />
      </>
    );

  return (
    <div className={`news-page help-page${inUserCentre ? ' help-page--embedded' : ''}`}>
      <NewsBand
        copy={BAND}
        compact={inUserCentre}
        keyword={keyword}
        onSearch={(k) => list.setFilters({ keyword: k })}
      />
      <section className="news-panel">
        {keyword ? (
          <div className="news-panel__head">
            <span className="news-panel__summary">
              “<strong>{keyword}</strong>”{!list.loading && !list.error && ` 共 ${list.total} 条结果`}
            </span>
            <Button type="link" onClick={() => list.setFilters({})}>
              清除搜索
            </Button>
          </div>
        ) : (
          <Tabs
            className="news-tabs"
            activeKey={channel}
            items={tabs}
            onChange={(key) => list.setFilters({ channel: key === ALL_CHANNELS ? undefined : key })}
          />
        )}
        {body}
        <HelpFooter />
      </section>
    </div>
  );
}

/**
 * The questions, each opening its answer (loaded when first opened). Not antd's Collapse: importing it put
 * @rc-component/collapse into the vendor chunk every first load takes (the login page's JavaScript grew 3.2 KB gzip).
 */
function HelpQuestions({ rows, className }: { rows: readonly (PublicContent | SearchResult)[]; className: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className={className}>
      {rows.map((item) => {
        const expanded = open.has(item.id);
        return (
          <li key={item.id} className={`help-list__item${expanded ? ' help-list__item--open' : ''}`}>
            <button
              type="button"
              className="help-list__header"
              aria-expanded={expanded}
              aria-controls={`help-answer-${item.id}`}
              onClick={() => toggle(item.id)}
            >
              <span className="help-list__title">
                <ArticleTitle item={item} />
              </span>
              {item.subjectNames && <span className="news-meta__tag">{item.subjectNames}</span>}
            </button>
            {expanded && (
              <div id={`help-answer-${item.id}`} className="help-list__body">
                <HelpAnswer id={item.id} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
