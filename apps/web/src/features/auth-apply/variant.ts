import { AUTH_APPLY_MENU, normalizePath, type AuthApplyList } from '@portal/shared';
import type { AuthApplySide } from './api/keys.ts';

/**
 * The two routes of AuthApplyPage (one page module, so the two routes share one chunk):
 * - /userCenter/authApply 权限申请 (user centre, /resAuthApplyGrzx/*): 我的申请 first;
 * - /Base/auth-management/authApply 权限申请审批 (operations centre, /resAuthApply/*): the approver's desk,
 *   待我审批 first.
 */
export interface AuthApplyVariant {
  side: AuthApplySide;
  /** The tabs in their order; the first is the default (left out of the URL). */
  tabs: readonly AuthApplyList[];
}

const USER_CENTRE: AuthApplyVariant = { side: 'user', tabs: ['mine', 'todo', 'done'] };
const OPERATIONS: AuthApplyVariant = { side: 'ops', tabs: ['todo', 'done', 'mine'] };

/** The operations page by its path; any other path is the user centre's. */
export function authApplyVariantOf(path: string): AuthApplyVariant {
  return normalizePath(path).toLowerCase() === AUTH_APPLY_MENU.manage.toLowerCase() ? OPERATIONS : USER_CENTRE;
}
