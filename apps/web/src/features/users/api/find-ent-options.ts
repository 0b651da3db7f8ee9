import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseFilterOption } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** The enterprises of the user page's enterprise filter (first 100 by name; a company admin: their own). */
export async function findEntOptions(entName?: string): Promise<EnterpriseFilterOption[]> {
  const page = first(await request('findEntByUserProduct', { entName, currentPage: 1, pageSize: 100 }));
  return page?.records ?? [];
}

export const entOptionsQuery = (scope: AdminScope, entName?: string) =>
  queryOptions({
    queryKey: userAdminKeys.entOptions(scope, { entName: entName ?? '' }),
    queryFn: () => findEntOptions(entName),
    staleTime: 60_000,
  });

export function useEntOptions(scope: AdminScope, entName?: string, enabled = true) {
  return useQuery({ ...entOptionsQuery(scope, entName), enabled });
}
