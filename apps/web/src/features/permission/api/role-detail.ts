import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

/** A role with the ids of the menus it grants. */
export async function getRoleDetail(roleId: string): Promise<RoleDetail | null> {
  return first(await request('roleDetail', { roleId })) ?? null;
}

export const roleDetailQuery = (roleId: string) =>
  queryOptions({ queryKey: roleKeys.detail(roleId), queryFn: () => getRoleDetail(roleId) });

/** null roleId: nothing loads (the dialog is closed). */
export function useRoleDetail(roleId: string | null) {
  return useQuery({ ...roleDetailQuery(roleId ?? ''), enabled: roleId !== null });
}
