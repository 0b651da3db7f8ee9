import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { vi } from 'vitest';
import { http, setRequestEffects, type RequestEffects } from '../src/platform/request/index.ts';

export interface FakeServer {
  /** Every request the adapter saw, in order. */
  calls: InternalAxiosRequestConfig[];
}

type Reply =
  | { status?: number; data?: unknown; headers?: Record<string, string> }
  | ((config: InternalAxiosRequestConfig) => Promise<AxiosResponse>);

/**
 * A custom axios adapter (axios-mock-adapter is not installed): answers by URL (the endpoint path),
 * settling like axios's own adapters do (validateStatus decides between resolve and reject).
 */
export function fakeServer(routes: Record<string, Reply> | Reply): FakeServer {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(config);
    const reply =
      typeof routes === 'function' || 'status' in routes || 'data' in routes
        ? (routes as Reply)
        : (routes as Record<string, Reply>)[config.url ?? ''];
    if (!reply) return Promise.reject(new Error(`no fake route for ${config.url}`));
    if (typeof reply === 'function') return reply(config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(reply.headers ?? { 'content-type': 'application/json' }),
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
    if (ok) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(
        `Request failed with status code ${status}`,
        status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      ),
    );
  };
  http.defaults.adapter = adapter;
  return { calls };
}

export function spyEffects(): { [K in keyof RequestEffects]: ReturnType<typeof vi.fn> } {
  const fx = {
    showError: vi.fn(),
    forceLogout: vi.fn(),
    showLoginCountdown: vi.fn(),
    redirect: vi.fn(),
  };
  setRequestEffects(fx);
  return fx;
}
