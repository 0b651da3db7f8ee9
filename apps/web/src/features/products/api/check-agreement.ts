import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementCheck } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 checkAgreement: the product's protocols in force and whether the user accepted each current version. */
export async function checkAgreement(productType: string): Promise<AgreementCheck> {
  return first(await request('checkAgreement', { productType })) ?? { productType, agreed: true, protocols: [] };
}

export const agreementQuery = (userId: string, entId: string, productType: string) =>
  queryOptions({
    queryKey: productOpeningKeys.agreement(userId, entId, productType),
    queryFn: () => checkAgreement(productType),
  });

export function useAgreementCheck(userId: string, entId: string, productType: string, enabled: boolean) {
  return useQuery({ ...agreementQuery(userId, entId, productType), enabled });
}
