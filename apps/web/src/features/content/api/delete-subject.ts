import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** 删除 a channel (subjectDelete): refused while it holds articles or channels. */
export async function deleteSubject(id: string): Promise<Envelope<unknown>> {
  return request('subjectDelete', { id });
}

/** Then the channels and the site options reload. */
export function useDeleteSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.subjects() }),
        client.invalidateQueries({ queryKey: contentKeys.siteOptions() }),
      ]),
  });
}
