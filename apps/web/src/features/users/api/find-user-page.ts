import { queryOptions } from '@tanstack/react-query';
import type { Page, UserAdmin, UserAdminQuery } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** A page of the users the caller administers (operations: all enterprises; a company admin: their own). */
export async function findUserPage(q: UserAdminQuery): Promise<Page<UserAdmin>> {
  return (
    first(await request('findUserByPage', q)) ?? {
      records: [],
      current: Number(q.currentPage ?? 1),
      size: Number(q.pageSize ?? 10),
      total: 0,
    }
  );
}

/** For the list kit's useServerList. */
export const userPageQuery = (scope: AdminScope, q: UserAdminQuery) =>
  queryOptions({ queryKey: userAdminKeys.users(scope, q), queryFn: () => findUserPage(q) });
