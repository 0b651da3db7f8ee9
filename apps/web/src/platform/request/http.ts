import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  API_BASE,
  ENDPOINTS,
  REQUEST_TIMEOUT_MS,
  SYS_CODE,
  endpointPath,
  type EndpointName,
  type Envelope,
} from '@portal/shared';
import { getToken } from '../session/cookies.ts';
import { useSession } from '../session/store.ts';
import { decideHttpError, decideResponse, type ResponseAction } from './decide.ts';
import { getRequestEffects } from './effects.ts';
import { RequestError } from './errors.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller handles failures itself: no toast, no logout, no redirect; the promise still rejects
     * with a RequestError. Used by logout (whose failure is ignored) and background polls.
     */
    silent?: boolean;
  }
}

/** The one axios instance of the portal (§7): base path /japi, 180000 ms timeout. */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: false,
});

/** §7: every request carries the bearer token, entVersion, sysCode, pageName and router headers. */
export function applyPortalHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const entVersion = useSession.getState().userInfo?.entVersion;
  if (entVersion) config.headers.set('entVersion', entVersion);
  config.headers.set('sysCode', SYS_CODE);
  config.headers.set('pageName', encodeURIComponent(typeof document !== 'undefined' ? document.title : ''));
  config.headers.set('router', typeof location !== 'undefined' ? location.pathname : '');
  return config;
}

http.interceptors.request.use(applyPortalHeaders);

function applyResponseAction(action: Exclude<ResponseAction, { kind: 'success' }>, code: string | null): void {
  const fx = getRequestEffects();
  switch (action.kind) {
    case 'forceLogout':
      fx.forceLogout(action.message);
      fx.showError(action.message, code);
      break;
    case 'loginErrorCountdown':
      fx.showLoginCountdown(action.message);
      break;
    case 'redirect':
      fx.redirect(action.url);
      break;
    case 'silentError':
      break;
    case 'error':
      fx.showError(action.message, code);
      break;
  }
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('blob read failed'));
    reader.readAsText(blob);
  });
}

/** A blob answer that is really a JSON envelope (e.g. the captcha call failing) is read as one. */
async function readBody(response: AxiosResponse): Promise<unknown> {
  const data: unknown = response.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    if (!/json/i.test(data.type)) return data;
    try {
      return JSON.parse(await blobText(data)) as unknown;
    } catch {
      return data;
    }
  }
  return data;
}

async function onFulfilled(response: AxiosResponse): Promise<any> {
  const body = await readBody(response);
  const action = decideResponse(body);
  if (action.kind === 'success') return body;
  const envelope = body as Envelope;
  const code = envelope.code != null ? String(envelope.code) : null;
  if (!response.config.silent) applyResponseAction(action, code);
  const message = action.kind === 'redirect' ? action.url : action.message;
  throw new RequestError(message, {
    kind: action.kind,
    code,
    status: response.status,
    envelope,
  });
}

function onRejected(error: unknown): never {
  if (axios.isCancel(error)) {
    throw new RequestError('请求已取消', { kind: 'canceled' });
  }
  const err = error as AxiosError;
  const status = err.response?.status ?? null;
  const timedOut = err.code === AxiosError.ECONNABORTED || err.code === AxiosError.ETIMEDOUT;
  const action = decideHttpError(status, Boolean(getToken()), timedOut);
  if (!err.config?.silent) {
    const fx = getRequestEffects();
    fx.showError(action.message);
    if (action.forceLogout) fx.forceLogout(action.message);
  }
  const body = err.response?.data as Envelope | undefined;
  throw new RequestError(action.message, {
    kind: 'httpError',
    status,
    code: body && typeof body === 'object' && 'code' in body ? String(body.code) : null,
    envelope: body && typeof body === 'object' ? body : null,
  });
}

http.interceptors.response.use(onFulfilled, onRejected);

/** GET and DELETE carry their payload in the query string, the others in the JSON body. */
function sendsQuery(method: string): boolean {
  return method === 'GET' || method === 'DELETE';
}

/**
 * Calls an endpoint of the shared table (§7). GET/DELETE send the payload as query parameters, POST/PUT
 * as the JSON body. Resolves with the envelope of a successful call (§8.1 success codes); rejects with
 * a RequestError otherwise, after the request layer has shown the message.
 */
export function request<T = unknown>(
  name: EndpointName,
  payload?: object,
  config: AxiosRequestConfig = {},
): Promise<Envelope<T>> {
  const method: string = ENDPOINTS[name].method;
  const inQuery = sendsQuery(method);
  return http.request<Envelope<T>, Envelope<T>>({
    url: endpointPath(name),
    method,
    ...(inQuery ? { params: payload } : { data: payload ?? {} }),
    ...config,
  });
}

/** A binary endpoint (captcha image, downloads): resolves with the Blob. */
export function requestBlob(name: EndpointName, payload?: object, config: AxiosRequestConfig = {}): Promise<Blob> {
  const method: string = ENDPOINTS[name].method;
  const inQuery = sendsQuery(method);
  return http.request<Blob, Blob>({
    url: endpointPath(name),
    method,
    responseType: 'blob',
    ...(inQuery ? { params: payload } : { data: payload ?? {} }),
    ...config,
  });
}

/** data[0] of an envelope, or undefined. */
export function first<T>(envelope: Envelope<T>): T | undefined {
  return Array.isArray(envelope.data) ? envelope.data[0] : undefined;
}
