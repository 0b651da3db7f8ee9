import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConversation, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

export const HISTORY_PAGE_SIZE = 8;

/** The signed-in user's past (ended) consultations, the most recently ended first. */
export async function getChatHistory(page: number): Promise<Page<ChatConversation>> {
  const res = await request('chatHistory', { currentPage: page, pageSize: HISTORY_PAGE_SIZE });
  return first(res) ?? { records: [], current: page, size: HISTORY_PAGE_SIZE, total: 0 };
}

export const chatHistoryQuery = (userId: string, page: number) =>
  queryOptions({ queryKey: chatKeys.history(userId, page), queryFn: () => getChatHistory(page), staleTime: 0 });

export function useChatHistory(userId: string, page: number) {
  return useQuery({ ...chatHistoryQuery(userId, page), enabled: Boolean(userId), placeholderData: keepPreviousData });
}
