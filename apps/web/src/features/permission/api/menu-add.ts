import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { menuAdminKeys } from './menu-keys.ts';

/** A new menu or button in the operations tree or the tax tree (`tree`), under `parentId` (none: a top level menu). */
export type MenuAdd = PayloadOf<Endpoints['menuAdd']>;

export async function addMenu(body: MenuAdd): Promise<string> {
  return (await request('menuAdd', body)).msg;
}

/** Then the tree reloads. */
export function useAddMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.all }),
  });
}
