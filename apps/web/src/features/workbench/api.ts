import { request } from '../../platform/request';

/** One product of the signed-in user (POST /resUserProduct/getOpenProductList). */
export interface OpenProduct {
  productType: string;
  productName: string;
  routeUrl?: string | null;
  description?: string | null;
  opened: boolean | 0 | 1 | '0' | '1';
}

export const workbenchKeys = {
  all: ['workbench'] as const,
  openProducts: (userId: string, entId: string) => ['workbench', 'openProducts', userId, entId] as const,
};

export async function fetchOpenProducts(): Promise<OpenProduct[]> {
  const res = await request<OpenProduct>('openProductList', {});
  return res.data ?? [];
}

export function isOpened(p: OpenProduct): boolean {
  return p.opened === true || p.opened === 1 || p.opened === '1';
}
