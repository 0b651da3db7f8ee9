import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgSearchHit, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

/** How many hits the tree's search box lists. */
export const ORG_SEARCH_SIZE = 20;

/**
 * The tree's search (§7.4 GET organization/getAllByPage with keyword: name, code or credit code contains it): the
 * first hits, each with the codes of its ancestors so the tree can open down to it.
 */
export async function searchOrgs(keyword: string, pageSize = ORG_SEARCH_SIZE): Promise<Page<OrgSearchHit>> {
  const page = first(await request('orgGetAllByPage', { keyword, currentPage: 1, pageSize }));
  return page ?? { records: [], current: 1, size: pageSize, total: 0 };
}

export const orgSearchQuery = (keyword: string) =>
  queryOptions({ queryKey: orgKeys.search({ keyword }), queryFn: () => searchOrgs(keyword) });

export function useOrgSearch(keyword: string) {
  return useQuery({ ...orgSearchQuery(keyword), enabled: keyword !== '', placeholderData: keepPreviousData });
}

/**
 * One node by its code (a link's ?org=): the search by that code, the exact match taken (a code is also a part of
 * longer codes, so the page is the largest the call allows). null when there is no such node.
 */
export async function findOrg(customerCode: string): Promise<OrgSearchHit | null> {
  const page = await searchOrgs(customerCode, 100);
  return page.records.find((r) => r.customerCode === customerCode) ?? null;
}

export function useFindOrg(customerCode: string | null) {
  return useQuery({
    queryKey: orgKeys.search({ code: customerCode }),
    queryFn: () => findOrg(customerCode ?? ''),
    enabled: !!customerCode,
  });
}
