import { useCallback } from 'react';
import type { ColumnsType } from 'antd/es/table';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { pageBrowseStatsQuery, type PageBrowseStat } from '../api/page-browse-stats.ts';

const DAY_OPTIONS = ['7', '30', '90', '365'] as const;
const STATS_FILTERS = { days: { oneOf: DAY_OPTIONS } } as const;
type StatsFilters = typeof STATS_FILTERS;
const STATS_LIST: ListStateSpec<StatsFilters> = { filters: STATS_FILTERS, prefix: 'pv', defaults: { days: '30' } };
const STATS_FIELDS: readonly SearchField<StatsFilters>[] = [
  {
    name: 'days',
    label: '统计范围',
    kind: 'select',
    options: DAY_OPTIONS.map((d) => ({ value: d, label: `近${d}天` })),
  },
];

/** 页面浏览统计: views and distinct users per page (§3 Page browse log), most viewed first. */
export function BrowseStatsTab() {
  const query = useCallback(
    (s: ListState<StatsFilters>) =>
      pageBrowseStatsQuery({ days: Number(s.filters.days || '30'), currentPage: s.page, pageSize: s.pageSize }),
    [],
  );
  const list = useServerList(STATS_LIST, query);
  const columns: ColumnsType<PageBrowseStat> = [
    { title: '页面', dataIndex: 'url', ellipsis: true },
    { title: '浏览次数', dataIndex: 'views', width: 140 },
    { title: '浏览人数', dataIndex: 'users', width: 140 },
  ];
  return (
    <ListPage<PageBrowseStat, StatsFilters>
      list={list}
      fields={STATS_FIELDS}
      columns={columns}
      rowKey="url"
      title={`共 ${list.total} 个页面`}
      emptyText="暂无浏览记录"
    />
  );
}
