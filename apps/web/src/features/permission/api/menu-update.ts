import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { menuAdminKeys } from './menu-keys.ts';

/** The fields of an existing menu or button (menuId). */
export type MenuUpdate = PayloadOf<Endpoints['menuUpdate']>;

export async function updateMenu(body: MenuUpdate): Promise<string> {
  return (await request('menuUpdate', body)).msg;
}

/** Then the tree reloads. */
export function useUpdateMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.all }),
  });
}
