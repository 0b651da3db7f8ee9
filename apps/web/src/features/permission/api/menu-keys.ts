/** Query keys of the menu administration (/Base/auth-management/menu-op, /Base/auth-management/menu-tax). */
export const menuAdminKeys = {
  all: ['menu-admin'] as const,
  /** The whole menu tree (allMenus); each page keeps its own tree of it. */
  tree: () => [...menuAdminKeys.all, 'tree'] as const,
};
