/**
 * What the server answers when an organisation-change application does not fit the tree as it is (the §5 form rules
 * cannot know the tree). Not worded by the spec.
 */
export const ORG_PARENT_NOT_FOUND = '上级单位不存在或已注销';
export const ORG_PARENT_TOO_DEEP = '第四级单位下不能再设下级单位';
export const ORG_LEVEL_MISMATCH = '单位层级应为上级单位层级加一';
export const ORG_COMPANY_NOT_FOUND = '组织树中不存在该单位，或单位信息与组织树不一致';
export const ORG_CREDIT_CODE_TAKEN = '组织树中已有使用该统一社会信用代码的单位';
export const ORG_MOVE_INTO_OWN_SUBTREE = '不能将单位调整到其自身或下级单位之下';
export const ORG_CANCEL_HAS_CHILDREN = '该单位还有未注销的下级单位，不能注销';
export const ORG_CHANGE_PENDING = '该单位已有审批中的变更申请';

/** The company a change or cancellation is about (the modal's 变更单位 / 注销单位), left empty. */
export const ORG_CHANGE_COMPANY_REQUIRED = '请选择变更单位';
export const ORG_CANCEL_COMPANY_REQUIRED = '请选择注销单位';

/**
 * The message of the modal's 变更单位 / 注销单位 ('' when fine): required for types 2 and 3; a company with companies
 * in use under it cannot be cancelled (the server refuses it on submit with the same text).
 */
export function orgChangeCompanyError(
  type: number | null,
  company: string | null,
  nodes: readonly { parentCustomerCode?: string | null; status?: number | string | null }[],
): string {
  if (type !== 2 && type !== 3) return '';
  if (!company) return type === 2 ? ORG_CHANGE_COMPANY_REQUIRED : ORG_CANCEL_COMPANY_REQUIRED;
  if (type === 3 && nodes.some((n) => n.parentCustomerCode === company && Number(n.status ?? 1) === 1)) {
    return ORG_CANCEL_HAS_CHILDREN;
  }
  return '';
}
