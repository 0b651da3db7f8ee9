import { first, request } from '../../../platform/request/index.ts';

/** §7.4 doneOpenProduct: the waiting page saw the product opened; answers its address. */
export async function doneOpenProduct(productType: string): Promise<string | undefined> {
  return first(await request('productDone', { productType }))?.routeUrl;
}
