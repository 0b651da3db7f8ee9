import { HOME_PATH, type Role, type UserInfo } from '@portal/shared';
import { notify } from '../feedback/feedback.ts';
import { hardNavigate, navigateTo } from '../navigation.ts';
import { closeAllSockets } from '../realtime/registry.ts';
import { first, request } from '../request/http.ts';
import { RequestError } from '../request/errors.ts';
import {
  clearAlertFlag,
  clearSessionCookies,
  getToken,
  removeTokenCookie,
  setAlertFlag,
  setTokenCookie,
} from './cookies.ts';
import { useMenuStore } from './menus-store.ts';
import { storage } from './storage.ts';
import { useSession } from './store.ts';

/**
 * Session transitions of §4: login, loading the account, logout (user), forced logout (server), and the
 * guard's logout (§2.1). Components and the request layer call these; none of them renders anything.
 */

export interface LoginForm {
  account: string;
  password: string;
  captcha: string;
  uuid: string;
}

/** Set by logout(): a full page load to the home page is under way. */
let leaving = false;

/** Listeners for "the session ended" (query cache, sub-apps...), registered by the app. */
const endListeners = new Set<() => void>();
export function onSessionEnd(fn: () => void): () => void {
  endListeners.add(fn);
  return () => endListeners.delete(fn);
}

/** Clears the in-memory user state (session + menus). Cookies are handled by the callers. */
export function resetUserState(): void {
  useSession.getState().reset();
  useMenuStore.getState().reset();
  for (const fn of endListeners) {
    try {
      fn();
    } catch {
      /* a listener must not block logout */
    }
  }
}

/** GET user info (§7.1) and store it in the session and menu stores. */
export async function loadUserInfo(): Promise<UserInfo> {
  const env = await request('userInfo');
  const info = first(env);
  if (!info) throw new RequestError('获取用户信息失败', { kind: 'error', code: env.code, envelope: env });
  const session = useSession.getState();
  session.setUserInfo(info);
  if (!session.token) session.setToken(getToken());
  useMenuStore.getState().setFromUserInfo(info);
  return info;
}

/** GET the roles held in the current enterprise (§4 Login: after the user info). */
export async function loadRoles(): Promise<Role[]> {
  const env = await request('roles');
  return env.data ?? [];
}

/**
 * §4 Login: POST login → keep token (cookie) and user id → user info → roles.
 * Rejects with a RequestError when the server refuses (its msg has already been shown).
 */
export async function login(form: LoginForm): Promise<UserInfo> {
  const env = await request('login', {
    account: form.account.trim(),
    password: form.password,
    captcha: form.captcha.trim(),
    uuid: form.uuid,
  });
  const result = first(env);
  if (!result?.token)
    throw new RequestError(env.msg || '登录失败，请稍后重试', { kind: 'error', code: env.code, envelope: env });
  setTokenCookie(result.token);
  clearAlertFlag();
  useSession.getState().setToken(result.token);
  try {
    const info = await loadUserInfo();
    // The roles call completes the §4 sequence; the role list itself already arrives in the user info.
    await loadRoles().catch(() => []);
    return info;
  } catch (e) {
    // A half-finished login must not leave a token behind.
    removeTokenCookie();
    resetUserState();
    throw e;
  }
}

/**
 * §4 Logout (the user's choice): call the logout API (its failure is ignored), clear the cookies, close
 * websockets, clear local storage, drop the admin flag, then load /finance/home afresh.
 */
export async function logout(): Promise<void> {
  if (getToken()) {
    try {
      await request('logout', undefined, { silent: true, timeout: 10000 });
    } catch {
      /* §4: the logout call's failure does not stop the logout */
    }
  }
  // The page is being replaced: the guard must not read the cleared session as a visitor's (alert flag).
  leaving = true;
  clearSessionCookies();
  closeAllSockets();
  storage.clearAll();
  useSession.getState().setAdminVerified(false);
  resetUserState();
  hardNavigate(HOME_PATH);
}

/**
 * §4 Forced logout (9999/9986, HTTP 401): clear the token and alert cookies, reset the user state and
 * go to the portal home. `message`, when given, is shown as an error (the request layer shows its own).
 */
export function forceLogout(message?: string): void {
  clearSessionCookies();
  closeAllSockets();
  // Navigate before the stores reset: the guard must not see the protected page without a session and
  // take it for a visitor's visit (its logout would set the alert flag this logout clears).
  navigateTo(HOME_PATH, { replace: true });
  resetUserState();
  if (message) notify.error(message);
}

/** §4 login-error logout (9983/9984): drop whatever session there is; the countdown dialog goes home. */
export function clearSession(): void {
  clearSessionCookies();
  resetUserState();
}

/**
 * §2.1: a protected page without a token: token removed, user state cleared, the alert flag set,
 * redirect to the finance home.
 */
export function guardLogout(): void {
  if (leaving) return;
  removeTokenCookie();
  resetUserState();
  setAlertFlag();
  navigateTo(HOME_PATH, { replace: true });
}
