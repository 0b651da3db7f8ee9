import { create } from 'zustand';
import {
  applyTaxMenuIconRules,
  buildNavTree,
  buildResultPath,
  collectBtnPerms,
  collectMenuPaths,
  markVisibility,
  type MenuItem,
  type UserInfo,
} from '@portal/shared';

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
  setFromUserInfo(info: UserInfo): void;
  setSideMenu(items: MenuItem[], topId: string | null): void;
  clearSideMenu(): void;
  reset(): void;
}

const initial = {
  navTree: [] as MenuItem[],
  resultPath: [] as string[],
  btnPerm: [] as string[],
  sideMenu: [] as MenuItem[],
  activeTopMenuId: null as string | null,
};

/** frontEndName of the top-level tax-management menu (§1 tax area) whose children follow the §4 icon rules. */
export const TAX_AREA_FRONTEND_NAME = 'tax';

const isTaxArea = (item: MenuItem) => (item.frontEndName ?? '').toLowerCase() === TAX_AREA_FRONTEND_NAME;

/**
 * §4 menu handling: mark visibility on every entry, then apply the tax icon rules to the tax area's
 * menus (its children are the "menus" the rules speak of: home, audit, setting, radar-chart, use).
 */
export function applyMenuRules(tree: readonly MenuItem[]): MenuItem[] {
  return markVisibility(tree).map((top) =>
    isTaxArea(top) && top.children ? { ...top, children: applyTaxMenuIconRules(top.children) } : top,
  );
}

/** The derived menu state for a user info, as a pure function (unit-tested). */
export function menuStateFromUserInfo(info: UserInfo): Pick<MenuState, 'navTree' | 'resultPath' | 'btnPerm'> {
  const tree = info.enableMenuList ?? [];
  const marked = applyMenuRules(tree);
  const btnPerm = new Set<string>([...(info.btnPerm ?? []), ...collectBtnPerms(tree)]);
  return {
    navTree: buildNavTree(marked),
    resultPath: buildResultPath(collectMenuPaths(tree)),
    btnPerm: [...btnPerm],
  };
}

export const useMenuStore = create<MenuState>()((set) => ({
  ...initial,
  setFromUserInfo: (info) => set(menuStateFromUserInfo(info)),
  setSideMenu: (sideMenu, activeTopMenuId) => set({ sideMenu, activeTopMenuId }),
  clearSideMenu: () => set({ sideMenu: [], activeTopMenuId: null }),
  reset: () => set({ ...initial }),
}));
