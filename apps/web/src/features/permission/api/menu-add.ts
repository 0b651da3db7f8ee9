import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, MenuItem, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { menuAdminKeys } from './menu-keys.ts';

/** A new menu or button in the operations tree or the tax tree (`tree`), under `parentId` (none: a top level menu). */
export type MenuAdd = PayloadOf<Endpoints['menuAdd']>;

export async function addMenu(body: MenuAdd): Promise<MenuItem | undefined> {
  return first(await request('menuAdd', body));
}

/** Then the tree reloads. */
export function useAddMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.all }),
  });
}
