import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { productAdminKeys } from './keys.ts';

export interface ProductShelf {
  productType: string;
  /** 1 on the shelf, 0 off (its users get a type 7 notice). */
  status: 0 | 1;
}

/** Puts a product on the shelf or takes it off; resolves with the server's message (the toast). */
export async function setProductShelf(body: ProductShelf): Promise<string> {
  return (await request('productShelf', body)).msg;
}

/** Then the list reloads. */
export function useSetProductShelf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProductShelf,
    onSuccess: () => client.invalidateQueries({ queryKey: productAdminKeys.all }),
  });
}
