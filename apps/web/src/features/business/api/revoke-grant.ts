import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { businessKeys } from './keys.ts';

/** 撤销授权; resolves with the server's message. */
export async function revokeGrant(id: string): Promise<string> {
  return (await request('businessRevoke', { id })).msg;
}

export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeGrant,
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
