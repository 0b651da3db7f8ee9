import { queryOptions } from '@tanstack/react-query';
import type { Endpoints, OrgSearchHit, Page, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

export type SubOrgQuery = PayloadOf<Endpoints['orgGetAllByPage']> & {
  parentCustomerCode: string;
  currentPage: number;
  pageSize: number;
};

/**
 * 下级单位 of a node: §7.4 GET organization/getAllByPage with parentCustomerCode (its whole subtree), filtered by
 * keyword, level and status, paged.
 */
export async function getSubOrgs(q: SubOrgQuery): Promise<Page<OrgSearchHit>> {
  return (
    first(await request('orgGetAllByPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const subOrgsQuery = (q: SubOrgQuery) =>
  queryOptions({ queryKey: orgKeys.subOrgs(q), queryFn: () => getSubOrgs(q) });
