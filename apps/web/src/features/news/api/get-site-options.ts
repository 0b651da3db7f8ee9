import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteOption } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { newsKeys } from './keys.ts';

/** The enabled sites with their channels (public: the channel tabs of /finance/newsList). */
export async function getSiteOptions(): Promise<SiteOption[]> {
  return (await request('siteOptions', {})).data;
}

export const siteOptionsQuery = () =>
  queryOptions({ queryKey: newsKeys.siteOptions(), queryFn: getSiteOptions, staleTime: 5 * 60_000 });

/** The site of `siteCode` (undefined while loading or when no such site is enabled). */
export function useSiteOption(siteCode: string) {
  return useQuery({ ...siteOptionsQuery(), select: (sites) => sites.find((s) => s.siteCode === siteCode) });
}
