import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { activationKeys } from './activation-requests.ts';

/**
 * §7.4 activationByAdmin by the request's id: the request becomes active, the requester gets a type 3 notice and every
 * admin's type 2 notice of it is handled. Answers the server's message.
 */
export async function activateProduct(activationId: string): Promise<string> {
  return (await request('activationByAdmin', { activationId })).msg;
}

/** Then the list reloads (a request activated meanwhile by another admin goes too). */
export function useActivateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateProduct,
    onSettled: () => client.invalidateQueries({ queryKey: activationKeys.all }),
  });
}
