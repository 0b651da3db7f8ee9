import type { ChatStatus } from '@portal/shared';

/** Query keys of the chat area; the user is part of each key (a switch of account refetches). */
export const chatKeys = {
  all: ['chat'] as const,
  scope: (userId: string) => ['chat', userId] as const,
  mine: (userId: string) => ['chat', userId, 'mine'] as const,
  messages: (userId: string, conversationId: string) => ['chat', userId, 'messages', conversationId] as const,
  conversations: (userId: string) => ['chat', userId, 'conversations'] as const,
  historyAll: (userId: string) => ['chat', userId, 'history'] as const,
  history: (userId: string, page: number) => ['chat', userId, 'history', page] as const,
  conversationPage: (userId: string, status: ChatStatus, mine: boolean, page: number) =>
    ['chat', userId, 'conversations', status, mine, page] as const,
};
