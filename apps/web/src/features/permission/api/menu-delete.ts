import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { menuAdminKeys } from './menu-keys.ts';

/**
 * Deletes a menu or button. The server refuses one with children or granted to a role; the request layer shows its
 * message, then the call rejects.
 */
export async function deleteMenu(menuId: string): Promise<string> {
  return (await request('menuDelete', { menuId })).msg;
}

/** Then the tree reloads. */
export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: menuAdminKeys.all }),
  });
}
