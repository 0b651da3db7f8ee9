import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductOpening } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 activationOpenProduct: operations activate a pending opening. */
export async function activateOpening(id: string): Promise<ProductOpening | undefined> {
  return first(await request('productActivate', { id }));
}

/** Then the openings list reloads (also after a refusal: someone else may have activated it). */
export function useActivateOpening() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateOpening,
    onSettled: () => client.invalidateQueries({ queryKey: productOpeningKeys.openings() }),
  });
}
