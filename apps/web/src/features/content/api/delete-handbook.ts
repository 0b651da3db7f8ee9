import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/shared';
import { handbookKeys } from '../../../platform/handbook/get-handbook.ts';
import { request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

/** 移除 a page's manual (handbookDelete). */
export async function deleteHandbook(path: string): Promise<Envelope<unknown>> {
  return request('handbookDelete', { path });
}

/** Then the list and the pages' 操作手册 buttons (handbookOf) reload. */
export function useDeleteHandbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteHandbook,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.handbooks() }),
        client.invalidateQueries({ queryKey: handbookKeys.all }),
      ]),
  });
}
