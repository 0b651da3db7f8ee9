import { ADMIN_VERIFY_ROLE_ID, type UserInfo } from '@portal/shared';

/**
 * §2.5/§4/§6: the admin phone-code dialog shows while the session has a token, the user holds the
 * admin role (ADMIN_VERIFY_ROLE_ID) and the session has not passed the check yet.
 */
export function needsAdminPhoneCheck(state: {
  token: string | null;
  userInfo: Pick<UserInfo, 'roleList'> | null;
  adminVerified: boolean;
}): boolean {
  if (!state.token || !state.userInfo || state.adminVerified) return false;
  return (state.userInfo.roleList ?? []).some((r) => String(r.roleId) === ADMIN_VERIFY_ROLE_ID);
}
