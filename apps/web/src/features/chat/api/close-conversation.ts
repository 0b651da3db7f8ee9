import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { chatKeys } from './keys.ts';

/** 结束会话. */
export function closeConversation(conversationId: string) {
  return request('chatClose', { conversationId });
}

export function useCloseConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeConversation,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.scope(userId) }),
  });
}
