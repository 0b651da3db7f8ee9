import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatConversation } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

/**
 * 发起咨询 (chatStart): the user's open conversation, or a new draft that service sees once its first message is sent.
 * Asked only when the user chooses to start one.
 */
export async function startConversation(): Promise<ChatConversation | null> {
  return first(await request('chatStart', {})) ?? null;
}

export function useStartConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conv) => client.setQueryData(chatKeys.mine(userId), conv),
  });
}
