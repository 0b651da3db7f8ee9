import { queryOptions } from '@tanstack/react-query';
import type { CarouselItem, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

export interface CarouselPageQuery {
  title?: string;
  currentPage: number;
  pageSize: number;
}

/** 移动端轮播配置: a page of the carousel's pictures (in their order). */
export async function getCarouselPage(q: CarouselPageQuery): Promise<Page<CarouselItem>> {
  return first(await request('carouselPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const carouselPageQuery = (q: CarouselPageQuery) =>
  queryOptions({ queryKey: opsKeys.carouselPage(q), queryFn: () => getCarouselPage(q) });
