import Cookies from 'js-cookie';
import { COOKIE_EXPIRES_DAYS } from '@portal/shared';

/**
 * Cookies of the portal (§9): keys carry the app version, so a new release never reads an old session.
 * The token cookie lives COOKIE_EXPIRES_DAYS (5) days; the server session has the same lifetime.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
export const COOKIE_PREFIX = `portal_v${APP_VERSION}_`;
export const TOKEN_COOKIE = `${COOKIE_PREFIX}token`;
/** Set when the guard logs a visitor out of a protected page (§2.1), so the home page can prompt a login. */
export const ALERT_COOKIE = `${COOKIE_PREFIX}alert`;
/** Captcha key and local-storage key (§9). Not versioned: it identifies the browser, not the release. */
export const UUID_COOKIE = 'uuid';

const base: Cookies.CookieAttributes = {
  path: '/',
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
};

export function getToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

export function setTokenCookie(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { ...base, expires: COOKIE_EXPIRES_DAYS });
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function setAlertFlag(): void {
  Cookies.set(ALERT_COOKIE, '1', { ...base });
}

export function hasAlertFlag(): boolean {
  return Cookies.get(ALERT_COOKIE) === '1';
}

export function clearAlertFlag(): void {
  Cookies.remove(ALERT_COOKIE, { path: '/' });
}

function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http intranet hosts fall back to getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The browser's uuid (created on first use, kept a year). */
export function getUuid(): string {
  const existing = Cookies.get(UUID_COOKIE);
  if (existing) return existing;
  const id = newUuid();
  Cookies.set(UUID_COOKIE, id, { ...base, expires: 365 });
  return id;
}

/** Logout clears the session cookies; the uuid stays (it keys the browser, not the user). */
export function clearSessionCookies(): void {
  removeTokenCookie();
  clearAlertFlag();
}
