import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 activationOpenProduct: operations activate a pending opening; resolves with the server's message (the toast). */
export async function activateOpening(id: string): Promise<string> {
  return (await request('productActivate', { id })).msg;
}

/** Then the openings list reloads (also after a refusal: someone else may have activated it). */
export function useActivateOpening() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateOpening,
    onSettled: () => client.invalidateQueries({ queryKey: productOpeningKeys.openings() }),
  });
}
