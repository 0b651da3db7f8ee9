import { useCallback, useMemo } from 'react';
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import type { OrgNode } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

/** §7.4 GET organization/getAll with parentCustomerCode: the node's direct children, in the tree's order. */
export async function getOrgChildren(parentCustomerCode: string): Promise<OrgNode[]> {
  const env = await request('orgGetAll', { parentCustomerCode });
  return env.data ?? [];
}

export const orgChildrenQuery = (parentCustomerCode: string) =>
  queryOptions({
    queryKey: orgKeys.children(parentCustomerCode),
    queryFn: () => getOrgChildren(parentCustomerCode),
    staleTime: 60_000,
  });

/** The children of the opened nodes, each kept and refreshed (a change to the tree refetches them). */
export interface OrgChildren {
  /** Children by parent code; a code is absent until its children arrived. */
  byParent: ReadonlyMap<string, OrgNode[]>;
  /** Parents whose children failed to load. */
  failed: ReadonlySet<string>;
}

export function useOrgChildren(parentCodes: readonly string[]): OrgChildren {
  return useQueries({
    queries: parentCodes.map((code) => orgChildrenQuery(code)),
    combine: useCallback(
      (results: { data?: OrgNode[]; isError: boolean }[]) => {
        const byParent = new Map<string, OrgNode[]>();
        const failed = new Set<string>();
        results.forEach((r, i) => {
          if (r.data) byParent.set(parentCodes[i], r.data);
          else if (r.isError) failed.add(parentCodes[i]);
        });
        return { byParent, failed };
      },
      [parentCodes],
    ),
  });
}

/** Loads the children of a node now (the tree's loadData, a search hit's ancestors); resolves when they are in. */
export function useLoadOrgChildren(): (parentCustomerCode: string) => Promise<OrgNode[]> {
  const client = useQueryClient();
  return useMemo(() => (code: string) => client.fetchQuery(orgChildrenQuery(code)), [client]);
}
