import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export type RoleSave = PayloadOf<Endpoints['roleSave']>;

/** A new role (no roleId) or an update of the role with this id; resolves with the server's message (the toast). */
export async function saveRole(body: RoleSave): Promise<string> {
  return (await request('roleSave', body)).msg;
}

/** Then the list reloads. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
