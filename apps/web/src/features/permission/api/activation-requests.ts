import { queryOptions } from '@tanstack/react-query';
import type { ActivationRequest, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';

/** Query keys of the company admin's activation requests (待激活产品 on /userCenter/authorityManagement). */
export const activationKeys = {
  all: ['activation-requests'] as const,
  page: (q: ActivationRequestQuery) => [...activationKeys.all, 'page', q] as const,
};

export interface ActivationRequestQuery {
  currentPage: number;
  pageSize: number;
}

/** A page of the enterprise's requests waiting for a company admin's 激活 (§7.4 activationNotRole made them). */
export async function getActivationRequests(q: ActivationRequestQuery): Promise<Page<ActivationRequest>> {
  return (
    first(await request('activationRequests', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const activationRequestsQuery = (q: ActivationRequestQuery) =>
  queryOptions({ queryKey: activationKeys.page(q), queryFn: () => getActivationRequests(q) });
