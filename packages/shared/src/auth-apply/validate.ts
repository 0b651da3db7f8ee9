/**
 * §5 validation of the authorisation application form, in two layers the page shows differently:
 * - field messages (inline under each field): the §5 required fields and the reason/opinion limits;
 * - list messages (on submit, §5 "On submit"): roles, users and permissions of the chosen type.
 * The server runs both through authApplyPayloadSchema, so a payload is refused with the same texts.
 */
import { REASON_MAX_LENGTH } from '../constants.ts';
import {
  ADD_ROLE_REQUIRED,
  APPLY_TYPE_REQUIRED,
  ENTERPRISE_REQUIRED,
  PERMISSION_REQUIRED,
  PERMISSION_TO_ADD_REQUIRED,
  PLATE_REQUIRED,
  REASON_REQUIRED,
  ROLE_NAME_REQUIRED,
  ROLE_REQUIRED,
  USER_REQUIRED,
} from '../messages.ts';
import { validateAuditOpinion } from '../workflow/audit.ts';
import type { AuthApplyForm } from './form.ts';
import { REASON_TOO_LONG, ROLE_NAME_MAX_LENGTH, ROLE_NAME_TOO_LONG } from './messages.ts';
import { AUTH_APPLY_MODE_RULES, type AuthApplyMode } from './modal.ts';
import type { ApplyType } from './types.ts';

/** Characters as a user counts them (code points), after trimming (§5 text inputs are trimmed). */
export const charCount = (s: string | null | undefined): number => [...(s ?? '').trim()].length;
const blank = (s: string | null | undefined) => (s ?? '').trim() === '';

/** The form fields with a §5 message, in the order the form shows them. `permission` is the type-3 tree. */
export const AUTH_APPLY_FIELDS = ['applyType', 'productType', 'roleId', 'permission', 'reason', 'opinion'] as const;
export type AuthApplyField = (typeof AUTH_APPLY_FIELDS)[number];
export type AuthApplyFieldErrors = Partial<Record<AuthApplyField, string>>;

/** Which of the fields a type shows: type 1 creates roles (no role to pick), types 2 and 3 pick one. */
export function authApplyFieldsFor(applyType: ApplyType | null): AuthApplyField[] {
  const fields: AuthApplyField[] = ['applyType', 'productType'];
  if (applyType === 2 || applyType === 3) fields.push('roleId');
  if (applyType === 3) fields.push('permission');
  fields.push('reason');
  return fields;
}

/**
 * Inline messages by field. Editable modes check the application fields; approve mode checks only the opinion,
 * which it requires for a pass too (请输入审批意见 is a §5 required field). Read-only modes check nothing.
 */
export function authApplyFieldErrors(form: AuthApplyForm, mode: AuthApplyMode): AuthApplyFieldErrors {
  const errors: AuthApplyFieldErrors = {};
  const rules = AUTH_APPLY_MODE_RULES[mode];
  if (rules.audit) {
    const opinion = validateAuditOpinion(true, form.opinion, true);
    if (opinion) errors.opinion = opinion;
    return errors;
  }
  if (!rules.editable) return errors;
  for (const field of authApplyFieldsFor(form.applyType)) {
    const message = fieldMessage(form, field);
    if (message) errors[field] = message;
  }
  return errors;
}

function fieldMessage(form: AuthApplyForm, field: AuthApplyField): string {
  switch (field) {
    case 'applyType':
      return form.applyType === null ? APPLY_TYPE_REQUIRED : '';
    case 'productType':
      return blank(form.productType) ? PLATE_REQUIRED : '';
    case 'roleId':
      return blank(form.roleId) ? ROLE_REQUIRED : '';
    case 'permission':
      return form.resRoleMenuApplyList.length === 0 ? PERMISSION_REQUIRED : '';
    case 'reason':
      if (blank(form.reason)) return REASON_REQUIRED;
      return charCount(form.reason) > REASON_MAX_LENGTH ? REASON_TOO_LONG : '';
    case 'opinion':
      return validateAuditOpinion(true, form.opinion, true);
  }
}

/** A list message with where it points (list name and row), so the server can report a path. */
export interface AuthApplyListIssue {
  message: string;
  path: (string | number)[];
}

/** §5 "On submit": the first failing list rule of the form's type, or null. */
export function authApplyListIssue(form: AuthApplyForm): AuthApplyListIssue | null {
  switch (form.applyType) {
    case 1: {
      const list = form.resRoleApplyList;
      if (list.length === 0) return { message: ADD_ROLE_REQUIRED, path: ['resRoleApplyList'] };
      for (const [i, role] of list.entries()) {
        if (blank(role.roleName)) return { message: ROLE_NAME_REQUIRED, path: ['resRoleApplyList', i, 'roleName'] };
        if (charCount(role.roleName) > ROLE_NAME_MAX_LENGTH) {
          return { message: ROLE_NAME_TOO_LONG, path: ['resRoleApplyList', i, 'roleName'] };
        }
      }
      return null;
    }
    case 2: {
      const list = form.resRoleUserApplyList;
      if (list.length === 0) return { message: USER_REQUIRED, path: ['resRoleUserApplyList'] };
      const i = list.findIndex((u) => blank(u.entId));
      return i < 0 ? null : { message: ENTERPRISE_REQUIRED, path: ['resRoleUserApplyList', i, 'entId'] };
    }
    case 3:
      return form.resRoleMenuApplyList.length === 0
        ? { message: PERMISSION_TO_ADD_REQUIRED, path: ['resRoleMenuApplyList'] }
        : null;
    default:
      return null;
  }
}

/** The §5 "On submit" message to toast, or ''. */
export function authApplyListError(form: AuthApplyForm): string {
  return authApplyListIssue(form)?.message ?? '';
}

/**
 * The first message of the whole form ('' when it can be saved or sent): field messages in form order, then the
 * list rule. For an empty type-3 list this is the field's 请选择权限; the page shows 请选择要添加的权限 from
 * authApplyListError as the submit toast.
 */
export function validateAuthApply(form: AuthApplyForm, mode: AuthApplyMode): string {
  const errors = authApplyFieldErrors(form, mode);
  for (const field of AUTH_APPLY_FIELDS) if (errors[field]) return errors[field];
  return AUTH_APPLY_MODE_RULES[mode].editable ? authApplyListError(form) : '';
}

/**
 * Approve mode buttons: a pass needs an opinion (请输入审批意见), a reject one too (请输入驳回审批意见, §5), both
 * at most 1000 characters.
 */
export function validateAuthApplyAudit(approve: boolean, opinion: string | null | undefined): string {
  return validateAuditOpinion(approve, opinion, true);
}
