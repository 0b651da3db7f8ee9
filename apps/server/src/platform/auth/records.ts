/** The records the access check reads, and the interface of whoever stores them (the permission module). */

/** A role as the access check reads it. */
export interface RoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  /** 1 operations side, 2 customer-facing side */
  roleConfig: number;
  assignable: boolean;
  editable: boolean;
  deletable: boolean;
  /** Every menu, present and future (the super admin). */
  allMenus: boolean;
}

/** A menu entry (§3 Menu item) as stored. */
export interface MenuRecord {
  id: string;
  parentId: string | null;
  menuName: string;
  frontEndName: string | null;
  routeUrl: string | null;
  icon: string | null;
  hidden: boolean;
  ifRouteHidden: boolean;
  button: number;
  remark: string | null;
  ifIntOrExt: number;
  productType: string | null;
  perms: string | null;
  sort: number;
}

/** Where roles and menus come from (the permission module). */
export interface PermissionSource {
  /** The roles a user holds in an enterprise, ordered by id. */
  rolesIn(userId: string, entId: string): Promise<RoleRecord[]>;
  /** The menus a set of roles grants (all of them for a role with allMenus), in menu order. */
  menusForRoles(roles: readonly RoleRecord[]): Promise<MenuRecord[]>;
}
