import { contentKeys } from './keys.ts';

/**
 * Query keys of the operations pages of the content area (移动端轮播配置, 操作手册配置, the /CMS overview), below the
 * area's root key. A carousel change refreshes `carousel` (the list and the live preview); a manual's save or removal
 * refreshes `handbooks`. The overview's counts live under `contents`, so any article change refreshes them too.
 */
export const opsKeys = {
  carousel: () => [...contentKeys.all, 'carousel'] as const,
  carouselPage: (q: object) => [...opsKeys.carousel(), 'page', q] as const,
  pictures: () => [...opsKeys.carousel(), 'pictures'] as const,
  handbooks: () => [...contentKeys.all, 'handbooks'] as const,
  handbookPage: (q: object) => [...opsKeys.handbooks(), 'page', q] as const,
  contentCounts: () => [...contentKeys.contents(), 'counts'] as const,
};
