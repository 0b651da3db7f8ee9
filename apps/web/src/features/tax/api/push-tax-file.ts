import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { FilePush } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 file service push: sends a task's return file; resolves with the push and its state. */
export async function pushTaxFile(taskNo: string, tableCode?: string): Promise<FilePush | undefined> {
  return first(await request('filePush', { taskNo, tableCode }));
}

export function usePushTaxFile() {
  return useMutation({
    mutationFn: ({ taskNo, tableCode }: { taskNo: string; tableCode?: string }) => pushTaxFile(taskNo, tableCode),
  });
}

/** §7.3 push/check: the state of a push (pushed → accepted or rejected). */
export async function checkTaxFilePush(pushId: string): Promise<FilePush | null> {
  return first(await request('filePushCheck', { pushId })) ?? null;
}

export const filePushQuery = (scope: TaxScope, pushId: string) =>
  queryOptions({
    queryKey: taxKeys.filePush(scope, pushId),
    queryFn: () => checkTaxFilePush(pushId),
    refetchInterval: (q) => (q.state.data && q.state.data.state !== 'pushed' ? false : 2000),
  });

export function useTaxFilePush(scope: TaxScope, pushId: string | null) {
  return useQuery({ ...filePushQuery(scope, pushId ?? ''), enabled: Boolean(pushId) });
}
