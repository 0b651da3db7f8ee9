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
