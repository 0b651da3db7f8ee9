import { queryOptions } from '@tanstack/react-query';
import type { Page, ProductService } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export interface ServicePageQuery {
  serviceName?: string;
  productType?: string;
  status?: 0 | 1;
  currentPage: number;
  pageSize: number;
}

/** /Base/auth-management/service: a page of the products' on-line services. */
export async function getServicePage(q: ServicePageQuery): Promise<Page<ProductService>> {
  return first(await request('servicePage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

export const servicePageQuery = (q: ServicePageQuery) =>
  queryOptions({ queryKey: [...protocolKeys.services(), q] as const, queryFn: () => getServicePage(q) });
