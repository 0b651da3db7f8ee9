/**
 * The notices of product opening (§3.1 type 2 产品待激活 to operations, type 3 产品已开通 to the applicant), stored by
 * the notices area without the product area importing it (the notices area imports this one for product names, so
 * the reverse import would be a cycle; the same inversion as shelf-hooks.ts). A hook stores the notices inside the
 * opening's transaction and returns what to run after the commit (publishing them). One set per app (perApp).
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';

export interface ProductOpeningNotice {
  userId: string;
  entId: string;
  noticeType: 2 | 3;
  productType: string;
  content: string;
  data?: { openingId: string };
}

export type ProductOpeningNoticeHook = (
  tx: DbOrTx,
  notices: readonly ProductOpeningNotice[],
) => Promise<(() => Promise<void>) | void>;

const hooksOf = perApp(() => new Set<ProductOpeningNoticeHook>());

export function onProductOpeningNotices(deps: Deps, hook: ProductOpeningNoticeHook): () => void {
  const hooks = hooksOf(deps);
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Stores the notices in the caller's transaction; run the returned callbacks after the commit. */
export async function addOpeningNotices(
  deps: Deps,
  tx: DbOrTx,
  notices: readonly ProductOpeningNotice[],
): Promise<(() => Promise<void>)[]> {
  const after: (() => Promise<void>)[] = [];
  if (notices.length === 0) return after;
  for (const hook of hooksOf(deps)) {
    const then = await hook(tx, notices);
    if (then) after.push(then);
  }
  return after;
}
