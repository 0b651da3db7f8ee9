import { useMemo } from 'react';
import { useProducts } from './api/get-products.ts';

/** What a protocol without product is: the portal's own service agreement. */
export const PORTAL_AGREEMENT_LABEL = '平台服务协议';

/** The products on the shelf as select options, and a protocol's or service's product in words. */
export function useProductNames() {
  const { data } = useProducts();
  return useMemo(() => {
    const names = new Map((data ?? []).map((p) => [p.productType, p.productName]));
    return {
      options: (data ?? []).map((p) => ({ value: p.productType, label: `${p.productName}（${p.productType}）` })),
      label: (productType: string | null): string =>
        productType === null ? PORTAL_AGREEMENT_LABEL : (names.get(productType) ?? `产品 ${productType}`),
    };
  }, [data]);
}
