import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, RoleUser } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RoleUsersQuery {
  roleId: string;
  account?: string;
  pageNum: number;
  pageSize: number;
}

/** A page of the holders of a role (a company admin sees their enterprise's only). */
export async function getRoleUsers(q: RoleUsersQuery): Promise<Page<RoleUser>> {
  return first(await request('roleUsers', q)) ?? { records: [], current: q.pageNum, size: q.pageSize, total: 0 };
}

export const roleUsersQuery = (q: RoleUsersQuery) =>
  queryOptions({ queryKey: [...roleKeys.users(q.roleId), q] as const, queryFn: () => getRoleUsers(q) });

/** null: nothing loads (the drawer is closed). The previous page stays while the next loads. */
export function useRoleUsers(q: RoleUsersQuery | null) {
  return useQuery({
    ...roleUsersQuery(q ?? { roleId: '', pageNum: 1, pageSize: 10 }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
