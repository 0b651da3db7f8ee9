/**
 * Role administration (§3 Role, §6 system-role flags, §7.5 role management): the operations side manages every role
 * on /Base/auth-management/role; a company admin manages their own enterprise's roles on
 * /userCenter/authorityManagement. Which of the two a caller is comes from their roles on the server, never from
 * the request.
 */
import { z } from 'zod';
import { BLOB, defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

const id = z.string().trim().min(1).max(40);
const roleConfig = z.union([z.literal(1), z.literal(2)]);

/** A role as the administration lists it. */
export const RoleAdminSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  /** 1 operations side, 2 customer-facing side (§3). */
  roleConfig: roleConfig,
  /** null: a portal-wide role; otherwise the enterprise that owns it. */
  entId: z.string().nullable(),
  entName: z.string().nullable(),
  remark: z.string(),
  /** §6 flags: may be given to users, may be edited (name, menus), may be deleted. */
  assignable: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  /** One of the three system roles (super admin, company admin, salesman). */
  system: z.boolean(),
  /** Every menu, present and future (the super admin); its menus cannot be allocated. */
  allMenus: z.boolean(),
  userCount: z.number().int(),
  menuCount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type RoleAdmin = z.infer<typeof RoleAdminSchema>;

/** findRoleById: the role with the ids of the menus it grants. */
export const RoleDetailSchema = RoleAdminSchema.extend({ menuIds: z.array(z.string()) });
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

/** A holder of a role (userListByRoleId). */
export const RoleUserSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  entId: z.string(),
  entName: z.string(),
});
export type RoleUser = z.infer<typeof RoleUserSchema>;

const roleFilter = {
  roleName: z.string().trim().max(30).optional(),
  roleConfig: z.union([roleConfig, z.literal('')]).optional(),
};

export const ROLE_ENDPOINTS = defineEndpoints({
  roleQuery: {
    service: 'manage',
    method: 'POST',
    path: '/role/queryRole',
    summary: '角色分页查询（运营：全部角色；企业管理员：本企业角色与可分配的平台角色）',
    body: z.object({ ...roleFilter, ...pageQuery }),
    response: pageEnvelope(RoleAdminSchema),
  },
  roleExport: {
    service: 'manage',
    method: 'POST',
    path: '/role/queryRole/export',
    summary: '角色导出（.xlsx，与查询同条件）',
    body: z.object(roleFilter),
    response: BLOB,
  },
  roleSave: {
    service: 'manage',
    method: 'POST',
    path: '/role/saveOrUpdateRole',
    summary: '新增（无 roleId）或修改角色',
    body: z.object({
      roleId: id.optional(),
      roleName: z.string().trim().min(1, '请输入角色名称').max(30, '角色名称最多30个字符'),
      roleCode: z
        .string()
        .trim()
        .min(1, '请输入角色编码')
        .max(40)
        .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '角色编码须以字母开头，只含字母、数字和下划线'),
      /**
       * Only the operations side chooses; a company admin's roles are always 2. Absent: 2 for a new role, unchanged
       * on an update.
       */
      roleConfig: roleConfig.optional(),
      remark: z.string().trim().max(200).default(''),
    }),
    response: envelope(RoleDetailSchema),
  },
  roleDetail: {
    service: 'manage',
    method: 'GET',
    path: '/role/findRoleById',
    summary: '角色详情（含已分配菜单 id）',
    query: z.object({ roleId: id }),
    response: envelope(RoleDetailSchema),
  },
  roleUsers: {
    service: 'manage',
    method: 'GET',
    path: '/role/userListByRoleId',
    summary: '持有该角色的用户（分页；企业管理员只见本企业）',
    query: z.object({ roleId: id, account: z.string().trim().max(50).optional(), ...pageQuery }),
    response: pageEnvelope(RoleUserSchema),
  },
  roleAllocateMenu: {
    service: 'manage',
    method: 'POST',
    path: '/role/allocateMenu',
    summary: '为角色分配菜单（整组替换；上级菜单自动补齐；不能授予自己没有的权限）',
    body: z.object({ roleId: id, menuIds: z.array(id).max(5000) }),
    response: envelope(RoleDetailSchema),
  },
  roleDelete: {
    service: 'manage',
    method: 'GET',
    path: '/role/delRoleById',
    summary: '删除角色（系统角色与仍有用户的角色不可删除）',
    query: z.object({ roleId: id }),
    response: emptyEnvelope,
  },
  roleAddUsers: {
    service: 'manage',
    method: 'POST',
    path: '/role/updateRole',
    summary: '把用户加入角色（企业管理员只能加入本企业用户）',
    body: z.object({ roleId: id, entId: id.optional(), userIds: z.array(id).min(1, '请选择用户').max(200) }),
    response: emptyEnvelope,
  },
  roleRemoveUser: {
    service: 'manage',
    method: 'GET',
    path: '/role/removeUser',
    summary: '把用户移出角色',
    query: z.object({ roleId: id, userId: id, entId: id }),
    response: emptyEnvelope,
  },
  rolesOfUser: {
    service: 'manage',
    method: 'GET',
    path: '/role/roleListByUserId',
    summary: '用户在某企业持有的角色（企业管理员：本企业）',
    query: z.object({ userId: id, entId: id.optional() }),
    response: envelope(RoleAdminSchema),
  },
});
