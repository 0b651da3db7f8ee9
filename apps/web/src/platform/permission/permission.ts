import type { ButtonCode } from '@portal/shared';
import { useMenuStore } from '../session/menus-store.ts';

/** §6: whether the signed-in user holds a button permission code (outside React). */
export function hasBtnPerm(code: ButtonCode): boolean {
  return useMenuStore.getState().btnPerm.includes(code);
}

/** §6, reactive: re-renders when the permissions change (login, enterprise switch). */
export function useBtnPerm(code: ButtonCode): boolean {
  return useMenuStore((s) => s.btnPerm.includes(code));
}
