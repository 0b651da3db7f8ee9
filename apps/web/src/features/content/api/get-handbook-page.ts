import { queryOptions } from '@tanstack/react-query';
import type { HandbookRow, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

export interface HandbookPageQuery {
  keyword?: string;
  /** 1: pages with a manual; 0: pages without; absent: all. */
  configured?: 0 | 1;
  currentPage: number;
  pageSize: number;
}

/** 操作手册配置: a page of the portal's pages with their manuals. */
export async function getHandbookPage(q: HandbookPageQuery): Promise<Page<HandbookRow>> {
  return first(await request('handbookPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const handbookPageQuery = (q: HandbookPageQuery) =>
  queryOptions({ queryKey: opsKeys.handbookPage(q), queryFn: () => getHandbookPage(q) });
