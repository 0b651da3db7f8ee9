import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf, RoleDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export type RoleSave = PayloadOf<Endpoints['roleSave']>;

/** A new role (no roleId) or an update of the role with this id. */
export async function saveRole(body: RoleSave): Promise<RoleDetail | undefined> {
  return first(await request('roleSave', body));
}

/** Then the list reloads. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
