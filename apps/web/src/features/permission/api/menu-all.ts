import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { menuAdminKeys } from './menu-keys.ts';

/** The whole menu tree (allMenus: roots in data, children nested), pages and buttons. */
export async function getAllMenus(): Promise<MenuItem[]> {
  return (await request('allMenus')).data ?? [];
}

export const allMenusQuery = () => queryOptions({ queryKey: menuAdminKeys.tree(), queryFn: getAllMenus });

export function useAllMenus() {
  return useQuery(allMenusQuery());
}
