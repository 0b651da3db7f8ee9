import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

/** The history of a conversation, oldest first (the last 100 messages). */
export async function getChatMessages(conversationId: string): Promise<ChatMessage[]> {
  const res = await request('chatMessages', { conversationId, limit: 100 });
  return [...res.data].sort((a, b) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const chatMessagesQuery = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(userId, conversationId),
    queryFn: () => getChatMessages(conversationId),
    staleTime: 0,
  });

export function useChatMessages(userId: string, conversationId: string | null | undefined) {
  return useQuery({ ...chatMessagesQuery(userId, conversationId ?? ''), enabled: Boolean(conversationId) });
}
