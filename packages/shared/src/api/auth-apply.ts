/**
 * Authorisation applications (issue 14, §7.2 manage service; §3 Authorisation application, User (picker), Approval
 * history row; §3.1 application types). Two routes use them:
 * - /Base/auth-management/authApply (operations centre): the /resAuthApply/* calls;
 * - /userCenter/authApply (user centre, 个人中心 = Grzx): the /resAuthApplyGrzx/* calls.
 * Both lists take `list`: mine (my applications), todo (waiting for me), done (I acted on). An application runs on
 * the workflow definition `authApply` (step 1 企业管理员审核, step 2 运营审核); the approval goes through the workflow
 * engine, and the grant is applied in the transaction of the last approval.
 *
 * The form's support calls the spec leaves unnamed (user list, enterprises per user, product, role and menu lists,
 * role menu ids, the resolved chain with the preview of the grant) are under /resAuthApply/* and admitted from
 * either route. Every record is answered only to its applicant, the possible approvers of its steps and whoever
 * acted on it; anyone else gets the answer of a missing id.
 */
import { z } from 'zod';
import { AUTH_APPLY_MENU } from '../auth-apply/menus.ts';
import { authApplyPayloadSchema } from '../auth-apply/schema.ts';
import { userPickerQuerySchema } from '../auth-apply/user-picker.ts';
import { WORKFLOW_STATUS_LABEL } from '../workflow/messages.ts';
import { defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';
import { MenuItemSchema } from './permission.ts';
import { UserOrganizationSchema } from './user.ts';
import { ApprovalHistoryRowSchema, SubmitAuditResultSchema, WorkflowDetailSchema } from './workflow.ts';

const id = z.string().trim().min(1).max(40);
const productType = z
  .string()
  .trim()
  .regex(/^\d{2}$/, '请选择板块');
const applyTypeOut = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A query-string filter where '' (a cleared select) means none. */
const emptyAsNone = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The application's status: the workflow instance's (审批中, 已退回, 已通过, 已驳回, 已撤销). */
export const AUTH_APPLY_STATUSES = Object.keys(WORKFLOW_STATUS_LABEL) as [keyof typeof WORKFLOW_STATUS_LABEL];
export type AuthApplyStatus = (typeof AUTH_APPLY_STATUSES)[number];

/** Which list a page call answers: my applications, those waiting for me, those I acted on. */
export const AUTH_APPLY_LISTS = ['mine', 'todo', 'done'] as const;
export type AuthApplyList = (typeof AUTH_APPLY_LISTS)[number];

// --- Entities ---

export const RoleApplyEntrySchema = z.object({ productType: z.string(), roleName: z.string(), roleCode: z.string() });
export const RoleUserApplyEntrySchema = z.object({
  entName: z.string(),
  userAccount: z.string(),
  userId: z.string(),
  userName: z.string(),
  entId: z.string(),
  userSource: z.number().int(),
});
export const RoleMenuApplyEntrySchema = z.object({ menuId: z.string(), menuName: z.string() });

/** A row of the application lists (§3 application fields, the workflow's state). */
export const AuthApplyRowSchema = z.object({
  id: z.string(),
  applicant: z.string(),
  applicantAccount: z.string(),
  applicantId: z.string(),
  /** §3.1: 1 new role, 2 user-role application, 3 role-permission assignment. */
  applyType: applyTypeOut,
  applyTypeName: z.string(),
  entId: z.string(),
  entName: z.string(),
  productType: z.string(),
  productName: z.string(),
  reason: z.string(),
  /** Types 2 and 3: the existing role; type 1: '' (its roles are in resRoleApplyList). */
  roleId: z.string(),
  roleName: z.string(),
  /** YYYY-MM-DD HH:mm:ss (+08:00), the first submission. */
  applyTime: z.string(),
  processinstid: z.string(),
  isUserCenter: z.boolean(),
  status: z.enum(AUTH_APPLY_STATUSES),
  statusName: z.string(),
  /** The step waiting for action (企业管理员审核, 运营审核), '' when none waits. */
  taskName: z.string(),
  /** todo rows: the open task to act on (submitAuditResult's taskId); '' otherwise. */
  taskId: z.string(),
  /** The applicant may edit and resubmit it now (returned, or not yet acted on by any approver). */
  canEdit: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss, the last change. */
  updateTime: z.string(),
});
export type AuthApplyRow = z.infer<typeof AuthApplyRowSchema>;

/** §3 Authorisation application with its three lists and its approval (history, what the caller may do). */
export const AuthApplyDetailSchema = AuthApplyRowSchema.extend({
  /** The last approver's opinion ('' before any). */
  opinions: z.string(),
  resRoleApplyList: z.array(RoleApplyEntrySchema),
  resRoleUserApplyList: z.array(RoleUserApplyEntrySchema),
  resRoleMenuApplyList: z.array(RoleMenuApplyEntrySchema),
  /** Supporting files, downloaded by fileId through the attachment service (fileManager/downloadFile). */
  fileList: z.array(z.object({ fileId: z.string(), fileName: z.string(), fileSize: z.number().int() })),
  workflow: WorkflowDetailSchema,
});
export type AuthApplyDetail = z.infer<typeof AuthApplyDetailSchema>;

/** §3 User (picker); userOrganzations are the enterprises an internal user may get the role in. */
export const PickerUserSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  account: z.string(),
  userSource: z.number().int(),
  entId: z.string().nullable(),
  entName: z.string().nullable(),
  userOrganzations: z.array(UserOrganizationSchema),
});

export const EnterpriseOptionSchema = z.object({ entId: z.string(), entName: z.string() });
/** Enterprises per user: data[0] = { [userId]: [{ entId, entName }] }. */
export const UserEnterprisesSchema = z.record(z.string(), z.array(EnterpriseOptionSchema));

/** §3 Product or plate. */
export const AuthApplyProductSchema = z.object({ productType: z.string(), productName: z.string() });

/** A role a type-2 or type-3 application may name. */
export const AuthApplyRoleOptionSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  /** 1 operations side, 2 customer-facing side (§3). */
  roleConfig: z.union([z.literal(1), z.literal(2)]),
  /** null: a portal-wide role; otherwise the enterprise that owns it. */
  entId: z.string().nullable(),
});

/**
 * The product's menu tree (pages and buttons) for the §4 permission tree, with the ids the chosen role already holds
 * (disabled in the tree and never submitted; createPermissionTreeState(menuList, heldMenuIds)).
 */
export const AuthApplyMenuTreeSchema = z.object({
  menuList: z.array(MenuItemSchema),
  heldMenuIds: z.array(z.string()),
});

/** Who will approve, in order (the applicant is never among them). */
export const ChainStepSchema = z.object({
  nodeId: z.string(),
  name: z.string(),
  approvers: z.array(z.object({ userId: z.string(), userName: z.string() })),
});

/** What an application would grant if approved, for the form to show before submitting. */
export const AuthApplyPreviewSchema = z.object({
  chain: z.array(ChainStepSchema),
  /** Type 1: the roles created (customer-facing, in the applicant's enterprise and plate). */
  rolesAdded: z.array(z.object({ roleName: z.string(), roleCode: z.string() })),
  /** Types 2 and 3: the role the application names. */
  role: z.object({ roleId: z.string(), roleName: z.string() }).nullable(),
  /** Type 2: who gets the role, in which enterprise (those already holding it there are left out). */
  usersGranted: z.array(z.object({ userId: z.string(), userName: z.string(), entId: z.string(), entName: z.string() })),
  /** Type 3: the menus added to the role (with the parents they need; those it holds already left out). */
  menusAdded: z.array(RoleMenuApplyEntrySchema),
  /** Why the application could not be approved as it is (e.g. beyond what the final approvers may grant). */
  warnings: z.array(z.string()),
});
export type AuthApplyPreview = z.infer<typeof AuthApplyPreviewSchema>;

// --- Requests ---

export const AuthApplyPageQuerySchema = z.object({
  list: z.enum(AUTH_APPLY_LISTS).default('mine'),
  applyType: z.preprocess(emptyAsNone, z.coerce.number().int().min(1).max(3).optional()),
  status: z.preprocess(emptyAsNone, z.enum(AUTH_APPLY_STATUSES).optional()),
  ...pageQuery,
});
export type AuthApplyPageQuery = z.input<typeof AuthApplyPageQuerySchema>;

/** An application by its id, or by its process instance (the workflow to-do rows carry both). */
export const AuthApplyRefSchema = z
  .object({ id: id.optional(), processInstId: id.optional() })
  .refine((v) => Boolean(v.id || v.processInstId), { message: '请指定申请' });

export const AuthApplyPreviewBodySchema = z.object({
  applyType: z.coerce.number().int().min(1, '请选择申请类型').max(3, '请选择申请类型'),
  productType,
  roleId: id.optional(),
  roleNames: z.array(z.string().trim().max(50)).max(500).optional(),
  users: z
    .array(z.object({ userId: id, entId: id }))
    .max(500)
    .optional(),
  menuIds: z.array(id).max(5000).optional(),
});

const payload = authApplyPayloadSchema;

const MANAGE = AUTH_APPLY_MENU.manage;
const GRZX = AUTH_APPLY_MENU.userCentre;
/** The menus each group of calls needs (documented here; the server declares them). */
export const AUTH_APPLY_ACCESS = { manage: MANAGE, userCentre: GRZX, either: [MANAGE, GRZX] } as const;

/** The applicant's withdrawal (撤销申请) of their own running or returned application. */
const withdrawBody = z.object({ id });

export const AUTH_APPLY_ENDPOINTS = defineEndpoints({
  // --- /Base/auth-management/authApply (operations centre) ---
  resAuthApplyAdd: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApply/add',
    summary: '新增权限申请并提交审批（申请人、企业取自当前会话）',
    body: payload,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyUpdate: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApply/update',
    summary: '修改本人被退回（或尚未审批）的申请并重新提交',
    body: payload,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyPage: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/page',
    summary: '权限申请分页（list: mine 我的申请 / todo 待我审批 / done 我已审批）',
    query: AuthApplyPageQuerySchema,
    response: pageEnvelope(AuthApplyRowSchema),
  },
  resAuthApplyDetail: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/detail',
    summary: '权限申请详情（三类明细、审批历史、当前可办理操作）',
    query: AuthApplyRefSchema,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyHistoryDetail: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/historyDetail',
    summary: '权限申请的审批历史',
    query: AuthApplyRefSchema,
    response: envelope(ApprovalHistoryRowSchema),
  },
  resAuthApplySubmitAuditResult: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApply/submitAuditResult',
    summary: '审批权限申请（通过 / 驳回；驳回默认退回申请人）',
    body: SubmitAuditResultSchema,
    response: envelope(AuthApplyDetailSchema),
  },
  // --- /userCenter/authApply (personal centre) ---
  resAuthApplyGrzxPage: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApplyGrzx/page',
    summary: '个人中心权限申请分页（list: mine / todo / done）',
    query: AuthApplyPageQuerySchema,
    response: pageEnvelope(AuthApplyRowSchema),
  },
  resAuthApplyGrzxHistoryDetail: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApplyGrzx/historyDetail',
    summary: '个人中心：权限申请的审批历史',
    query: AuthApplyRefSchema,
    response: envelope(ApprovalHistoryRowSchema),
  },
  resAuthApplyGrzxDetail: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApplyGrzx/detail',
    summary: '个人中心：权限申请详情',
    query: AuthApplyRefSchema,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyGrzxAdd: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApplyGrzx/add',
    summary: '个人中心：新增权限申请并提交审批',
    body: payload,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyGrzxUpdate: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApplyGrzx/update',
    summary: '个人中心：修改被退回（或尚未审批）的申请并重新提交',
    body: payload,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyGrzxSubmitAuditResult: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApplyGrzx/submitAuditResult',
    summary: '个人中心：审批权限申请（processInstId, auditOpinion, approve）',
    body: SubmitAuditResultSchema,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyWithdraw: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApply/withdraw',
    summary: '撤销本人审批中或被退回的申请',
    body: withdrawBody,
    response: envelope(AuthApplyDetailSchema),
  },
  resAuthApplyGrzxWithdraw: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApplyGrzx/withdraw',
    summary: '个人中心：撤销本人审批中或被退回的申请',
    body: withdrawBody,
    response: envelope(AuthApplyDetailSchema),
  },
  // --- the form's support calls (either route) ---
  resAuthApplyUserList: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/userList',
    summary: '选择用户：可授予角色的用户（本企业；按账号、姓名查询）',
    query: userPickerQuerySchema,
    response: pageEnvelope(PickerUserSchema),
  },
  resAuthApplyUserEnts: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApply/userEnts',
    summary: '所选用户可获授角色的企业：data[0] = { userId: [{ entId, entName }] }',
    body: z.object({ userIds: z.array(id).min(1, '请选择用户').max(200), productType }),
    response: envelope(UserEnterprisesSchema),
  },
  resAuthApplyProductList: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/productList',
    summary: '可申请的板块（产品）',
    response: envelope(AuthApplyProductSchema),
  },
  resAuthApplyRoleList: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/roleList',
    summary: '可申请的角色（本企业的客户侧角色与可分配的平台角色）',
    query: z.object({
      productType: productType.optional(),
      /** 3: the roles a role-permission application may add to (the enterprise's own); otherwise those it may grant. */
      applyType: z.preprocess(emptyAsNone, z.coerce.number().int().min(1).max(3).optional()),
    }),
    response: envelope(AuthApplyRoleOptionSchema),
  },
  resAuthApplyProductMenuList: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/productMenuList',
    summary: '板块的菜单树及所选角色已有的菜单（权限树）',
    query: z.object({ productType, roleId: id.optional() }),
    response: envelope(AuthApplyMenuTreeSchema),
  },
  resAuthApplyRoleMenuIds: {
    service: 'manage',
    method: 'GET',
    path: '/resAuthApply/roleMenuIds',
    summary: '角色已有的菜单 id：data[0] = { menuIdList }',
    query: z.object({ roleId: id }),
    response: envelope(z.object({ menuIdList: z.array(z.string()) })),
  },
  resAuthApplyChain: {
    service: 'manage',
    method: 'POST',
    path: '/resAuthApply/chain',
    summary: '提交前预览：审批人（按顺序）及通过后将新增的角色、用户角色与菜单',
    body: AuthApplyPreviewBodySchema,
    response: envelope(AuthApplyPreviewSchema),
  },
});
