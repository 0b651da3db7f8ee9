import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentRow, Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface ContentStateChange {
  id: string;
  /** 4 上线 (published), 5 下线 (offline). */
  state: 4 | 5;
}

/** 上线 / 下线 (contentUpdateState). */
export async function setContentState(body: ContentStateChange): Promise<Envelope<ContentRow>> {
  return request('contentUpdateState', body);
}

/** Then the list and the details reload. */
export function useSetContentState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setContentState,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.contents() }),
  });
}
