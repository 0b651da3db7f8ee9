import { normalizeRoutePath, type ButtonCode, type MenuPath } from '@portal/shared';
import { useMenuStore } from '../session/menus-store.ts';

/** §6: whether the signed-in user holds a button permission code (outside React). */
export function hasBtnPerm(code: ButtonCode): boolean {
  return useMenuStore.getState().btnPerm.includes(code);
}

/** §6, reactive: re-renders when the permissions change (login, enterprise switch). */
export function useBtnPerm(code: ButtonCode): boolean {
  return useMenuStore((s) => s.btnPerm.includes(code));
}

/** Whether the signed-in user's menus hold the page at `path` (a part of another page that reads that page's calls). */
export function useHoldsMenu(path: MenuPath): boolean {
  const wanted = normalizeRoutePath(path);
  return useMenuStore((s) => s.resultPath.some((p) => normalizeRoutePath(p) === wanted));
}
