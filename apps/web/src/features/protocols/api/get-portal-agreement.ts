import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementProtocol } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { protocolKeys, type AgreementScope } from './keys.ts';

/** /userCenter/agreement: the portal's service agreement(s) in force, with the user's acceptance of each. */
export async function getPortalAgreement(): Promise<AgreementProtocol[]> {
  return (await request('portalAgreement')).data;
}

export const portalAgreementQuery = (scope: AgreementScope) =>
  queryOptions({ queryKey: protocolKeys.portal(scope), queryFn: getPortalAgreement });

export function usePortalAgreement(scope: AgreementScope) {
  return useQuery(portalAgreementQuery(scope));
}
