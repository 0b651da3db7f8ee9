import { queryOptions } from '@tanstack/react-query';
import type { ContentRow, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface ContentPageQuery {
  title?: string;
  siteId?: string;
  subjectId?: string;
  /** CONTENT_STATE; absent: every state. */
  state?: number;
  currentPage: number;
  pageSize: number;
}

/** 信息发布: a page of the articles (newest change first). */
export async function getContentPage(q: ContentPageQuery): Promise<Page<ContentRow>> {
  return first(await request('contentPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const contentPageQuery = (q: ContentPageQuery) =>
  queryOptions({ queryKey: contentKeys.contentPage(q), queryFn: () => getContentPage(q) });
