import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, Site } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface SiteState {
  id: string;
  /** 1 启用, 0 停用. */
  state: 0 | 1;
}

/** 启用 / 停用 a site (siteUpdateState): a disabled site is not shown to readers. */
export async function setSiteState(body: SiteState): Promise<Envelope<Site>> {
  return request('siteUpdateState', body);
}

/** Then the sites and the site options reload. */
export function useSetSiteState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSiteState,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.sites() }),
        client.invalidateQueries({ queryKey: contentKeys.siteOptions() }),
      ]),
  });
}
