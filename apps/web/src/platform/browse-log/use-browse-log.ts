import { useEffect, useRef } from 'react';
import { findMenuByPath, findSubAppMount, type MenuItem, type PageBrowseLog, type UserInfo } from '@portal/shared';
import { request } from '../request/index.ts';
import { hasToken } from '../session/cookies.ts';
import { useSession } from '../session/store.ts';

/** The contract's limits (api/monitoring.ts): a longer value would only be refused. */
const clip = (value: string | null | undefined, max: number) => (value ?? '').slice(0, max);

/**
 * §3 Page browse log for `pathname`: the page, the menu it belongs to (below a §2.3 mount path, the mount's menu)
 * and its top-level ancestor, the nearest product type, and who browsed (the server writes the session's own).
 */
export function browseLogFor(pathname: string, info: UserInfo): PageBrowseLog {
  const tree = info.enableMenuList;
  const mount = findSubAppMount(pathname);
  const hit = findMenuByPath(tree, pathname) ?? (mount ? findMenuByPath(tree, mount) : undefined);
  const chain: MenuItem[] = hit ? [...hit.ancestors, hit.item] : [];
  const productType = [...chain].reverse().find((m) => m.productType)?.productType;
  return {
    url: clip(pathname, 500),
    menuId: clip(hit?.item.menuId, 40),
    oneLevelMenuId: clip(chain[0]?.menuId, 40),
    productType: clip(productType, 10),
    userId: clip(info.userId, 40),
    userName: clip(info.userName, 100),
    entId: clip(info.entId, 40),
    entName: clip(info.entName, 200),
  };
}

/** Sends one browse log; a failure is ignored: no message, no logout, nothing in the console (§7.4). */
export function sendBrowseLog(pathname: string): void {
  const info = useSession.getState().userInfo;
  if (!info || !hasToken()) return;
  request('savePageBrowseLog', browseLogFor(pathname, info), { silent: true }).catch(() => undefined);
}

/**
 * §7.4 savePageBrowseLog on every navigation of the host portal, once per page: after the route has rendered (the
 * send waits for the next task, so it never delays the page), only for a signed-in user (public pages browsed without
 * a session are not logged) and only when the guard let the page through (`shown`). A reload of the user info on the
 * same page sends nothing; signing in again does.
 */
export function useBrowseLog(pathname: string, shown: boolean): void {
  const signedIn = useSession((s) => s.userInfo !== null && s.token !== null);
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn || !hasToken()) {
      logged.current = null;
      return;
    }
    if (!shown || logged.current === pathname) return;
    logged.current = pathname;
    // Not cancelled on cleanup: the page was shown, so it counts even if the user moves on within this tick.
    setTimeout(() => sendBrowseLog(pathname), 0);
  }, [pathname, shown, signedIn]);
}
