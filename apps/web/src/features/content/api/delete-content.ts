import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** 删除 an article (contentDelete): a draft, a rejected or an offline one. */
export async function deleteContent(id: string): Promise<Envelope<unknown>> {
  return request('contentDelete', { id });
}

/** Then the list reloads. */
export function useDeleteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.contents() }),
  });
}
