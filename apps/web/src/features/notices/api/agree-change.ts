import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { NoticeScope } from '../../../platform/notices/keys.ts';
import { refreshNotices } from '../../../platform/notices/refresh.ts';

/** §4 type 5: agree to become the enterprise's administrator. */
export function agreeChange(id: string) {
  return request('agreeChange', { id });
}

export function useAgreeChange(scope: NoticeScope) {
  const client = useQueryClient();
  return useMutation({ mutationFn: agreeChange, onSuccess: () => refreshNotices(client, scope) });
}
