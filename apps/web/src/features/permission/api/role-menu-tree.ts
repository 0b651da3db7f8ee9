import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

/** The whole menu tree (allMenus: roots in data, children nested), which a role's menus are picked from. */
export async function getRoleMenuTree(): Promise<MenuItem[]> {
  return (await request('allMenus')).data ?? [];
}

export const roleMenuTreeQuery = () => queryOptions({ queryKey: roleKeys.menuTree(), queryFn: getRoleMenuTree });

/** Loads only while `enabled` (the allocation dialog is open). */
export function useRoleMenuTree(enabled: boolean) {
  return useQuery({ ...roleMenuTreeQuery(), enabled });
}
