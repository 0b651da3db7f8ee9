import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteOption } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** The (enabled) sites with their channels: the selects of the channel form, the article list and the editor. */
export async function getSiteOptions(): Promise<SiteOption[]> {
  return (await request('siteOptions', {})).data ?? [];
}

export const siteOptionsQuery = () =>
  queryOptions({ queryKey: contentKeys.siteOptions(), queryFn: getSiteOptions, staleTime: 60_000 });

export function useSiteOptions() {
  return useQuery(siteOptionsQuery());
}
