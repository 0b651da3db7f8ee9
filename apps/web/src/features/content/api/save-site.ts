import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, Site } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface SiteSave {
  /** Absent: a new site (siteAdd); present: siteUpdate. */
  id?: string;
  siteName: string;
  siteCode: string;
  /** 1 公开, 0 内部 (its articles only for holders of the knowledge base). */
  isPublic: 0 | 1;
  sort: number;
  remark: string;
}

/** 新增站点 (siteAdd) or 编辑 (siteUpdate): the envelope, whose msg the page shows. */
export async function saveSite({ id, ...body }: SiteSave): Promise<Envelope<Site>> {
  return id ? request('siteUpdate', { id, ...body }) : request('siteAdd', body);
}

/** Then the sites, the site options and the channels (they show the site's name) reload. */
export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSite,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.sites() }),
        client.invalidateQueries({ queryKey: contentKeys.siteOptions() }),
        client.invalidateQueries({ queryKey: contentKeys.subjects() }),
      ]),
  });
}
