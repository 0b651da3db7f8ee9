import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { productAdminKeys } from './keys.ts';

export interface ProductSave {
  isNew: boolean;
  productType: string;
  productName: string;
  routeUrl: string;
  description: string;
  sort: number;
}

/** A new product (its code must be free) or an update of the product with this code; resolves with the server's message (the toast). */
export async function saveProduct(body: ProductSave): Promise<string> {
  return (await request('productSave', body)).msg;
}

/** Then the list reloads. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productAdminKeys.all }),
  });
}
