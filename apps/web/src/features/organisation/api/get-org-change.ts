import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgChangeDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys, type OrgScope } from './keys.ts';

/** An application with its workflow (steps, whether the caller may act, the approval history). */
export async function getOrgChange(id: string): Promise<OrgChangeDetail | null> {
  return first(await request('orgChangeDetail', { id })) ?? null;
}

export const orgChangeQuery = (scope: OrgScope, id: string) =>
  queryOptions({ queryKey: orgKeys.change(scope, id), queryFn: () => getOrgChange(id) });

export function useOrgChange(scope: OrgScope, id: string | null | undefined) {
  return useQuery({ ...orgChangeQuery(scope, id ?? ''), enabled: !!id });
}
