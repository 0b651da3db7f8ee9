/**
 * zod schema of the §3/§7.2 application payload (resAuthApply add/update, and the user-centre Grzx variant) for
 * the server. Shape faults are refused by zod; the business rules are the form's own (validate.ts), so the server
 * answers with exactly the texts the form shows. Identity fields (applicant*, entId, entName, applyTime,
 * processinstid) are accepted but the server must overwrite them from the session and the workflow.
 */
import { z } from 'zod';
import { labelled as l } from '../field-labels.ts';
import { APPLY_TYPE_REQUIRED } from '../messages.ts';
import { APPLY_FILES_MAX, APPLY_FILES_TOO_MANY, APPLY_LIST_MAX_ENTRIES, APPLY_LIST_TOO_LONG } from './messages.ts';
import type { AuthApplyForm } from './form.ts';
import { authApplyFieldErrors, authApplyListIssue, type AuthApplyField } from './validate.ts';

const text = z.string().trim().max(200);
const optText = text.nullish().transform((v) => v ?? '');
const optId = z
  .union([z.string().trim().max(64), z.number().int()])
  .nullish()
  .transform((v) => (v == null ? '' : String(v)));
/** A missing list reads as empty; ids and userSource may come as numbers or text (optId, z.coerce). */
const list = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .max(APPLY_LIST_MAX_ENTRIES, { error: APPLY_LIST_TOO_LONG })
    .nullish()
    .transform((v) => v ?? []);

// Labels (FIELD_LABELS): the form's words, so a refused payload names its row and field as the form shows them.
const roleEntry = z.object({
  productType: l(optText, '板块'),
  // Bounded far above ROLE_NAME_MAX_LENGTH so that rule answers with its own message, not zod's.
  roleName: l(
    z
      .string()
      .trim()
      .max(10_000)
      .nullish()
      .transform((v) => v ?? ''),
    '角色名称',
  ),
  roleCode: l(optText, '角色编码'),
});
const userEntry = z.object({
  entName: l(optText, '企业名称'),
  userAccount: l(optText, '账号'),
  userId: l(
    optId.refine((v) => v !== ''),
    '用户',
  ),
  userName: l(optText, '用户名'),
  entId: l(optId, '授予企业'),
  userSource: l(z.coerce.number().int(), '用户来源'),
});
const menuEntry = z.object({
  menuId: l(
    optId.refine((v) => v !== ''),
    '菜单',
  ),
  menuName: l(optText, '菜单名称'),
});

/** A supporting file: the id the upload answered (fileManager/uploadFile, projectType 21) and its name. */
const fileEntry = z.object({
  fileId: l(
    z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    '文件编号',
  ),
  fileName: l(z.string().trim().max(255).default(''), '文件名'),
});

/** 1, 2, 3 or the same as text ('1'); anything else is 请选择申请类型. */
const applyType = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*[123]\s*$/.test(v) ? Number(v) : v),
  z.literal([1, 2, 3], { error: APPLY_TYPE_REQUIRED }),
);

const FIELD_PATH: Record<AuthApplyField, string> = {
  applyType: 'applyType',
  productType: 'productType',
  roleId: 'roleId',
  permission: 'resRoleMenuApplyList',
  reason: 'reason',
  opinion: 'opinions',
};

export const authApplyPayloadSchema = z
  .object({
    id: l(optId, '申请编号'),
    applicant: l(optText, '申请人'),
    applicantAccount: l(optText, '申请人账号'),
    applicantId: l(optId, '申请人编号'),
    applyType: l(applyType, '申请类型'),
    entId: l(optId, '企业'),
    entName: l(optText, '企业名称'),
    productType: l(optText, '板块'),
    // Longer than the limit on purpose: the 225 rule answers with its own message below, not zod's.
    reason: l(
      z
        .string()
        .trim()
        .max(10_000)
        .nullish()
        .transform((v) => v ?? ''),
      '申请事由',
    ),
    roleId: l(optId, '角色'),
    roleName: l(optText, '角色名称'),
    applyTime: l(optText, '申请时间'),
    processinstid: l(optText, '流程编号'),
    isUserCenter: l(
      z
        .union([z.boolean(), z.literal([0, 1, '0', '1'])])
        .nullish()
        .transform((v) => v === true || v === 1 || v === '1'),
      '申请来源',
    ),
    opinions: l(
      z
        .string()
        .trim()
        .max(10_000)
        .nullish()
        .transform((v) => v ?? ''),
      '审批意见',
    ),
    resRoleApplyList: l(list(roleEntry), '角色列表'),
    resRoleUserApplyList: l(list(userEntry), '用户列表'),
    resRoleMenuApplyList: l(list(menuEntry), '权限'),
    fileList: l(
      z
        .array(fileEntry)
        .max(APPLY_FILES_MAX, { error: APPLY_FILES_TOO_MANY })
        .nullish()
        .transform((v) => [...new Map((v ?? []).map((f) => [f.fileId, f])).values()]),
      '附件',
    ),
  })
  .superRefine((v, ctx) => {
    const form = toForm(v);
    const errors = authApplyFieldErrors(form, 'add');
    for (const [field, message] of Object.entries(errors) as [AuthApplyField, string][]) {
      if (field !== 'applyType') ctx.addIssue({ code: 'custom', path: [FIELD_PATH[field]], message });
    }
    const issue = authApplyListIssue(form);
    if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((v) => ({
    ...v,
    // Types 1 and 3 name no existing role / type 1 none; only the list of the chosen type is kept, as changing
    // the type clears the others in the form (§4).
    roleId: v.applyType === 1 ? '' : v.roleId,
    roleName: v.applyType === 1 ? '' : v.roleName,
    resRoleApplyList: v.applyType === 1 ? v.resRoleApplyList.map((r) => ({ ...r, productType: v.productType })) : [],
    resRoleUserApplyList: v.applyType === 2 ? v.resRoleUserApplyList : [],
    resRoleMenuApplyList: v.applyType === 3 ? v.resRoleMenuApplyList : [],
  }));

export type AuthApplyPayload = z.output<typeof authApplyPayloadSchema>;

function toForm(v: {
  applyType: 1 | 2 | 3;
  productType: string;
  roleId: string;
  roleName: string;
  reason: string;
  opinions: string;
  resRoleApplyList: AuthApplyForm['resRoleApplyList'];
  resRoleUserApplyList: AuthApplyForm['resRoleUserApplyList'];
  resRoleMenuApplyList: AuthApplyForm['resRoleMenuApplyList'];
  fileList: AuthApplyForm['fileList'];
}): AuthApplyForm {
  return {
    applyType: v.applyType,
    productType: v.productType || null,
    roleId: v.roleId || null,
    roleName: v.roleName || null,
    reason: v.reason,
    opinion: v.opinions,
    resRoleApplyList: v.resRoleApplyList,
    resRoleUserApplyList: v.resRoleUserApplyList,
    resRoleMenuApplyList: v.resRoleMenuApplyList,
    fileList: v.fileList,
  };
}
