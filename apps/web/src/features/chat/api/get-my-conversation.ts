import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConversation } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

/**
 * The signed-in user's consultation in progress (chatMine), or null: asking creates nothing (a consultation is
 * started with 发起咨询 and queued by its first message). Asked only when the user opens a chat (the sphere's window,
 * the consultation pages), never on page load.
 */
export async function getMyConversation(): Promise<ChatConversation | null> {
  return first(await request('chatMine', {})) ?? null;
}

export const myConversationQuery = (userId: string) =>
  queryOptions({ queryKey: chatKeys.mine(userId), queryFn: getMyConversation, staleTime: 0 });

export function useMyConversation(userId: string, enabled = true) {
  return useQuery({ ...myConversationQuery(userId), enabled: enabled && Boolean(userId) });
}
