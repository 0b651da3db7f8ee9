import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

/**
 * The top of the tree (level 1: the group, 10000001): organization/getAllByPage with companyLevel 1. getAll
 * answers a node's children (or the whole tree), not the root itself.
 */
export async function getOrgRoots(): Promise<OrgNode[]> {
  const page = first(await request('orgGetAllByPage', { companyLevel: 1, currentPage: 1, pageSize: 10 }));
  // A search hit carries its ancestors; the tree keeps the node fields only.
  return (page?.records ?? []).map(({ ancestors: _ancestors, ...node }) => node);
}

export const orgRootsQuery = () => queryOptions({ queryKey: orgKeys.roots(), queryFn: getOrgRoots, staleTime: 60_000 });

export function useOrgRoots() {
  return useQuery(orgRootsQuery());
}
