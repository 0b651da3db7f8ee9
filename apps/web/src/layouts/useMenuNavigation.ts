import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fillsSideMenu, findMenuByPath, resolveMenuClick, sideMenuFor, type MenuItem } from '@portal/shared';
import { useMenuStore } from '../platform/session/menus-store.ts';

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

/**
 * On load and on every navigation, the side menu follows the current path, so a deep link shows the
 * side menu of its top-level entry. Paths outside the menus keep the side menu as it is.
 */
export function useSideMenuFollowsPath(): { selectedId?: string; openIds: string[] } {
  const { pathname } = useLocation();
  const navTree = useMenuStore((s) => s.navTree);
  const activeTopMenuId = useMenuStore((s) => s.activeTopMenuId);
  const setSideMenu = useMenuStore((s) => s.setSideMenu);
  const hit = findMenuByPath(navTree, pathname);
  const top = hit ? (hit.ancestors[0] ?? hit.item) : undefined;

  useEffect(() => {
    if (!top || top.menuId === activeTopMenuId) return;
    const side = sideMenuFor(top);
    setSideMenu(fillsSideMenu(top) || side.length > 0 ? side : [], top.menuId);
  }, [top, activeTopMenuId, setSideMenu]);

  return {
    selectedId: hit?.item.menuId,
    openIds: hit ? hit.ancestors.slice(1).map((a) => a.menuId) : [],
  };
}
