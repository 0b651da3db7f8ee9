import { queryOptions } from '@tanstack/react-query';
import type { Page, ProductOpening, ProductOpeningStatus } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

export interface OpeningPageQuery {
  status?: ProductOpeningStatus;
  productType?: string;
  entName?: string;
  currentPage: number;
  pageSize: number;
}

/** 开通申请: a page of the enterprises' product openings, newest first. */
export async function getOpeningPage(q: OpeningPageQuery): Promise<Page<ProductOpening>> {
  return (
    first(await request('productOpeningPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const openingPageQuery = (q: OpeningPageQuery) =>
  queryOptions({ queryKey: [...productOpeningKeys.openings(), q] as const, queryFn: () => getOpeningPage(q) });
