import { TAX_MENU_ROOT_FRONT_END_NAME, type MenuItem, type MenuTree } from '@portal/shared';

/** The tree a menu page edits: the tax page's path, or the operations tree. */
export function menuTreeOf(path: string): MenuTree {
  return path.replace(/\/+$/, '').endsWith('/menu-tax') ? 'tax' : 'op';
}

/** The top-level menus of a tree: the tax tree is the root whose frontEndName is 'tax', the operations tree the rest. */
export function rootsOf(menus: readonly MenuItem[], tree: MenuTree): MenuItem[] {
  const isTax = (m: MenuItem) => m.frontEndName === TAX_MENU_ROOT_FRONT_END_NAME;
  return menus.filter((m) => (tree === 'tax' ? isTax(m) : !isTax(m)));
}

/** A node as the table shows it: no empty `children` (a leaf has no expand icon). */
function tidy(m: MenuItem): MenuItem {
  const { children, ...rest } = m;
  return children && children.length > 0 ? { ...rest, children: children.map(tidy) } : rest;
}

/**
 * The nodes whose name contains the keyword (case-insensitive), each with its whole subtree, and their ancestors
 * (with only the branches that lead to a match). An empty keyword keeps everything.
 */
export function filterMenus(nodes: readonly MenuItem[], keyword: string): MenuItem[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return nodes.map(tidy);
  const out: MenuItem[] = [];
  for (const node of nodes) {
    if (node.menuName.toLowerCase().includes(k)) {
      out.push(tidy(node));
      continue;
    }
    const children = filterMenus(node.children ?? [], k);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** The ids of the nodes that have children (to expand all of them, e.g. after a search). */
export function parentIds(nodes: readonly MenuItem[]): string[] {
  return nodes.flatMap((n) => (n.children && n.children.length > 0 ? [n.menuId, ...parentIds(n.children)] : []));
}
