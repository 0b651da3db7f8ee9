import { queryOptions } from '@tanstack/react-query';
import type { Page, ProductAdmin } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productAdminKeys } from './keys.ts';

export interface ProductAdminQuery {
  productName?: string;
  status?: 0 | 1 | '';
  pageNum: number;
  pageSize: number;
}

/** /Base/auth-management/product: a page of the products, those off the shelf included. */
export async function getProductAdminPage(q: ProductAdminQuery): Promise<Page<ProductAdmin>> {
  return first(await request('productAdminPage', q)) ?? { records: [], current: q.pageNum, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const productAdminPageQuery = (q: ProductAdminQuery) =>
  queryOptions({ queryKey: [...productAdminKeys.pages(), q] as const, queryFn: () => getProductAdminPage(q) });
