/**
 * The request layer's rules, one copy for every client of the API (the web's axios layer, the sub-app kit's fetch
 * layer): the §7 headers every call carries, where a payload goes, and the decisions on an answer (§8.1 body codes,
 * §8.2 HTTP statuses) as pure functions. Each client carries the actions out its own way.
 */
import { SYS_CODE } from './constants.ts';
import { classifyResponseCode, httpStatusMessage, isHttpLogoutStatus } from './error-codes.ts';
import type { HttpMethod } from './api/contract.ts';

/** What the §7 headers are made of, read by the client at the time of the call. */
export interface HeaderContext {
  token: string | null;
  entVersion?: string | null;
  /** The page's title (document.title); sent URI-encoded. */
  pageName: string;
  /** The current path. */
  router: string;
}

/** §7: every request carries the bearer token, entVersion, sysCode, pageName (encoded) and router. */
export function portalHeaders(c: HeaderContext): Record<string, string> {
  return {
    ...(c.token ? { Authorization: `Bearer ${c.token}` } : {}),
    ...(c.entVersion ? { entVersion: c.entVersion } : {}),
    sysCode: SYS_CODE,
    pageName: encodeURIComponent(c.pageName),
    router: c.router,
  };
}

/** `/:taxPath/engineValidate` with { taxPath: 'taxVat', … } → the path, and the payload without the path's values. */
export function fillPath(path: string, payload: unknown): { path: string; rest: unknown } {
  if (!path.includes(':') || !payload || typeof payload !== 'object') return { path, rest: payload };
  const rest: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  const filled = path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  });
  return { path: filled, rest };
}

/** GET and DELETE carry their payload in the query string, the others as the JSON body. */
export function sendsQuery(method: HttpMethod): boolean {
  return method === 'GET' || method === 'DELETE';
}
export type ResponseAction =
  | { kind: 'success' }
  | { kind: 'forceLogout'; message: string }
  | { kind: 'loginErrorCountdown'; message: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'silentError'; message: string }
  | { kind: 'error'; message: string };

export interface HttpErrorAction {
  kind: 'httpError';
  status: number | null;
  message: string;
  /** §8.2: 401 logs out, but only when there is a session to end. */
  forceLogout: boolean;
}

/** Shown for a network failure (no HTTP status at all): server unreachable, connection reset. */
export const NETWORK_ERROR_MESSAGE = '网络连接异常，请检查网络后重试';
/** Shown for a failure whose body carries no message. */
export const UNKNOWN_ERROR_MESSAGE = '系统繁忙，请稍后重试';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * §8.1 9985 sends the browser to the URL in the message. Only http(s) and same-site paths are followed,
 * so a crafted message can never run a javascript: URL.
 */
export function safeRedirectUrl(msg: string, origin = 'http://localhost'): string | null {
  const text = msg.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** §8.1: what to do with a response body. Anything that is not an envelope object passes (e.g. a blob). */
export function decideResponse(body: unknown): ResponseAction {
  if (!isRecord(body)) return { kind: 'success' };
  const code = body.code as string | number | null | undefined;
  const message = typeof body.msg === 'string' && body.msg.trim() ? body.msg : UNKNOWN_ERROR_MESSAGE;
  const kind = classifyResponseCode(code);
  switch (kind) {
    case 'success':
      return { kind };
    case 'redirect': {
      const url = safeRedirectUrl(typeof body.msg === 'string' ? body.msg : '', currentOrigin());
      return url ? { kind, url } : { kind: 'error', message };
    }
    default:
      return { kind, message };
  }
}

/** §8.2: what to do with a failed HTTP exchange. `status` null = no response (network error or timeout). */
export function decideHttpError(status: number | null, hasToken: boolean, timedOut = false): HttpErrorAction {
  if (status === null || status === 0) {
    return {
      kind: 'httpError',
      status: null,
      message: timedOut ? httpStatusMessage(408) : NETWORK_ERROR_MESSAGE,
      forceLogout: false,
    };
  }
  return {
    kind: 'httpError',
    status,
    message: httpStatusMessage(status),
    forceLogout: isHttpLogoutStatus(status) && hasToken,
  };
}

function currentOrigin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}
