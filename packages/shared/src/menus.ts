/**
 * Menu handling of §4 and §2.4 over the MenuItem tree of the user info (enableMenuList).
 * Pure functions: every transform returns new objects and never mutates its input.
 */
import { INSIDE_APP_PRODUCT_TYPE } from './constants.ts';
import { buildResultPath, normalizePath } from './guard.ts';
import type { MenuItem } from './api/permission.ts';
import type { UserInfo } from './api/user.ts';
import { grantOf, type MenuGrant } from './permissions.ts';

const remarkHas = (item: MenuItem, flag: string) => (item.remark ?? '').toLowerCase().includes(flag);
const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** §2.4/§4: shown unless hidden, route-hidden, a button, or its remark contains `hide` (any case). */
export function isMenuVisible(item: MenuItem): boolean {
  return !item.hidden && !item.ifRouteHidden && item.button !== 1 && !remarkHas(item, 'hide');
}

/** §2.4: a remark containing `disabled` (any case) makes the entry do nothing when clicked. */
export function isMenuDisabled(item: MenuItem): boolean {
  return remarkHas(item, 'disabled');
}

/** Visible by its own flags and not switched off by a later rule (e.g. applyTaxMenuIconRules). */
const shown = (item: MenuItem) => item.visible !== false && isMenuVisible(item);

/** §4 on a user-info update: a deep copy with `visible` set on every entry. */
export function markVisibility(tree: readonly MenuItem[]): MenuItem[] {
  return tree.map((item) => ({
    ...item,
    visible: isMenuVisible(item),
    ...(item.children ? { children: markVisibility(item.children) } : {}),
  }));
}

/** §2.4: the header's tree, only the shown entries, recursively. */
export function buildNavTree(tree: readonly MenuItem[]): MenuItem[] {
  return tree.filter(shown).map((item) => ({
    ...item,
    visible: true,
    ...(item.children ? { children: buildNavTree(item.children) } : {}),
  }));
}

function walk(tree: readonly MenuItem[], visit: (item: MenuItem) => void): void {
  for (const item of tree) {
    visit(item);
    if (item.children) walk(item.children, visit);
  }
}

/** Every entry of a tree, depth first (parents before their children). */
export function flattenMenus(tree: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  walk(tree, (item) => out.push(item));
  return out;
}

/** §6 over a menu tree: the grant rule (permissions.ts grantOf) applied to every entry, at any depth. */
export function menuTreeGrant(tree: readonly MenuItem[]): MenuGrant {
  return grantOf(flattenMenus(tree));
}

/** §2.4: the entry itself if it has a route, else its first shown page descendant with one (depth first). */
export function firstRoutable(item: MenuItem): MenuItem | undefined {
  if (item.routeUrl) return item;
  for (const child of item.children ?? []) {
    if (!shown(child)) continue;
    const hit = firstRoutable(child);
    if (hit) return hit;
  }
  return undefined;
}

export type MenuClick =
  { kind: 'disabled' } | { kind: 'external'; url: string } | { kind: 'navigate'; to: string } | { kind: 'none' };

/** §2.4: disabled does nothing; external opens a new window; otherwise go to the first route found. */
export function resolveMenuClick(item: MenuItem): MenuClick {
  if (isMenuDisabled(item)) return { kind: 'disabled' };
  const target = firstRoutable(item);
  if (!target?.routeUrl) return { kind: 'none' };
  if (target.ifIntOrExt === 1) return { kind: 'external', url: target.routeUrl };
  return { kind: 'navigate', to: target.routeUrl };
}

/** §2.4: selecting a top menu fills the side menu with its visible non-button children. */
export function sideMenuFor(item: MenuItem): MenuItem[] {
  return buildNavTree(item.children ?? []);
}

/** §2.4: opening a top-level product of type 05 fills the side menu. The caller passes a top-level entry. */
export function fillsSideMenu(item: MenuItem): boolean {
  return item.productType === INSIDE_APP_PRODUCT_TYPE;
}

/** §4: the icons a tax-area top menu may carry to stay visible. */
export const TAX_MENU_ICONS = ['home', 'audit', 'setting', 'radar-chart', 'use'] as const;

const hide = (item: MenuItem): MenuItem => ({ ...item, visible: false });

function hideQcit(tree: readonly MenuItem[]): MenuItem[] {
  return tree.map((item) => {
    const copy = same(item.menuName, 'qcit') || same(item.frontEndName, 'qcit') ? hide(item) : { ...item };
    return item.children ? { ...copy, children: hideQcit(item.children) } : copy;
  });
}

/**
 * §4 tax menu rules. Matching (strings compared ignoring case, `visible` only ever switched off):
 * - a top-level menu whose `icon` is not in TAX_MENU_ICONS is hidden;
 * - under the top-level `audit` menu, a direct child stays only if its `icon` or `frontEndName` is `audit`,
 *   and any descendant whose `menuName` or `frontEndName` is `qcit` is hidden (qcit sits inside that child);
 * - under the top-level `radar-chart` menu, a direct child stays only if its `frontEndName` is `table`.
 * Hidden entries stay in the tree, so their routes remain granted.
 */
export function applyTaxMenuIconRules(tree: readonly MenuItem[]): MenuItem[] {
  return tree.map((top) => {
    const icon = (top.icon ?? '').toLowerCase();
    if (!(TAX_MENU_ICONS as readonly string[]).includes(icon)) return hide(top);
    const children = top.children ?? [];
    if (icon === 'audit') {
      const kept = children.map((c) => (same(c.icon, 'audit') || same(c.frontEndName, 'audit') ? c : hide(c)));
      return { ...top, children: hideQcit(kept) };
    }
    if (icon === 'radar-chart') {
      return { ...top, children: children.map((c) => (same(c.frontEndName, 'table') ? { ...c } : hide(c))) };
    }
    return { ...top };
  });
}

/** §4: the menu whose sidebar opens: the one named `name` (menuName or frontEndName), else the first shown. */
export function openSidebarFor(tree: readonly MenuItem[], name?: string): MenuItem | undefined {
  const candidates = tree.filter(shown);
  if (name) {
    const hit = candidates.find((m) => m.menuName === name || m.frontEndName === name);
    if (hit) return hit;
  }
  return candidates[0];
}

/** The entry whose routeUrl matches `path` (normalised, any case) and its ancestors, root first. */
export function findMenuByPath(
  tree: readonly MenuItem[],
  path: string,
): { item: MenuItem; ancestors: MenuItem[] } | undefined {
  return menuPathIndex(tree).get(normalizePath(path).toLowerCase());
}

/**
 * Path → first entry (depth-first) with its ancestors, built once per tree: the layout looks the current path
 * up on every navigation, and trees run to thousands of entries. Trees are replaced, never mutated.
 */
const pathIndexCache = new WeakMap<readonly MenuItem[], Map<string, { item: MenuItem; ancestors: MenuItem[] }>>();
function menuPathIndex(tree: readonly MenuItem[]) {
  const index = pathIndexCache.get(tree);
  if (index) return index;
  const built = new Map<string, { item: MenuItem; ancestors: MenuItem[] }>();
  const walk = (items: readonly MenuItem[], ancestors: MenuItem[]) => {
    for (const item of items) {
      if (item.routeUrl) {
        const k = normalizePath(item.routeUrl).toLowerCase();
        if (!built.has(k)) built.set(k, { item, ancestors });
      }
      if (item.children) walk(item.children, [...ancestors, item]);
    }
  };
  walk(tree, []);
  pathIndexCache.set(tree, built);
  return built;
}

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

/**
 * What a user info yields for navigation (§4, §6): the header tree (shown entries only), the granted paths the
 * guard checks (resultPath = menu routes + the always-allowed list) and the button permission codes.
 */
export function menuStateFromUserInfo(info: Pick<UserInfo, 'enableMenuList' | 'btnPerm'>): {
  navTree: MenuItem[];
  resultPath: string[];
  btnPerm: string[];
} {
  const tree = info.enableMenuList ?? [];
  const grant = menuTreeGrant(tree);
  return {
    navTree: buildNavTree(applyMenuRules(tree)),
    resultPath: buildResultPath(grant.menuPaths),
    btnPerm: [...new Set([...(info.btnPerm ?? []), ...grant.btnPerms])],
  };
}
