/** Query keys of the role administration (/Base/auth-management/role, /userCenter/authorityManagement). */
export const roleKeys = {
  all: ['role-admin'] as const,
  pages: () => [...roleKeys.all, 'page'] as const,
  detail: (roleId: string) => [...roleKeys.all, 'detail', roleId] as const,
  users: (roleId: string) => [...roleKeys.all, 'users', roleId] as const,
  /** The whole menu tree (allMenus) the allocation dialog offers. */
  menuTree: () => [...roleKeys.all, 'menu-tree'] as const,
  /** The caller's enterprise users, for 添加用户. */
  entUsers: () => [...roleKeys.all, 'ent-users'] as const,
};
