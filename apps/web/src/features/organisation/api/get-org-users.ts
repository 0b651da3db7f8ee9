import { queryOptions } from '@tanstack/react-query';
import type { OrgUser, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

export interface OrgUsersQuery {
  customerCode: string;
  includeSub: boolean;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** A member row: a user is listed once per unit they belong to (含下级 lists several units). */
export type OrgUserRow = OrgUser & { rowKey: string };

/** The users of a node (organization/getOrgUsers), with those of its whole subtree when includeSub (含下级). */
export async function getOrgUsers(q: OrgUsersQuery): Promise<Page<OrgUserRow>> {
  const page = first(await request('orgUsers', q));
  if (!page) return { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
  return { ...page, records: page.records.map((u) => ({ ...u, rowKey: `${u.userId}:${u.customerCode}` })) };
}

/** For the list kit's useServerList. */
export const orgUsersQuery = (q: OrgUsersQuery) =>
  queryOptions({ queryKey: orgKeys.users(q), queryFn: () => getOrgUsers(q) });
