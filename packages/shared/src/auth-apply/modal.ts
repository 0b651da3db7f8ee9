/**
 * §2.5/§4 Authorisation application modal: six modes. add/edit/check are the applicant's own list; the three
 * approve modes open from a workflow task and use the task's title.
 */
import { APPLY_TITLE_ADD, APPLY_TITLE_CHECK, APPLY_TITLE_EDIT } from '../messages.ts';

export const AUTH_APPLY_MODES = ['add', 'edit', 'check', 'approve', 'approveEdit', 'approveCheck'] as const;
export type AuthApplyMode = (typeof AUTH_APPLY_MODES)[number];

export interface AuthApplyModeRules {
  /** Whether the application fields can be edited. */
  editable: boolean;
  /** The save call (§4 "Saving uses add or update depending on the mode"), null when the mode does not save. */
  save: 'add' | 'update' | null;
  /** Pass and reject buttons with a required opinion (approve mode only). */
  audit: boolean;
  /** Applicant identity shown from the application (§6), not from the signed-in user. */
  applicantFromApplication: boolean;
}

/**
 * - approve: the approver reads the application and passes or rejects it: fields read-only, opinion editable.
 * - approveEdit: the applicant's task after a return: the application is editable and saved with update, then
 *   resubmitted.
 * - approveCheck: a done task, read-only.
 */
export const AUTH_APPLY_MODE_RULES = {
  add: { editable: true, save: 'add', audit: false, applicantFromApplication: false },
  edit: { editable: true, save: 'update', audit: false, applicantFromApplication: true },
  check: { editable: false, save: null, audit: false, applicantFromApplication: true },
  approve: { editable: false, save: null, audit: true, applicantFromApplication: true },
  approveEdit: { editable: true, save: 'update', audit: false, applicantFromApplication: true },
  approveCheck: { editable: false, save: null, audit: false, applicantFromApplication: true },
} as const satisfies Record<AuthApplyMode, AuthApplyModeRules>;

export function isApproveMode(mode: AuthApplyMode): boolean {
  return mode === 'approve' || mode === 'approveEdit' || mode === 'approveCheck';
}

/** check, approve and approveCheck show the application read-only. */
export function isReadOnlyMode(mode: AuthApplyMode): boolean {
  return !AUTH_APPLY_MODE_RULES[mode].editable;
}

/**
 * §2.5 title: 新增申请, 编辑申请, 查看申请; the approve modes use the task title. A task without a title falls back
 * to the title of the matching non-task mode (编辑申请 for approveEdit, 查看申请 otherwise), so the modal never
 * opens untitled.
 */
export function authApplyModalTitle(mode: AuthApplyMode, taskTitle?: string | null): string {
  if (isApproveMode(mode) && taskTitle?.trim()) return taskTitle.trim();
  if (mode === 'add') return APPLY_TITLE_ADD;
  if (mode === 'edit' || mode === 'approveEdit') return APPLY_TITLE_EDIT;
  return APPLY_TITLE_CHECK;
}

export interface ApplicantIdentity {
  applicant: string;
  applicantAccount: string;
  applicantId: string;
  entId: string;
  entName: string;
}

/**
 * §6 "The applicant identity fields are filled from the application": in every mode but add the applicant is the
 * one who applied (an approver must not see their own name there); in add it is the signed-in user.
 */
export function applicantIdentity(
  mode: AuthApplyMode,
  application: Partial<ApplicantIdentity> | null | undefined,
  currentUser: { userId: string; userName: string; account: string; entId: string; entName: string },
): ApplicantIdentity {
  if (!AUTH_APPLY_MODE_RULES[mode].applicantFromApplication) {
    return {
      applicant: currentUser.userName,
      applicantAccount: currentUser.account,
      applicantId: currentUser.userId,
      entId: currentUser.entId,
      entName: currentUser.entName,
    };
  }
  return {
    applicant: application?.applicant ?? '',
    applicantAccount: application?.applicantAccount ?? '',
    applicantId: application?.applicantId ?? '',
    entId: application?.entId ?? '',
    entName: application?.entName ?? '',
  };
}
