import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseInfo } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** The enterprise in use: name, credit code, plate, type, status, company admins. */
export async function getEntInfo(): Promise<EnterpriseInfo | null> {
  return first(await request('entInfo')) ?? null;
}

export const entInfoQuery = (scope: AdminScope) =>
  queryOptions({ queryKey: userAdminKeys.entInfo(scope), queryFn: getEntInfo });

export function useEntInfo(scope: AdminScope) {
  return useQuery(entInfoQuery(scope));
}
