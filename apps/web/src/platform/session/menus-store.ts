import { create } from 'zustand';
import { fillsSideMenu, menuStateFromUserInfo, sideMenuFor, type MenuItem, type UserInfo } from '@portal/shared';

/**
 * Menus of the signed-in user (§4 Menu handling, §6): the header tree, the granted paths the guard
 * checks (resultPath), the button permission codes, and the side menu of the selected top menu.
 */
export interface MenuState {
  /** The header's tree: shown entries only (hidden, route-hidden, buttons and the tax icon rules removed). */
  navTree: MenuItem[];
  /** §6 allowed routes: every menu route plus the fixed always-allowed list. */
  resultPath: string[];
  /** §6 button permission codes. */
  btnPerm: string[];
  /** §2.4 left side menu (empty = no side menu). */
  sideMenu: MenuItem[];
  activeTopMenuId: string | null;
  setFromUserInfo: (info: UserInfo) => void;
  setSideMenu: (items: MenuItem[], topId: string | null) => void;
  clearSideMenu: () => void;
  reset: () => void;
}

const initial = {
  navTree: [] as MenuItem[],
  resultPath: [] as string[],
  btnPerm: [] as string[],
  sideMenu: [] as MenuItem[],
  activeTopMenuId: null as string | null,
};

export { applyMenuRules, menuStateFromUserInfo, TAX_AREA_FRONTEND_NAME } from '@portal/shared';

export const useMenuStore = create<MenuState>()((set) => ({
  ...initial,
  // A reload of the user info (a permission change pushed live, issue 12) rebuilds the open side menu from the new
  // tree; a top menu that is gone clears it (the layout then fills it again from the path, if it can).
  setFromUserInfo: (info) =>
    set((prev) => {
      const next = menuStateFromUserInfo(info);
      // No side menu open (or a sub-app cleared it, §2.3): nothing to rebuild.
      if (prev.activeTopMenuId === null || prev.sideMenu.length === 0) return next;
      const top = next.navTree.find((m) => m.menuId === prev.activeTopMenuId);
      if (!top) return { ...next, sideMenu: [], activeTopMenuId: null };
      const side = sideMenuFor(top);
      return { ...next, sideMenu: fillsSideMenu(top) || side.length > 0 ? side : [] };
    }),
  setSideMenu: (sideMenu, activeTopMenuId) => set({ sideMenu, activeTopMenuId }),
  // The top menu stays recorded: the side menu that follows the path must not fill itself again right after a
  // sub-app cleared it (§2.3, eLoan clears it on mount); opening another top menu fills it as usual.
  clearSideMenu: () => set({ sideMenu: [] }),
  reset: () => set({ ...initial }),
}));
