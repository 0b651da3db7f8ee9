/**
 * The organisation of the group (issue 15, §7.4 organization calls; §3 Organisation tree node, Organisation-change
 * application; §3.1 plates; §9 levels 1–4, root 10000001, virtual nodes 222222 and 333333), and the
 * organisation-change applications (§2.5, §5, §7.6). Everything is under the manage service.
 *
 * The tree is one table with a materialised path: a subtree is read by its path prefix, never by recursion. Reading
 * needs the menu /organization/index; changing the tree directly (addOrg, updateOrg, addOrgUser, another user's
 * primary organisation) needs the button org:edit. An organisation change applied for by a user runs on the workflow
 * definition `orgChange` (运营审核) and changes the tree in the transaction of its approval.
 */
import { z } from 'zod';
import { WORKFLOW_STATUS_LABEL } from '../workflow/messages.ts';
import { orgChangeSubmitSchema } from '../organisation/schema.ts';
import { BLOB, defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';
import { WorkflowDetailSchema } from './workflow.ts';

const customerCode = z
  .string()
  .trim()
  .min(1, '请选择组织')
  .max(20)
  .regex(/^[0-9A-Za-z]+$/, '组织编码格式不正确');
const id = z.string().trim().min(1).max(40);
/** A query-string filter where '' (a cleared select) means none. */
const emptyAsNone = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalLevel = z.preprocess(emptyAsNone, z.coerce.number().int().min(1).max(4).optional());
const keyword = z.string().trim().max(50).optional();

// --- Entities ---

/** §3 Organisation tree node, with what the tree page shows beside it. */
export const OrgNodeSchema = z.object({
  customerCode: z.string(),
  customerRegisterName: z.string(),
  parentCustomerCode: z.string().nullable(),
  /** §9: 1 the root, 2–4 companies below it. */
  companyLevel: z.number().int(),
  socialcreditcode: z.string().nullable(),
  /** 1 in use, 0 cancelled (注销). */
  status: z.number().int(),
  /** §3.1 plate code ('' when none). */
  cat: z.string(),
  catName: z.string(),
  /** Whether the node has children (the tree loads a large branch when it is opened). */
  hasChildren: z.boolean(),
  /** Virtual grouping nodes (222222, 333333) are not companies. */
  virtual: z.boolean(),
});
export type OrgNode = z.infer<typeof OrgNodeSchema>;

/** A search hit: the node and the codes of its ancestors from the root, so the tree can open down to it. */
export const OrgSearchHitSchema = OrgNodeSchema.extend({ ancestors: z.array(z.string()) });
export type OrgSearchHit = z.infer<typeof OrgSearchHitSchema>;

/** An organisation of a user (getUserOrgs): the node and whether it is the user's primary one. */
export const UserOrgSchema = OrgNodeSchema.extend({ primary: z.boolean() });
export type UserOrg = z.infer<typeof UserOrgSchema>;

/** A member of an organisation node (the node's users). */
export const OrgUserSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  userSource: z.number().int(),
  customerCode: z.string(),
  customerRegisterName: z.string(),
  primary: z.boolean(),
});
export type OrgUser = z.infer<typeof OrgUserSchema>;

/** The application's status: the workflow instance's (审批中, 已退回, 已通过, 已驳回, 已撤销). */
export const ORG_CHANGE_STATUSES = Object.keys(WORKFLOW_STATUS_LABEL) as [keyof typeof WORKFLOW_STATUS_LABEL];
export type OrgChangeStatus = (typeof ORG_CHANGE_STATUSES)[number];
export const ORG_CHANGE_LISTS = ['mine', 'todo', 'done'] as const;
export type OrgChangeList = (typeof ORG_CHANGE_LISTS)[number];

/** The §3 application as stored (the §7.6 data, normalised), with its file and its state. */
export const OrgChangeApplicationSchema = z.object({
  id: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  typeName: z.string(),
  parentCustomerCode: z.string(),
  parentCustomerName: z.string(),
  companyLevel: z.number().int().nullable(),
  cat: z.string(),
  customerRegisterName: z.string(),
  socialcreditcode: z.string(),
  parentCustomerCodeOld: z.string(),
  parentCustomerNameOld: z.string(),
  companyLevelOld: z.number().int().nullable(),
  catOld: z.string(),
  customerRegisterNameOld: z.string(),
  socialcreditcodeOld: z.string(),
  /** The company the application is about (types 2 and 3; for type 1 the code the new node got once approved). */
  customerCode: z.string(),
  userInfo: z.object({ account: z.string(), userName: z.string(), entName: z.string() }),
  fileId: z.string(),
  fileName: z.string(),
  content: z.string(),
  applicantId: z.string(),
  entId: z.string(),
  /** YYYY-MM-DD HH:mm:ss (+08:00). */
  applyTime: z.string(),
  processInstId: z.string(),
  status: z.enum(ORG_CHANGE_STATUSES),
  statusName: z.string(),
  /** The step waiting for action (申请人 while returned), '' when none waits. */
  taskName: z.string(),
  /** todo rows: the open task to act on; '' otherwise. */
  taskId: z.string(),
  /** The last approver's opinion ('' before anyone acted). */
  opinion: z.string(),
});
export type OrgChangeApplication = z.infer<typeof OrgChangeApplicationSchema>;

export const OrgChangeDetailSchema = OrgChangeApplicationSchema.extend({ workflow: WorkflowDetailSchema });
export type OrgChangeDetail = z.infer<typeof OrgChangeDetailSchema>;

const orgFields = {
  parentCustomerCode: customerCode,
  customerRegisterName: z.string().trim().min(1, '请输入单位名称').max(100),
  socialcreditcode: z.string().trim().max(18).optional(),
  cat: z.string().trim().max(20).optional(),
};

export const ORGANISATION_ENDPOINTS = defineEndpoints({
  orgGetAll: {
    service: 'manage',
    method: 'GET',
    path: '/organization/getAll',
    summary: '组织树：不带参数为整棵树（扁平列表），带 parentCustomerCode 为其直接下级',
    query: z.object({ parentCustomerCode: z.preprocess(emptyAsNone, customerCode.optional()) }),
    response: envelope(OrgNodeSchema),
  },
  orgGetAllByPage: {
    service: 'manage',
    method: 'GET',
    path: '/organization/getAllByPage',
    summary: '组织分页查询（名称或编码或信用代码包含 keyword；parentCustomerCode 为其整棵子树）',
    query: z.object({
      keyword,
      parentCustomerCode: z.preprocess(emptyAsNone, customerCode.optional()),
      companyLevel: optionalLevel,
      cat: z.preprocess(emptyAsNone, z.string().trim().max(20).optional()),
      status: z.preprocess(emptyAsNone, z.coerce.number().int().min(0).max(1).optional()),
      ...pageQuery,
    }),
    response: pageEnvelope(OrgSearchHitSchema),
  },
  orgGetPrimaryOrg: {
    service: 'manage',
    method: 'GET',
    path: '/organization/getPrimaryOrg',
    summary: '本人的主组织（无则 data 为空）',
    query: z.object({}),
    response: envelope(OrgNodeSchema),
  },
  orgGetUserOrgs: {
    service: 'manage',
    method: 'GET',
    path: '/organization/getUserOrgs',
    summary: '用户所属组织（默认本人；他人需组织维护权限）',
    query: z.object({ userId: z.preprocess(emptyAsNone, id.optional()) }),
    response: envelope(UserOrgSchema),
  },
  orgGetUserOrgsAndSubOrgs: {
    service: 'manage',
    method: 'GET',
    path: '/organization/getUserOrgsAndSubOrgs',
    summary: '本人所属组织及其全部下级',
    query: z.object({}),
    response: envelope(OrgNodeSchema),
  },
  orgExport: {
    service: 'manage',
    method: 'GET',
    path: '/organization/export',
    summary: '组织导出（.xlsx，与分页查询同条件）',
    query: z.object({
      keyword,
      parentCustomerCode: z.preprocess(emptyAsNone, customerCode.optional()),
      companyLevel: optionalLevel,
    }),
    response: BLOB,
  },
  orgUsers: {
    service: 'manage',
    method: 'POST',
    path: '/organization/getOrgUsers',
    summary: '组织的用户（includeSub 含全部下级）',
    body: z.object({ customerCode, includeSub: z.boolean().optional().default(false), keyword, ...pageQuery }),
    response: pageEnvelope(OrgUserSchema),
  },
  orgUpdateUserPrimaryOrg: {
    service: 'manage',
    method: 'POST',
    path: '/organization/updateUserPrimaryOrg',
    summary: '设置主组织（默认本人，须为其所属组织；他人需组织维护权限）',
    body: z.object({ customerCode, userId: id.optional() }),
    response: envelope(UserOrgSchema),
  },
  orgAddOrg: {
    service: 'manage',
    method: 'POST',
    path: '/organization/addOrg',
    summary: '新增组织（直接维护，需组织维护权限）',
    body: z.object(orgFields),
    response: envelope(OrgNodeSchema),
  },
  orgUpdateOrg: {
    service: 'manage',
    method: 'POST',
    path: '/organization/updateOrg',
    summary: '修改组织（名称、信用代码、板块、状态；需组织维护权限）',
    body: z.object({
      customerCode,
      customerRegisterName: orgFields.customerRegisterName.optional(),
      socialcreditcode: orgFields.socialcreditcode,
      cat: orgFields.cat,
      status: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
    response: envelope(OrgNodeSchema),
  },
  orgAddOrgUser: {
    service: 'manage',
    method: 'POST',
    path: '/organization/addOrgUser',
    summary: '将用户加入组织（需组织维护权限）',
    body: z.object({ customerCode, userIds: z.array(id).min(1, '请选择用户').max(100) }),
    response: envelope(OrgUserSchema),
  },
  orgUserCandidates: {
    service: 'manage',
    method: 'POST',
    path: '/organization/userCandidates',
    summary: '加入组织的候选用户（账号或姓名包含 keyword，最多 20 个；需组织维护权限）',
    body: z.object({ keyword: z.string().trim().min(1, '请输入账号或姓名').max(50) }),
    response: envelope(z.object({ userId: z.string(), account: z.string(), userName: z.string() })),
  },
  orgChangeSubmit: {
    service: 'manage',
    method: 'POST',
    path: '/notification/submitOrgChange',
    summary: '提交组织机构变更申请（§7.6：fileId、fileName、noticeType=11、data、content）',
    body: orgChangeSubmitSchema,
    response: envelope(OrgChangeApplicationSchema),
  },
  orgChangePage: {
    service: 'manage',
    method: 'POST',
    path: '/orgChange/page',
    summary: '组织机构变更申请列表（mine 我的申请 / todo 待我审批 / done 我已审批）',
    body: z.object({
      list: z.enum(ORG_CHANGE_LISTS).default('mine'),
      type: z.preprocess(emptyAsNone, z.coerce.number().int().min(1).max(3).optional()),
      status: z.preprocess(emptyAsNone, z.enum(ORG_CHANGE_STATUSES).optional()),
      ...pageQuery,
    }),
    response: pageEnvelope(OrgChangeApplicationSchema),
  },
  orgChangeDetail: {
    service: 'manage',
    method: 'GET',
    path: '/orgChange/detail',
    summary: '组织机构变更申请详情（含审批记录）',
    query: z.object({ id }),
    response: envelope(OrgChangeDetailSchema),
  },
});
