import { queryOptions } from '@tanstack/react-query';
import type { MyAgreement, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys, type AgreementScope } from './keys.ts';

export interface MyAgreementsQuery {
  title?: string;
  currentPage: number;
  pageSize: number;
}

/** /userCenter/protocol: what the signed-in user accepted in the current enterprise. */
export async function getMyAgreements(q: MyAgreementsQuery): Promise<Page<MyAgreement>> {
  return first(await request('myAgreements', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

export const myAgreementsQuery = (scope: AgreementScope, q: MyAgreementsQuery) =>
  queryOptions({ queryKey: [...protocolKeys.mine(scope), q] as const, queryFn: () => getMyAgreements(q) });
