import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConversation, ChatStatus, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

export const CONSOLE_PAGE_SIZE = 20;

/** The service console's conversations of a status: the queue, or the caller's own active / closed ones. */
export async function getConversations(
  status: ChatStatus,
  mine: boolean,
  page: number,
): Promise<Page<ChatConversation>> {
  const res = await request('chatConversationPage', {
    status,
    ...(mine ? { mine: 'true' } : {}),
    currentPage: page,
    pageSize: CONSOLE_PAGE_SIZE,
  });
  return first(res) ?? { records: [], current: page, size: CONSOLE_PAGE_SIZE, total: 0 };
}

export const conversationsQuery = (userId: string, status: ChatStatus, mine: boolean, page: number) =>
  queryOptions({
    queryKey: chatKeys.conversationPage(userId, status, mine, page),
    queryFn: () => getConversations(status, mine, page),
    staleTime: 0,
  });

export function useConversations(userId: string, status: ChatStatus, mine: boolean, page = 1) {
  return useQuery({ ...conversationsQuery(userId, status, mine, page), placeholderData: keepPreviousData });
}
