import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RoleMenuAllocation {
  roleId: string;
  /** The role's whole new set (the server replaces the old one and adds missing parents). */
  menuIds: string[];
}

export async function allocateRoleMenus(body: RoleMenuAllocation): Promise<string> {
  return (await request('roleAllocateMenu', body)).msg;
}

/** Then the list (menu counts) and the role's detail reload. */
export function useAllocateRoleMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: allocateRoleMenus,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
