import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductHomeContent } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { productAdminKeys } from './keys.ts';

export interface ProductHomeSave {
  productType: string;
  brand: string;
  introduction: string;
  content: ProductHomeContent;
  /** '' : no on-line service. */
  workspaceUrl: string;
  /** '' : no news channel. */
  newsSubjectId: string;
}

/** Saves a product's home; resolves with the server's message (the toast). */
export async function saveProductHome(body: ProductHomeSave): Promise<string> {
  return (await request('productHomeSave', body)).msg;
}

/** Then the administration's copy and every visitor's cached homes reload. */
export function useSaveProductHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProductHome,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productAdminKeys.all }),
        client.invalidateQueries({ queryKey: ['financeHome'] }),
      ]),
  });
}
