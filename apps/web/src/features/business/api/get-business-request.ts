import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessRequest } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { businessKeys } from './keys.ts';

/** What a platform asks to read of the current enterprise, and whether the caller may decide. */
export async function getBusinessRequest(client: string, scope: string): Promise<BusinessRequest | null> {
  return first(await request('businessRequest', { client, scope }, { silent: true })) ?? null;
}

export const businessRequestQuery = (entId: string, client: string, scope: string) =>
  queryOptions({
    queryKey: businessKeys.request(entId, client, scope),
    queryFn: () => getBusinessRequest(client, scope),
    retry: false,
  });

export function useBusinessRequest(entId: string, client: string, scope: string, enabled: boolean) {
  return useQuery({ ...businessRequestQuery(entId, client, scope), enabled });
}
