import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STATE_LABEL, type ContentState } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

const STATES = Object.keys(CONTENT_STATE_LABEL).map(Number) as ContentState[];

/** The number of articles in each state: contentPage per state with one row a page, its `total`. */
export async function getContentCounts(): Promise<Record<ContentState, number>> {
  const totals = await Promise.all(
    STATES.map(
      async (state) => first(await request('contentPage', { state, currentPage: 1, pageSize: 1 }))?.total ?? 0,
    ),
  );
  return Object.fromEntries(STATES.map((s, i) => [s, totals[i]])) as Record<ContentState, number>;
}

export const contentCountsQuery = () =>
  queryOptions({ queryKey: opsKeys.contentCounts(), queryFn: getContentCounts, staleTime: 30_000 });

/** The /CMS overview's counts by state (only for a holder of 信息发布, whose call contentPage is). */
export function useContentCounts(enabled = true) {
  return useQuery({ ...contentCountsQuery(), enabled });
}
