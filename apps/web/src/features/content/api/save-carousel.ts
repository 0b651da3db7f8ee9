import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarouselItem, Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

/** What the carousel form sends (the contract's carouselSave body). */
export interface CarouselSave {
  /** Absent: a new picture. */
  id?: string;
  title: string;
  imageFileId: string;
  /** An http(s) address or a portal path; '' for none. */
  linkUrl: string;
  sort: number;
  /** ISO time with offset; null: from now on. */
  startTime: string | null;
  /** ISO time with offset; null: no end. */
  endTime: string | null;
  state: 0 | 1;
}

/** 新增轮播图 / 编辑 (carouselSave): the envelope, whose msg the page shows. */
export async function saveCarousel(body: CarouselSave): Promise<Envelope<CarouselItem>> {
  return request('carouselSave', body);
}

/** Then the list and the preview reload. */
export function useSaveCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCarousel,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.carousel() }),
  });
}
