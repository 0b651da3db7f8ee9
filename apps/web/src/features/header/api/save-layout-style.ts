import { useMutation } from '@tanstack/react-query';
import type { LayoutStyle } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';

/** §2.4: the page layout style, saved per user. */
export function saveLayoutStyle(layoutStyle: LayoutStyle) {
  return request('saveLayoutStyle', { layoutStyle });
}

export function useSaveLayoutStyle() {
  return useMutation({ mutationFn: saveLayoutStyle });
}
