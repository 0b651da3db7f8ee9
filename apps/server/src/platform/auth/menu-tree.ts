/** Menu rows → the §3 menu tree the web and the menu management read. */
import type { MenuItem } from '@portal/shared';
import type { MenuRecord } from './records.ts';

/**
 * One entry as the API carries it. Empty and default fields (null, false, 0) are left out: the tree goes to every
 * client on every sign-in and reload, and absent reads the same as the default on the web (MenuItem's optionals).
 */
function toMenuItem(m: MenuRecord, parentName: string | null): MenuItem {
  const item: MenuItem = { menuId: m.id, menuName: m.menuName, button: m.button === 1 ? 1 : 0, sort: m.sort };
  if (m.frontEndName) item.frontEndName = m.frontEndName;
  if (m.routeUrl) item.routeUrl = m.routeUrl;
  if (m.icon) item.icon = m.icon;
  if (m.hidden) item.hidden = true;
  if (m.ifRouteHidden) item.ifRouteHidden = true;
  if (m.remark) item.remark = m.remark;
  if (m.ifIntOrExt === 1) item.ifIntOrExt = 1;
  if (m.productType) item.productType = m.productType;
  if (m.parentId) item.parentId = m.parentId;
  if (parentName) item.parentName = parentName;
  if (m.perms) item.perms = m.perms;
  return item;
}

/** Granted rows → tree. An entry whose parent is not granted becomes a root, so nothing granted is lost. */
export function buildMenuTree(rows: readonly MenuRecord[]): MenuItem[] {
  const byId = new Map(rows.map((m) => [m.id, m]));
  const items = new Map<string, MenuItem>();
  for (const m of rows) items.set(m.id, toMenuItem(m, m.parentId ? (byId.get(m.parentId)?.menuName ?? null) : null));
  const roots: MenuItem[] = [];
  for (const m of rows) {
    const item = items.get(m.id)!;
    const parent = m.parentId ? items.get(m.parentId) : undefined;
    if (parent) (parent.children ??= []).push(item);
    else roots.push(item);
  }
  return roots;
}
