import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Endpoints, ItemOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

export type UserCandidate = ItemOf<Endpoints['orgUserCandidates']>;

/** Users whose account or name contains `keyword` (at most 20), for 添加用户 (organization/userCandidates). */
export async function getUserCandidates(keyword: string): Promise<UserCandidate[]> {
  return (await request('orgUserCandidates', { keyword })).data;
}

/** Asks only once something is typed. */
export function useUserCandidates(keyword: string) {
  const k = keyword.trim();
  return useQuery({
    queryKey: orgKeys.candidates(k),
    queryFn: () => getUserCandidates(k),
    enabled: k.length > 0,
    placeholderData: keepPreviousData,
  });
}
