/**
 * Permission area (§3 Menu item and Role, §6): the menu tree and the caller's permission codes. Roles and menus are
 * this area's records; the user info carries them.
 */
import { z } from 'zod';
import { defineEndpoints, envelope } from './contract.ts';

/** §3 Menu item. `button` 1 = button permission (its code in `perms`), 0 = page entry. */
export interface MenuItem {
  menuId: string;
  menuName: string;
  frontEndName?: string | null;
  routeUrl?: string | null;
  icon?: string | null;
  hidden?: boolean;
  ifRouteHidden?: boolean;
  button: 0 | 1;
  remark?: string | null;
  ifIntOrExt?: 0 | 1;
  productType?: string | null;
  parentId?: string | null;
  parentName?: string | null;
  perms?: string | null;
  sort?: number;
  children?: MenuItem[];
  /** Set by menu handling (§4): shown in the header/side menus. */
  visible?: boolean;
}

// A recursive schema needs its type written out (zod cannot infer through the getter); the interface above is it.
export const MenuItemSchema: z.ZodType<MenuItem> = z
  .object({
    menuId: z.string(),
    menuName: z.string(),
    frontEndName: z.string().nullish(),
    routeUrl: z.string().nullish(),
    icon: z.string().nullish(),
    hidden: z.boolean().optional(),
    ifRouteHidden: z.boolean().optional(),
    button: z.union([z.literal(0), z.literal(1)]),
    remark: z.string().nullish(),
    ifIntOrExt: z.union([z.literal(0), z.literal(1)]).optional(),
    productType: z.string().nullish(),
    parentId: z.string().nullish(),
    parentName: z.string().nullish(),
    perms: z.string().nullish(),
    sort: z.number().optional(),
    get children() {
      return z.array(MenuItemSchema).optional();
    },
    visible: z.boolean().optional(),
  })
  .meta({ id: 'MenuItem' }); // named: OpenAPI refers to the recursive schema by this id

/** §3 Role. roleConfig 1 = operations side, 2 = customer-facing side. */
export const RoleSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  roleConfig: z.union([z.literal(1), z.literal(2)]).optional(),
  assignable: z.boolean().optional(),
  edit: z.boolean().optional(),
  delete: z.boolean().optional(),
});
export type Role = z.infer<typeof RoleSchema>;

/** data[0] of selectPermission. */
export const PermissionCodesSchema = z.object({
  /** Button permission codes (btnPerm), in menu order. */
  btnPerms: z.array(z.string()),
  /** Paths of the granted page menus (normalised: no query, no trailing slash), in menu order, once each. */
  menuPaths: z.array(z.string()),
});
export type PermissionCodes = z.infer<typeof PermissionCodesSchema>;

export const PERMISSION_ENDPOINTS = defineEndpoints({
  // §7.5 menus (operations service)
  allMenus: {
    service: 'operation',
    method: 'GET',
    path: '/menu/getAllMenu',
    summary: '全部菜单树（菜单管理）',
    response: envelope(MenuItemSchema),
  },
  // §7.1 operations service: the caller's permission codes
  selectPermission: {
    service: 'operation',
    method: 'GET',
    path: '/permission/selectPermission',
    summary: '当前用户在当前企业的权限码：data[0] = { btnPerms: 按钮权限码[], menuPaths: 菜单路径[] }',
    response: envelope(PermissionCodesSchema),
  },
});
