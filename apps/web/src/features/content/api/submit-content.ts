import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentRow, Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** 提交审核 (contentSubmit): the reviewers get a type 14 to-do; the envelope's msg is 提交成功. */
export async function submitContent(id: string): Promise<Envelope<ContentRow>> {
  return request('contentSubmit', { id });
}

/** Then the list, the details and the review history reload. */
export function useSubmitContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitContent,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.contents() }),
        client.invalidateQueries({ queryKey: contentKeys.workflows() }),
      ]),
  });
}
