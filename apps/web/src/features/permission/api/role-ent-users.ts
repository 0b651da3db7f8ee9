import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseUser, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RoleEntUsersQuery {
  account?: string;
  pageNum: number;
  pageSize: number;
}

/** A page of the caller's enterprise users (findEntUserByPage), for adding holders to a role. */
export async function getRoleEntUsers(q: RoleEntUsersQuery): Promise<Page<EnterpriseUser>> {
  return (
    first(await request('findEntUserByPage', q)) ?? { records: [], current: q.pageNum, size: q.pageSize, total: 0 }
  );
}

export const roleEntUsersQuery = (q: RoleEntUsersQuery) =>
  queryOptions({ queryKey: [...roleKeys.entUsers(), q] as const, queryFn: () => getRoleEntUsers(q) });

/** null: nothing loads (the picker is closed). */
export function useRoleEntUsers(q: RoleEntUsersQuery | null) {
  return useQuery({
    ...roleEntUsersQuery(q ?? { pageNum: 1, pageSize: 10 }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
