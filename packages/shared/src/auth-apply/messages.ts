/**
 * Messages of the authorisation application that the spec implies (a limit) but does not word; the worded ones
 * live in ../messages.ts and the opinion limit in ../workflow/messages.ts.
 */
import { REASON_MAX_LENGTH } from '../constants.ts';

export const REASON_TOO_LONG = `申请事由不能超过${REASON_MAX_LENGTH}个字符`;
/** Not in the spec: a bound so a role name fits the role table and the role lists. */
export const ROLE_NAME_MAX_LENGTH = 50;
export const ROLE_NAME_TOO_LONG = `角色名称不能超过${ROLE_NAME_MAX_LENGTH}个字符`;
/** Not in the spec: a bound on each list of one application, so one request cannot carry unbounded work. */
export const APPLY_LIST_MAX_ENTRIES = 500;
export const APPLY_LIST_TOO_LONG = `一次申请最多${APPLY_LIST_MAX_ENTRIES}条`;
