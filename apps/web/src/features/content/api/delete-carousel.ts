import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

/** 删除 a carousel picture (carouselDelete). */
export async function deleteCarousel(id: string): Promise<Envelope<unknown>> {
  return request('carouselDelete', { id });
}

/** Then the list and the preview reload. */
export function useDeleteCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCarousel,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.carousel() }),
  });
}
