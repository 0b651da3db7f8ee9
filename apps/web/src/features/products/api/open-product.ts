import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductOpening } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 resUserProduct/open: asks for the product (pending until operations activate it). */
export async function openProduct(productType: string): Promise<{ opening?: ProductOpening; msg: string }> {
  const env = await request('productOpen', { productType });
  return { opening: first(env), msg: env.msg };
}

/** Then the opening page's states reload. */
export function useOpenProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productOpeningKeys.all }),
  });
}
