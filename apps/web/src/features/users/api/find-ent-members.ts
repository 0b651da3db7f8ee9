import { queryOptions } from '@tanstack/react-query';
import type { EnterpriseMember, Endpoints, Page, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

export type EntMembersQuery = PayloadOf<Endpoints['findUserByPage2']>;

/** A page of one enterprise's users with their membership (a company admin: always their own enterprise). */
export async function findEntMembers(q: EntMembersQuery): Promise<Page<EnterpriseMember>> {
  return (
    first(await request('findUserByPage2', q)) ?? {
      records: [],
      current: Number(q.currentPage ?? 1),
      size: Number(q.pageSize ?? 10),
      total: 0,
    }
  );
}

export const entMembersQuery = (scope: AdminScope, q: EntMembersQuery) =>
  queryOptions({ queryKey: userAdminKeys.members(scope, q), queryFn: () => findEntMembers(q) });
