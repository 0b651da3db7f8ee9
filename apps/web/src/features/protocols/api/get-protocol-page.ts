import { queryOptions } from '@tanstack/react-query';
import type { Page, ProtocolAdmin } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

export interface ProtocolPageQuery {
  title?: string;
  /** A product code, 'portal' (the portal's service agreement) or '' / absent for all. */
  productType?: string;
  status?: 0 | 1;
  currentPage: number;
  pageSize: number;
}

/** /Base/auth-management/protocol: a page of the protocols (without their texts). */
export async function getProtocolPage(q: ProtocolPageQuery): Promise<Page<ProtocolAdmin>> {
  return first(await request('protocolPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const protocolPageQuery = (q: ProtocolPageQuery) =>
  queryOptions({ queryKey: [...protocolKeys.adminPages(), q] as const, queryFn: () => getProtocolPage(q) });
