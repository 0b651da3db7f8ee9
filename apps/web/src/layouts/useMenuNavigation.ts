import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fillsSideMenu, findMenuByPath, resolveMenuClick, sideMenuFor, type MenuItem } from '@portal/shared';
import { useMenuStore } from '../platform/session/menus-store.ts';
import { useSession } from '../platform/session/store.ts';

function openExternal(url: string) {
  window.open(url, '_blank');
}

/**
 * §2.4 menu clicks. Disabled entries do nothing; external ones (ifIntOrExt 1) open a new window; an entry
 * without a route opens its first child with one. A top menu that is a type-05 product or has children
 * fills the side menu with its visible non-button children.
 */
export function useMenuNavigation() {
  const navigate = useNavigate();
  const setSideMenu = useMenuStore((s) => s.setSideMenu);

  const follow = useCallback(
    (item: MenuItem): boolean => {
      const click = resolveMenuClick(item);
      if (click.kind === 'disabled') return false;
      if (click.kind === 'external') {
        openExternal(click.url);
        return false;
      }
      if (click.kind === 'navigate') void navigate(click.to);
      return true;
    },
    [navigate],
  );

  /** A top-level entry: from the header menu, the tiled menu or a workbench quick link. */
  const openTopMenu = useCallback(
    (item: MenuItem) => {
      const click = resolveMenuClick(item);
      if (click.kind === 'disabled') return;
      if (click.kind !== 'external') {
        const side = sideMenuFor(item);
        setSideMenu(fillsSideMenu(item) || side.length > 0 ? side : [], item.menuId);
      }
      follow(item);
    },
    [follow, setSideMenu],
  );

  /** An entry below the top level (side menu, tiled panel). */
  const openEntry = useCallback((item: MenuItem) => void follow(item), [follow]);

  return { openTopMenu, openEntry };
}

const NO_MENUS: MenuItem[] = [];

/** Where a path sits in the header's tree: its top menu, the entry to highlight and the groups to open. */
export interface MenuLocation {
  top: MenuItem;
  selectedId: string;
  openIds: string[];
}

/**
 * The current path in the menus. A shown entry is found in the header's tree. A page whose entry is hidden (a remark,
 * ifRouteHidden, the §4 tax icon rules: 税务数据详情 under the radar-chart menu) is found in the user's whole tree, and
 * its nearest shown ancestor is highlighted, under the top menu it belongs to; undefined outside the menus.
 */
export function locateInMenus(
  navTree: readonly MenuItem[],
  fullTree: readonly MenuItem[],
  pathname: string,
): MenuLocation | undefined {
  const hit = findMenuByPath(navTree, pathname);
  if (hit) {
    return {
      top: hit.ancestors[0] ?? hit.item,
      selectedId: hit.item.menuId,
      openIds: hit.ancestors.slice(1).map((a) => a.menuId),
    };
  }
  const hidden = findMenuByPath(fullTree, pathname);
  if (!hidden) return undefined;
  // The chain from the top down, as far as the header's tree shows it.
  const shown: MenuItem[] = [];
  let level: readonly MenuItem[] = navTree;
  for (const entry of [...hidden.ancestors, hidden.item]) {
    const found = level.find((m) => m.menuId === entry.menuId);
    if (!found) break;
    shown.push(found);
    level = found.children ?? [];
  }
  if (shown.length === 0) return undefined;
  return {
    top: shown[0],
    selectedId: shown[shown.length - 1].menuId,
    openIds: shown.slice(1).map((m) => m.menuId),
  };
}

/**
 * On load and on every navigation, the side menu follows the current path, so a deep link shows the
 * side menu of its top-level entry (a hidden page: that of its nearest shown ancestor, see locateInMenus). Paths
 * outside the menus keep the side menu as it is.
 */
export function useSideMenuFollowsPath(): { selectedId?: string; openIds: string[] } {
  const { pathname } = useLocation();
  const navTree = useMenuStore((s) => s.navTree);
  const fullTree = useSession((s) => s.userInfo?.enableMenuList);
  const activeTopMenuId = useMenuStore((s) => s.activeTopMenuId);
  const setSideMenu = useMenuStore((s) => s.setSideMenu);
  const at = locateInMenus(navTree, fullTree ?? NO_MENUS, pathname);
  const top = at?.top;

  useEffect(() => {
    if (!top || top.menuId === activeTopMenuId) return;
    const side = sideMenuFor(top);
    setSideMenu(fillsSideMenu(top) || side.length > 0 ? side : [], top.menuId);
  }, [top, activeTopMenuId, setSideMenu]);

  return { selectedId: at?.selectedId, openIds: at?.openIds ?? [] };
}
