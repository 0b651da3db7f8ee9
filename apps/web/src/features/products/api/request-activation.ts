import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/**
 * §7.4 activationNotRole: a member without the product's role asks the company admins to activate it (they get a
 * type 2 notice, 去激活). Resolves with the server's message (the toast).
 */
export async function requestActivation(productType: string): Promise<string> {
  return (await request('activationNotRole', { productType })).msg;
}

/** Then the member's activation state reloads (also after a refusal: it may have been asked already). */
export function useRequestActivation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestActivation,
    onSettled: () => client.invalidateQueries({ queryKey: [...productOpeningKeys.all, 'accountActive'] }),
  });
}
