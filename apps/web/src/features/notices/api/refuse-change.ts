import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { NoticeScope } from '../../../platform/notices/keys.ts';
import { refreshNotices } from '../../../platform/notices/refresh.ts';

/** §4 type 5: refuse to become the enterprise's administrator. */
export function refuseChange(id: string) {
  return request('refuseChange', { id });
}

export function useRefuseChange(scope: NoticeScope) {
  const client = useQueryClient();
  return useMutation({ mutationFn: refuseChange, onSuccess: () => refreshNotices(client, scope) });
}
