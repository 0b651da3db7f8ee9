import { queryOptions } from '@tanstack/react-query';
import type { BusinessGrant, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { businessKeys } from './keys.ts';

export interface GrantPageQuery {
  entId: string;
  currentPage: number;
  pageSize: number;
}

/** A page of the enterprise's grants, newest first. */
export async function getGrantPage({ entId: _entId, ...q }: GrantPageQuery): Promise<Page<BusinessGrant>> {
  return (
    first(await request('businessGrantPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const grantPageQuery = (q: GrantPageQuery) =>
  queryOptions({ queryKey: [...businessKeys.grants(q.entId), q] as const, queryFn: () => getGrantPage(q) });
