import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountActive } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 findAccountActive: whether the member's activation of a product is active or waits for a company admin. */
export async function getAccountActive(productType: string): Promise<AccountActive | undefined> {
  return (await request('findAccountActive', { productType })).data[0];
}

const accountActiveQuery = (userId: string, entId: string, productType: string) =>
  queryOptions({
    queryKey: productOpeningKeys.accountActive(userId, entId, productType),
    queryFn: () => getAccountActive(productType),
  });

/** Asked only for a product the enterprise opened and the member cannot enter (`enabled`). */
export function useAccountActive(userId: string, entId: string, productType: string, enabled: boolean) {
  return useQuery({ ...accountActiveQuery(userId, entId, productType), enabled });
}
