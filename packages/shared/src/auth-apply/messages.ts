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

// --- The server's refusals of an application (issue 14); the spec words none of them ---
export const APPLY_PRODUCT_NOT_FOUND = '所选板块不存在';
export const APPLY_ROLE_NOT_AVAILABLE = '所选角色不存在或不可申请';
/** Type 2: the role holds pages of other plates and none of the chosen one. */
export const APPLY_ROLE_NOT_IN_PLATE = '所选角色不属于该板块，请重新选择角色';
export const APPLY_ROLE_NAME_DUPLICATE = (name: string) => `角色名称「${name}」重复`;
export const APPLY_ROLE_NAME_TAKEN = (name: string) => `本企业已有名为「${name}」的角色`;
export const APPLY_ROLE_CODE_INVALID = '角色编码须以字母开头，只含字母、数字和下划线';
export const APPLY_ROLE_CODE_TAKEN = (code: string) => `角色编码「${code}」已存在`;
export const APPLY_USER_OTHER_ENTERPRISE = '只能为本企业的用户申请角色';
export const APPLY_USER_NOT_MEMBER = (name: string) => `用户「${name}」不属于所选企业`;
export const APPLY_USER_DUPLICATE = (name: string) => `用户「${name}」重复`;
export const APPLY_USER_HOLDS_ROLE = (name: string) => `用户「${name}」已拥有该角色`;
export const APPLY_MENU_NOT_IN_PRODUCT = '所选权限不属于该板块';
export const APPLY_MENU_HELD = (name: string) => `该角色已拥有权限「${name}」`;
export const APPLY_UPDATE_NOT_ALLOWED = '只能修改本人被退回或尚未审批的申请';
/** Not worded by the spec: the applicant's 撤销申请 of an application that is not theirs, or no longer runs. */
export const APPLY_WITHDRAW_NOT_ALLOWED = '只能撤销本人审批中或被退回的申请';
export const APPLY_WITHDRAW_SUCCESS = '撤销成功';
export const APPLY_ID_REQUIRED = '请指定要修改的申请';
/** Not in the spec: an application's supporting files (附件, projectType 21) are few. */
export const APPLY_FILES_MAX = 5;
export const APPLY_FILES_TOO_MANY = `附件最多${APPLY_FILES_MAX}个`;
/** The file named is not one the applicant uploaded for an application (or another record holds it). */
export const APPLY_FILE_NOT_FOUND = (name: string) => `附件「${name}」不存在或已失效，请重新上传`;
/** Completion refused: "an application never grants more than its final approver could grant" (issue 14). */
export const APPLY_GRANT_EXCEEDS_APPROVER = '申请的权限超出审批人可授予的范围，无法通过';
/** The resolved chain has a step nobody can act on. */
export const APPLY_STEP_WITHOUT_APPROVER = (step: string) => `「${step}」暂无审批人，申请提交后将无法审批`;
