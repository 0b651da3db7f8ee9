import { ADMIN_VERIFY_ROLE_ID, type UserInfo } from '@portal/shared';
import { useSession } from './store.ts';

/**
 * §2.5/§4/§6: admin verification is pending while the session has a token, the user holds the admin role
 * (ADMIN_VERIFY_ROLE_ID) and the session has not passed the phone-code check yet. Meanwhile the admin phone-code
 * dialog is open and the server refuses every call but the sign-in ones (user info, roles, enterprise list, logout)
 * with code 7701: pages and the header load nothing until the check passes.
 */
export function needsAdminPhoneCheck(state: {
  token: string | null;
  userInfo: Pick<UserInfo, 'roleList'> | null;
  adminVerified: boolean;
}): boolean {
  if (!state.token || !state.userInfo || state.adminVerified) return false;
  return (state.userInfo.roleList ?? []).some((r) => String(r.roleId) === ADMIN_VERIFY_ROLE_ID);
}

/** True while admin verification is pending (see needsAdminPhoneCheck); a query behind the dialog waits on it. */
export function useAdminVerifyPending(): boolean {
  return useSession(needsAdminPhoneCheck);
}
