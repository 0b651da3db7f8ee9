/**
 * Users administration (issue 12, §3 User info, §6, §7.4 management): the operations side lists and manages every
 * enterprise's users on /Base/auth-management/user; a company admin the users of the enterprise in use (the same
 * page, and /userCenter/companyManage). Which of the two a caller is comes from their roles on the server, never
 * from the request: an entId or userId outside the caller's scope answers like a missing record.
 */
import { z } from 'zod';
import { BLOB, defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

const id = z.string().trim().min(1).max(40);
const status01 = z.union([z.literal(0), z.literal(1)]);
/** An optional text filter (trimmed; empty means none). */
const text = (max: number) => z.string().trim().max(max).optional();

// --- Entities ---

/** A membership of a user as the administration shows it: status 1 active, 0 suspended in that enterprise. */
export const UserEnterpriseSchema = z.object({
  entId: z.string(),
  entName: z.string(),
  status: z.number().int(),
  isDefault: z.boolean(),
});
export type UserEnterprise = z.infer<typeof UserEnterpriseSchema>;

/**
 * A user of the administration's list. `account` is raw (the web strips a leading s_); `phone` is masked (last 4);
 * `enterprises` are those the caller may see (a company admin: their own only); `roleNames` are the roles held in
 * the list's enterprise (the filter's, the company admin's, else the user's default one).
 */
export const UserAdminSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  phone: z.string().nullable(),
  /** 1 enabled, 0 disabled (the whole account). */
  status: z.number().int(),
  /** 2 = external user (§3). */
  userSource: z.number().int(),
  createdAt: z.string(),
  enterprises: z.array(UserEnterpriseSchema),
  roleNames: z.array(z.string()),
  /** Holds the super admin role (§6) somewhere. */
  superAdmin: z.boolean(),
});
export type UserAdmin = z.infer<typeof UserAdminSchema>;

/** A user of one enterprise (findUserByPage2): the company page and the role user picker. */
export const EnterpriseMemberSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  phone: z.string().nullable(),
  status: z.number().int(),
  userSource: z.number().int(),
  entId: z.string(),
  entName: z.string(),
  /** The membership: 1 active, 0 suspended. */
  membershipStatus: z.number().int(),
  roleNames: z.array(z.string()),
  /** Holds the company admin role in this enterprise. */
  companyAdmin: z.boolean(),
});
export type EnterpriseMember = z.infer<typeof EnterpriseMemberSchema>;

/** An enterprise of the user page's enterprise filter. */
export const EnterpriseFilterOptionSchema = z.object({ entId: z.string(), entName: z.string(), plate: z.string() });
export type EnterpriseFilterOption = z.infer<typeof EnterpriseFilterOptionSchema>;

/** The enterprise in use, for its 企业信息管理 page. */
export const EnterpriseInfoSchema = z.object({
  entId: z.string(),
  entName: z.string(),
  creditCode: z.string(),
  plate: z.string(),
  plateName: z.string(),
  /** 6 = branch enterprise (§9). */
  entType: z.number().int(),
  status: z.number().int(),
  parentName: z.string().nullable(),
  /** The users holding the company admin role here. */
  adminUserIds: z.array(z.string()),
});
export type EnterpriseInfo = z.infer<typeof EnterpriseInfoSchema>;

/** A role the caller may give in an enterprise, `checked` when the user holds it there (getRoleList). */
export const AssignableRoleSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  roleConfig: z.number().int(),
  entId: z.string().nullable(),
  remark: z.string(),
  checked: z.boolean(),
});
export type AssignableRole = z.infer<typeof AssignableRoleSchema>;

/** A user of the enterprise in use, as its administrators see it (phone masked). */
export const EnterpriseUserSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  phone: z.string().nullable(),
  status: z.number(),
  userSource: z.number(),
  roleNames: z.array(z.string()),
});
export type EnterpriseUser = z.infer<typeof EnterpriseUserSchema>;

// --- Request fields ---

/** The user list's filters (findUserByPage and its export). */
export const userAdminFilter = {
  account: text(64),
  userName: text(64),
  /** Digits: 11 = the exact number, fewer = its last digits. */
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/, '手机号只能是数字')
    .optional(),
  entId: id.optional(),
  entName: text(100),
  status: z.union([status01, z.literal('')]).optional(),
  userSource: z.union([z.literal(1), z.literal(2), z.literal('')]).optional(),
};
export const UserAdminQuerySchema = z.object({ ...userAdminFilter, ...pageQuery });
export type UserAdminQuery = z.input<typeof UserAdminQuerySchema>;
export type UserAdminFilter = z.input<z.ZodObject<typeof userAdminFilter>>;

// --- Endpoints ---

export const USER_ADMIN_ENDPOINTS = defineEndpoints({
  findUserByPage: {
    service: 'manage',
    method: 'POST',
    path: '/management/findUserByPage',
    summary: '用户分页查询（运营：全部企业的用户；企业管理员：本企业用户），新注册在前',
    body: UserAdminQuerySchema,
    response: pageEnvelope(UserAdminSchema),
  },
  findUserExport: {
    service: 'manage',
    method: 'POST',
    path: '/management/findUserByPage/export',
    summary: '用户导出（.xlsx，与查询同条件，逐批读取）',
    body: z.object(userAdminFilter),
    response: BLOB,
  },
  findUserByPage2: {
    service: 'manage',
    method: 'POST',
    path: '/management/findUserByPage2',
    summary: '某一企业的用户及其企业关系状态（运营须指定 entId；企业管理员固定为本企业）',
    body: z.object({ entId: id.optional(), account: text(64), userName: text(64), ...pageQuery }),
    response: pageEnvelope(EnterpriseMemberSchema),
  },
  findEntByUserProduct: {
    service: 'manage',
    method: 'POST',
    path: '/management/findEntByUserProduct',
    summary: '用户开通了某产品的企业（无 productType：全部企业；企业管理员：本企业）',
    body: z.object({ productType: z.string().trim().max(10).optional(), entName: text(100), ...pageQuery }),
    response: pageEnvelope(EnterpriseFilterOptionSchema),
  },
  entInfo: {
    service: 'manage',
    method: 'GET',
    path: '/management/getEntInfo',
    summary: '当前企业信息（名称、信用代码、板块、类型、状态、企业管理员）',
    response: envelope(EnterpriseInfoSchema),
  },
  findEntUserByPage: {
    service: 'manage',
    method: 'POST',
    path: '/management/findEntUserByPage',
    summary: '本企业用户分页查询',
    body: z.object({ account: text(64), userName: text(64), ...pageQuery }),
    response: pageEnvelope(EnterpriseUserSchema),
  },
  editStatus: {
    service: 'manage',
    method: 'POST',
    path: '/management/editStatus',
    summary: '启用/停用用户账号（运营：任何用户，超级管理员与本人除外；企业管理员：本企业用户）',
    body: z.object({ userId: id, status: status01 }),
    response: emptyEnvelope,
  },
  editRole: {
    service: 'manage',
    method: 'POST',
    path: '/management/editRole',
    summary: '设置用户在某企业的角色（只涉及调用者可分配的角色，其余保持不变）',
    body: z.object({ userId: id, entId: id.optional(), roleIds: z.array(id).max(100) }),
    response: emptyEnvelope,
  },
  getRoleList: {
    service: 'manage',
    method: 'POST',
    path: '/management/getRoleList',
    summary: '调用者可在该企业分配的角色；给出 userId 时标记其已持有的（checked）',
    body: z.object({ entId: id.optional(), userId: id.optional() }),
    response: envelope(AssignableRoleSchema),
  },
  updateUserOrganzationStatus: {
    service: 'manage',
    method: 'POST',
    path: '/management/updateUserOrganzationStatus',
    summary: '停用/恢复用户与某企业的关系（停用后该企业不再出现在其企业列表中）',
    body: z.object({ userId: id, entId: id, status: status01 }),
    response: emptyEnvelope,
  },
  editSuperAdminRole: {
    service: 'manage',
    method: 'POST',
    path: '/management/editSuperAdminRole',
    summary: '设置/取消超级管理员（仅超级管理员；对象为本运营企业的用户；至少保留一名）',
    body: z.object({ userId: id, grant: z.boolean() }),
    response: emptyEnvelope,
  },
});
