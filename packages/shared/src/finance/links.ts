/** Where product opening leads (§2.2 /product/protocol and /product/loading, with the product's code). */
export const productOpeningHref = (page: 'protocol' | 'loading', productType: string) =>
  `/product/${page}?productType=${encodeURIComponent(productType)}`;
