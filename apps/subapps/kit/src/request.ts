/**
 * The sub-apps' request layer, on the shared contract and the shared request rules (packages/shared request.ts):
 * the same §7 headers and the same §8 decisions as the host's, over fetch (a sub-app does not load the host's
 * axios). The token is asked from the host for every call. The host owns logout: a lost session (HTTP 401, 9999,
 * 9986, 9983/9984) becomes an 'auth' ApiError that the sub-app shows, nothing more.
 */
import {
  API_BASE,
  ENDPOINTS,
  REQUEST_TIMEOUT_MS,
  decideHttpError,
  decideResponse,
  endpointPath,
  fillPath,
  portalHeaders,
  sendsQuery,
  type AnswerOf,
  type Endpoints,
  type EnvelopeEndpoint,
  type PayloadOf,
} from '@portal/shared';
import type { SubAppProps } from './contract.ts';

export type ApiErrorKind = 'auth' | 'business' | 'network';

export class ApiError extends Error {
  constructor(
    public readonly kind: ApiErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';

export interface RequestOptions {
  /** Aborts the call (unmount, a newer request); the promise then rejects with the AbortError. */
  signal?: AbortSignal;
}

export type Request = <N extends EnvelopeEndpoint>(
  name: N,
  payload?: PayloadOf<Endpoints[N]>,
  opts?: RequestOptions,
) => Promise<AnswerOf<Endpoints[N]>>;

const NETWORK_FAILURE = '网络异常，请检查网络后重试';

/** A payload as a query string: each present field as text (undefined fields are left out). */
function queryString(payload: unknown): string {
  const entries = Object.entries(payload as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
  return new URLSearchParams(
    entries.map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean)]),
  ).toString();
}

/** A request function bound to the host's props; `pageName` is the sub-app's page title (the §7 header). */
export function createRequest(props: Pick<SubAppProps, 'getToken' | 'user'>, pageName: string): Request {
  return async (name, payload, opts = {}) => {
    const e = ENDPOINTS[name];
    const inQuery = sendsQuery(e.method);
    const { path, rest } = fillPath(endpointPath(name), payload);
    const query = inQuery && rest ? `?${queryString(rest)}` : '';
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(API_BASE + path + query, {
        method: e.method,
        headers: {
          ...portalHeaders({
            token: props.getToken(),
            entVersion: props.user.entVersion,
            pageName,
            router: location.pathname,
          }),
          ...(inQuery ? {} : { 'Content-Type': 'application/json' }),
        },
        body: inQuery ? undefined : JSON.stringify(rest ?? {}),
        signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
        credentials: 'same-origin',
      });
    } catch (err) {
      if (opts.signal?.aborted) throw err; // unmounted or superseded: the caller ignores it
      throw new ApiError('network', timeout.aborted ? decideHttpError(null, false, true).message : NETWORK_FAILURE);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok && !(body && typeof body === 'object' && 'code' in body)) {
      const http = decideHttpError(res.status, true);
      throw new ApiError(http.forceLogout ? 'auth' : 'network', http.message);
    }
    if (res.status === 401) throw new ApiError('auth', decideHttpError(401, true).message);
    const action = decideResponse(body);
    switch (action.kind) {
      case 'success':
        if (!body || typeof body !== 'object') throw new ApiError('network', decideHttpError(res.status, true).message);
        return body as AnswerOf<Endpoints[typeof name]>;
      case 'forceLogout':
      case 'loginErrorCountdown':
        throw new ApiError('auth', action.message);
      case 'redirect':
        throw new ApiError('business', action.url);
      default:
        throw new ApiError('business', action.message);
    }
  };
}
