import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail, Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface RevisionRestore {
  id: string;
  revision: number;
}

/** 恢复此版本 (contentRestore): saved as a new revision. */
export async function restoreRevision(body: RevisionRestore): Promise<Envelope<ContentDetail>> {
  return request('contentRestore', body);
}

/** Then the list, the details and the revisions reload. */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.contents() }),
  });
}
