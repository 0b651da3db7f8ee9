/**
 * Permission area (§3 Menu item and Role, §6): the menu tree and the caller's permission codes. Roles and menus are
 * this area's records; the user info carries them.
 */
import { z } from 'zod';
import { defineEndpoints, emptyEnvelope, envelope } from './contract.ts';

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

/**
 * The two menu trees the administration edits: the tax tree is the top-level menu whose frontEndName is 'tax'
 * (税务管理, /Base/auth-management/menu-tax) and everything under it; the operations tree is every other menu
 * (/Base/auth-management/menu-op).
 */
export const MENU_TREES = ['op', 'tax'] as const;
export type MenuTree = (typeof MENU_TREES)[number];
export const TAX_MENU_ROOT_FRONT_END_NAME = 'tax';

const menuId = z.string().trim().min(1).max(40);
/** A menu entry as the menu pages edit it (§3 Menu item). */
const menuFields = {
  parentId: menuId.nullish(),
  menuName: z.string().trim().min(1, '请输入菜单名称').max(30, '菜单名称最多30个字符'),
  frontEndName: z.string().trim().max(50).nullish(),
  routeUrl: z.string().trim().max(300).nullish(),
  icon: z.string().trim().max(50).nullish(),
  hidden: z.boolean().default(false),
  ifRouteHidden: z.boolean().default(false),
  button: z.union([z.literal(0), z.literal(1)]).default(0),
  /** A button entry's permission code (§6 btnPerm). */
  perms: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z][A-Za-z0-9:_-]*$/, '权限码只能含字母、数字、冒号、下划线和连字符')
    .nullish()
    .or(z.literal('')),
  remark: z.string().trim().max(200).nullish(),
  ifIntOrExt: z.union([z.literal(0), z.literal(1)]).default(0),
  productType: z
    .string()
    .trim()
    .regex(/^\d{2}$/, '产品代码为两位数字')
    .nullish()
    .or(z.literal('')),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
};

export const PERMISSION_ENDPOINTS = defineEndpoints({
  // §7.5 menus (operations service)
  allMenus: {
    service: 'operation',
    method: 'GET',
    path: '/menu/getAllMenu',
    summary: '全部菜单树（菜单管理）',
    response: envelope(MenuItemSchema),
  },
  menuByProduct: {
    service: 'operation',
    method: 'GET',
    path: '/menuProduct/getMenuByProductType',
    summary: '某产品类型的菜单树（含按钮），供角色分配与授权申请',
    query: z.object({
      productType: z
        .string()
        .trim()
        .regex(/^\d{2}$/, '产品代码为两位数字'),
    }),
    response: envelope(MenuItemSchema),
  },
  menuAdd: {
    service: 'operation',
    method: 'POST',
    path: '/menu/addMenu',
    summary: '新增菜单或按钮（运营菜单树或税务菜单树，按上级菜单判断）',
    body: z.object({ tree: z.enum(MENU_TREES), ...menuFields }),
    response: envelope(MenuItemSchema),
  },
  menuUpdate: {
    service: 'operation',
    method: 'POST',
    path: '/menu/updateMenu',
    summary: '修改菜单或按钮',
    body: z.object({ menuId, ...menuFields }),
    response: envelope(MenuItemSchema),
  },
  menuDelete: {
    service: 'operation',
    method: 'GET',
    path: '/menu/delMenu',
    summary: '删除菜单（有下级或已授予角色的菜单不可删除）',
    query: z.object({ menuId }),
    response: emptyEnvelope,
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
