import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatConversation } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

/** 接入: the service account takes a queued conversation (only one can). */
export async function takeConversation(conversationId: string): Promise<ChatConversation | undefined> {
  return first(await request('chatTake', { conversationId }));
}

export function useTakeConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeConversation,
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.conversations(userId) }),
  });
}
