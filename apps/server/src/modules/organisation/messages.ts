/**
 * Refusals of the tree's direct maintenance that neither the spec nor the change applications word
 * (packages/shared/src/organisation/messages.ts has theirs, used here too).
 */
export const ORG_NOT_A_COMPANY = '根节点和虚拟节点不能修改';
export const ORG_NODE_CANCELLED = '该单位已注销';
export const ORG_MOVE_TOO_DEEP = '调整后将有下级单位超过第四级';
export const ORG_PRIMARY_NOT_MEMBER = '只能将所属组织设为主组织';
