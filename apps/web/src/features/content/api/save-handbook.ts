import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, HandbookRow } from '@portal/shared';
import { handbookKeys } from '../../../platform/handbook/get-handbook.ts';
import { request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

/** 上传 / 替换 a page's manual (handbookSave with the uploaded file's id): the envelope, whose msg the page shows. */
export async function saveHandbook(body: { path: string; fileId: string }): Promise<Envelope<HandbookRow>> {
  return request('handbookSave', body);
}

/** Then the list and the pages' 操作手册 buttons (handbookOf) reload. */
export function useSaveHandbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveHandbook,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.handbooks() }),
        client.invalidateQueries({ queryKey: handbookKeys.all }),
      ]),
  });
}
