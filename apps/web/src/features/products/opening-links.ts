import { productOpeningHref } from '@portal/shared';

/** Where product opening leads (§2.2 /product/protocol and /product/loading): the shared rule. */
export const openingHref = productOpeningHref;

/** The product code of a protocol or loading page's query, or null when it is missing or malformed. */
export function productTypeParam(params: URLSearchParams): string | null {
  const v = params.get('productType')?.trim() ?? '';
  return /^\d{2}$/.test(v) ? v : null;
}
