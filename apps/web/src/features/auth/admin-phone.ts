/** The condition of the admin phone-code dialog: the session's, as the whole portal waits on it. */
export { needsAdminPhoneCheck } from '../../platform/session/admin-verify.ts';
