/**
 * Calls of the eLoan service with the portal's §7 conventions: bearer token (asked from the host for every call),
 * entVersion, sysCode, pageName, router; the { code, msg, data } envelope. A lost session (HTTP 401, code 9999)
 * becomes an 'auth' error that the UI shows as 登录已失效 — the host owns logout, so nothing else happens here.
 */
import { API_BASE, ENDPOINTS, SERVICE_PREFIX, type EndpointName } from '@portal/shared/api';
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE, SYS_CODE } from '@portal/shared/constants';
import { RESPONSE_CODE } from '@portal/shared/error-codes';
import { HTTP_STATUS_MESSAGES, TOKEN_INVALID } from '@portal/shared/messages';
import type { Envelope } from '@portal/shared/types';
import type { SubAppProps } from '@portal/subapp-kit/contract';

export const PAGE_NAME = '贷款业务';

export class ApiError extends Error {
  constructor(public readonly kind: 'auth' | 'business' | 'network', message: string) {
    super(message);
  }
}

export type Caller = <T>(name: EndpointName, opts?: { body?: unknown; query?: Record<string, string>; signal?: AbortSignal }) => Promise<Envelope<T>>;

/** A caller bound to the host's props (getToken, user, basePath). */
export function makeCaller(props: Pick<SubAppProps, 'getToken' | 'user' | 'basePath'>): Caller {
  return async (name, opts = {}) => {
    const e = ENDPOINTS[name];
    const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const token = props.getToken(); // never cached: the host may have a new session
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(API_BASE + SERVICE_PREFIX[e.service] + e.path + qs, {
        method: e.method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          entVersion: props.user.entVersion ?? '',
          sysCode: SYS_CODE,
          pageName: encodeURIComponent(PAGE_NAME),
          router: location.pathname,
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
        credentials: 'same-origin',
      });
    } catch (err) {
      if (opts.signal?.aborted) throw err; // unmounted or superseded: the caller ignores it
      throw new ApiError('network', timeout.aborted ? HTTP_STATUS_MESSAGES[408] : '网络异常，请检查网络后重试');
    }
    if (res.status === 401) throw new ApiError('auth', TOKEN_INVALID);
    const body = (await res.json().catch(() => null)) as Envelope<never> | null;
    if (!body || typeof body.code !== 'string') {
      throw new ApiError('network', HTTP_STATUS_MESSAGES[res.status] ?? `请求失败（HTTP ${res.status}）`);
    }
    if (body.code === RESPONSE_CODE.tokenInvalid) throw new ApiError('auth', TOKEN_INVALID);
    if (body.code !== SUCCESS_CODE) throw new ApiError('business', body.msg || HTTP_STATUS_MESSAGES[res.status] || '请求失败');
    return body as Envelope<never>;
  };
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
