/**
 * What other areas do when a product goes off the shelf, without the product area knowing them (the notices area
 * imports this one for product names, so the reverse import would be a cycle): the notices area registers the type 7
 * notice here. Hooks run after the change has committed. One set per app (perApp).
 */
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';

export type ProductOffShelfHook = (product: { productType: string; productName: string }) => Promise<unknown>;

const hooksOf = perApp(() => new Set<ProductOffShelfHook>());

export function onProductOffShelf(deps: Deps, hook: ProductOffShelfHook): () => void {
  const hooks = hooksOf(deps);
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runProductOffShelf(deps: Deps, product: { productType: string; productName: string }) {
  for (const hook of hooksOf(deps)) await hook(product);
}
