import { queryOptions } from '@tanstack/react-query';
import type { Page, Subject } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface SubjectPageQuery {
  siteId?: string;
  subjectName?: string;
  currentPage: number;
  pageSize: number;
}

/** 栏目管理 › 栏目: a page of the channels (with their article counts). */
export async function getSubjectPage(q: SubjectPageQuery): Promise<Page<Subject>> {
  return first(await request('subjectPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const subjectPageQuery = (q: SubjectPageQuery) =>
  queryOptions({ queryKey: contentKeys.subjectPage(q), queryFn: () => getSubjectPage(q) });
