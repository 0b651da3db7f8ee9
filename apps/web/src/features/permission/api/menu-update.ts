import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, MenuItem, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { menuAdminKeys } from './menu-keys.ts';

/** The fields of an existing menu or button (menuId). */
export type MenuUpdate = PayloadOf<Endpoints['menuUpdate']>;

export async function updateMenu(body: MenuUpdate): Promise<MenuItem | undefined> {
  return first(await request('menuUpdate', body));
}

/** Then the tree reloads. */
export function useUpdateMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.all }),
  });
}
