import { useMutation, useQueryClient } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import { noticeKeys } from '../../../platform/notices/keys.ts';

export interface SendNotification {
  content: string;
  userIds: string[];
  entIds: string[];
}

/** /systemMonitoring/push: a system notice (type 17) to the chosen users and enterprises; resolves with how many. */
export async function sendNotification(body: SendNotification): Promise<number> {
  return first(await request('sendNotification', body))?.recipients ?? 0;
}

/** Then the sent history reloads. */
export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => client.invalidateQueries({ queryKey: [...noticeKeys.all, 'sent'] }),
  });
}
