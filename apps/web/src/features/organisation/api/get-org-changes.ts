import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgChangeApplication, OrgChangeList, OrgChangeStatus, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys, type OrgScope } from './keys.ts';

export interface OrgChangePageQuery {
  list: OrgChangeList;
  type?: number;
  status?: OrgChangeStatus;
  currentPage: number;
  pageSize: number;
}

/** The change applications: mine (我的变更申请), todo (待我审批) or done, filtered by type and status, paged. */
export async function getOrgChanges(q: OrgChangePageQuery): Promise<Page<OrgChangeApplication>> {
  return (
    first(await request('orgChangePage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const orgChangesQuery = (scope: OrgScope, q: OrgChangePageQuery) =>
  queryOptions({ queryKey: orgKeys.changePage(scope, q), queryFn: () => getOrgChanges(q) });

/** How many applications wait for the user (the 待我审批 tab is shown when there are any). */
export function useOrgChangeTodoCount(scope: OrgScope) {
  return useQuery({
    ...orgChangesQuery(scope, { list: 'todo', currentPage: 1, pageSize: 1 }),
    select: (page) => page.total,
  });
}
