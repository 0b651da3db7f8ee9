/**
 * The error catalogue of §8: response-body codes (§8.1) and HTTP statuses (§8.2).
 * The server answers with RESPONSE_CODE; the web's request layer decides with classifyResponseCode.
 */
import { HTTP_STATUS_MESSAGES, connectionError } from './messages.ts';

export { HTTP_STATUS_MESSAGES } from './messages.ts';

/** Codes this portal's server sends in the envelope (see docs/api-contract.md). */
export const RESPONSE_CODE = {
  ok: '200',
  badRequest: '400',
  forbidden: '403',
  notFound: '404',
  adminVerifyRequired: '7701',
  business: '7799',
  tokenInvalid: '9999',
  accountDisabled: '9986',
  loginLocked: '9983',
  loginStillLocked: '9984',
  redirect: '9985',
  replaced: '401',
} as const;
export type ResponseCode = (typeof RESPONSE_CODE)[keyof typeof RESPONSE_CODE];

export type ResponseCodeClass =
  'success' | 'forceLogout' | 'loginErrorCountdown' | 'redirect' | 'silentError' | 'error';

// §8.1, row by row. Codes are compared as strings so 200 and '200' are the same code.
const SUCCESS = new Set(['0', '1', '200', '301', '990000100001']);
const FORCE_LOGOUT = new Set(['9999', '9986']);
const LOGIN_ERROR_COUNTDOWN = new Set(['9983', '9984']);

export function classifyResponseCode(code: string | number | null | undefined): ResponseCodeClass {
  if (code === undefined || code === null) return 'success';
  const c = String(code).trim();
  if (c === '' || SUCCESS.has(c)) return 'success';
  if (FORCE_LOGOUT.has(c)) return 'forceLogout';
  if (LOGIN_ERROR_COUNTDOWN.has(c)) return 'loginErrorCountdown';
  if (c === '9985') return 'redirect';
  if (c === '203') return 'silentError';
  return 'error'; // 7799 and any other code
}

/** §8.2 message for an HTTP status; statuses outside the table read 连接错误{status}. */
export function httpStatusMessage(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? connectionError(status);
}

/** §8.2: only 401 (session replaced by a login elsewhere) logs the user out. */
export function isHttpLogoutStatus(status: number): boolean {
  return status === 401;
}
