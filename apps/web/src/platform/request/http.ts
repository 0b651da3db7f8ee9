import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import ROUTES from 'virtual:endpoint-routes';
import {
  API_BASE,
  REQUEST_TIMEOUT_MS,
  decideHttpError,
  decideResponse,
  fillPath,
  portalHeaders,
  sendsQuery,
  type AnswerOf,
  type BlobEndpoint,
  type EnvelopeEndpoint,
  type EndpointName,
  type Endpoints,
  type Envelope,
  type PayloadOf,
  type ResponseAction,
} from '@portal/shared';
import { getToken } from '../session/cookies.ts';
import { useSession } from '../session/store.ts';
import { getRequestEffects } from './effects.ts';
import { RequestError } from './errors.ts';
import { fileNameFromDisposition } from './file-name.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller handles failures itself: no toast, no logout, no redirect; the promise still rejects
     * with a RequestError. Used by logout (whose failure is ignored) and background polls.
     */
    silent?: boolean;
    /**
     * Resolve with axios's response (the body in `data`, the headers beside it) instead of the body alone: a file
     * download reads its name from Content-Disposition. The §8 decisions still apply to the body.
     */
    keepResponse?: boolean;
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
  const headers = portalHeaders({
    token: getToken(),
    entVersion: useSession.getState().userInfo?.entVersion,
    pageName: typeof document !== 'undefined' ? document.title : '',
    router: typeof location !== 'undefined' ? location.pathname : '',
  });
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
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

/** A Blob's text (FileReader where Blob.text is missing). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsText: the result is the text (null only if the read failed, which onerror handles).
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
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

/** Resolves with the body (the envelope, or the blob of a file endpoint), not with axios's response object. */
async function onFulfilled(response: AxiosResponse): Promise<unknown> {
  const body = await readBody(response);
  const action = decideResponse(body);
  if (action.kind === 'success') return response.config.keepResponse ? { ...response, data: body } : body;
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

// axios types an interceptor as resolving with the response object; this one resolves with the body, which
// request() and requestBlob() type per endpoint.
http.interceptors.response.use(onFulfilled as (response: AxiosResponse) => Promise<AxiosResponse>, onRejected);

/** The payload argument of a call: optional when the contract's request has no required field. */
type PayloadArgs<N extends EndpointName> =
  undefined extends PayloadOf<Endpoints[N]>
    ? [payload?: PayloadOf<Endpoints[N]>, config?: AxiosRequestConfig]
    : [payload: PayloadOf<Endpoints[N]>, config?: AxiosRequestConfig];

function configFor(name: EndpointName, payload: unknown, config: AxiosRequestConfig): AxiosRequestConfig {
  const [method, template] = ROUTES[name];
  const { path: url, rest } = fillPath(template, payload);
  return {
    url,
    method,
    ...(sendsQuery(method) ? { params: rest } : { data: rest ?? {} }),
    ...config,
  };
}

/**
 * Calls an endpoint of the shared contract (§7): the payload's type and the answer's come from the endpoint's
 * schemas. GET/DELETE send the payload as query parameters, POST/PUT as the JSON body. Resolves with the envelope
 * of a successful call (§8.1 success codes); rejects with a RequestError otherwise, after the request layer has
 * shown the message.
 */
export function request<N extends EnvelopeEndpoint>(
  name: N,
  ...[payload, config = {}]: PayloadArgs<N>
): Promise<AnswerOf<Endpoints[N]>> {
  // The interceptors resolve with the body (the envelope), not axios's response object.
  return http.request(configFor(name, payload, config)) as Promise<AnswerOf<Endpoints[N]>>;
}

/** A file endpoint (captcha image, downloads): resolves with the Blob. */
export function requestBlob<N extends BlobEndpoint>(name: N, ...[payload, config = {}]: PayloadArgs<N>): Promise<Blob> {
  return http.request<Blob, Blob>({ ...configFor(name, payload, config), responseType: 'blob' });
}

/** A downloaded file and the name the server gave it (Content-Disposition), when it gave one. */
export interface DownloadedFile {
  blob: Blob;
  /** From `filename*` (RFC 5987, UTF-8: the Chinese names) or `filename`; null without the header. */
  fileName: string | null;
}

/**
 * A file endpoint whose file is saved under the server's name: resolves with the Blob and that name. Pass
 * `onDownloadProgress` in the config for a progress indication. A JSON envelope in place of the file (a refused
 * export) is decided like any answer (§8.1): shown, then rejected.
 */
export async function requestFile<N extends BlobEndpoint>(
  name: N,
  ...[payload, config = {}]: PayloadArgs<N>
): Promise<DownloadedFile> {
  const res = await http.request<Blob, AxiosResponse<Blob>>({
    ...configFor(name, payload, config),
    responseType: 'blob',
    keepResponse: true,
  });
  const header: unknown = res.headers['content-disposition'];
  return { blob: res.data, fileName: fileNameFromDisposition(typeof header === 'string' ? header : null) };
}

/** data[0] of an envelope, or undefined. */
export function first<T>(envelope: Envelope<T>): T | undefined {
  return Array.isArray(envelope.data) ? envelope.data[0] : undefined;
}
