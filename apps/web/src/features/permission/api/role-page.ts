import { queryOptions } from '@tanstack/react-query';
import type { Page, RoleAdmin } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RolePageQuery {
  roleName?: string;
  /** Operations only: 1 运营端, 2 客户端. */
  roleConfig?: 1 | 2;
  pageNum: number;
  pageSize: number;
}

/** A page of the roles the caller administers (operations: all; a company admin: their enterprise's). */
export async function getRolePage(q: RolePageQuery): Promise<Page<RoleAdmin>> {
  return first(await request('roleQuery', q)) ?? { records: [], current: q.pageNum, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const rolePageQuery = (q: RolePageQuery) =>
  queryOptions({ queryKey: [...roleKeys.pages(), q] as const, queryFn: () => getRolePage(q) });
