import Cookies from 'js-cookie';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR_MESSAGE,
  decideHttpError,
  decideResponse,
  endpointPath,
  safeRedirectUrl,
  type UserInfo,
} from '@portal/shared';
import { RequestError, http, request, requestBlob } from '../src/platform/request/index.ts';
import { TOKEN_COOKIE } from '../src/platform/session/cookies.ts';
import { useSession } from '../src/platform/session/store.ts';
import { fakeServer, spyEffects } from './request-helpers.ts';

const USER_INFO = endpointPath('userInfo');

async function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: RequestError }> {
  try {
    return { ok: true, value: await p };
  } catch (e) {
    return { ok: false, error: e as RequestError };
  }
}

beforeEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  useSession.getState().reset();
});
afterEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
});

describe('§8.1 response body codes', () => {
  const successes: Array<[label: string, body: Record<string, unknown>]> = [
    ['0', { code: '0', msg: 'ok', data: [] }],
    ['1', { code: '1', msg: 'ok', data: [] }],
    ['200', { code: '200', msg: 'ok', data: [{ a: 1 }] }],
    ['200 as a number', { code: 200, msg: 'ok', data: [] }],
    ['301', { code: '301', msg: 'ok', data: [] }],
    ['990000100001', { code: '990000100001', msg: 'ok', data: [] }],
    ['no code', { msg: 'ok', data: [] }],
  ];

  it.each(successes)('%s passes through as success: the envelope, no effect', async (_label, body) => {
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { data: body } });
    const r = await settle(request('userInfo'));
    expect(r).toEqual({ ok: true, value: body });
    expect(decideResponse(body)).toEqual({ kind: 'success' });
    for (const f of Object.values(fx)) expect(f).not.toHaveBeenCalled();
  });

  it.each([
    ['9999', '登录已失效，请重新登录'],
    ['9986', '账号已停用，请联系管理员'],
  ])('%s forces logout and shows the message', async (code, msg) => {
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { data: { code, msg, data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBeInstanceOf(RequestError);
    expect(r.error.kind).toBe('forceLogout');
    expect(r.error.code).toBe(code);
    expect(r.error.message).toBe(msg);
    expect(fx.forceLogout).toHaveBeenCalledTimes(1);
    expect(fx.forceLogout).toHaveBeenCalledWith(msg);
    expect(fx.showError).toHaveBeenCalledWith(msg, code);
    expect(fx.showLoginCountdown).not.toHaveBeenCalled();
  });

  it.each([
    ['9983', '密码错误次数过多，账号已锁定15分钟'],
    ['9984', '账号已锁定，请15分钟后再试'],
  ])('%s logs out into the countdown dialog with the message (no toast)', async (code, msg) => {
    const fx = spyEffects();
    fakeServer({ [endpointPath('login')]: { data: { code, msg, data: [] } } });
    const r = await settle(request('login', { account: 'a', password: 'b', captcha: 'c', uuid: 'u' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('loginErrorCountdown');
    expect(fx.showLoginCountdown).toHaveBeenCalledWith(msg);
    expect(fx.showError).not.toHaveBeenCalled();
    expect(fx.forceLogout).not.toHaveBeenCalled();
  });

  it('9985 redirects the browser to the URL in the message', async () => {
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { data: { code: '9985', msg: 'https://sso.example.com/login?x=1', data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('redirect');
    expect(fx.redirect).toHaveBeenCalledWith('https://sso.example.com/login?x=1');
    expect(fx.showError).not.toHaveBeenCalled();
  });

  it('9985 with a relative path redirects on this site; a script URL is refused and shown as an error', () => {
    expect(decideResponse({ code: '9985', msg: '/finance/home' })).toEqual({ kind: 'redirect', url: '/finance/home' });
    expect(decideResponse({ code: '9985', msg: 'javascript:alert(1)' })).toEqual({
      kind: 'error',
      message: 'javascript:alert(1)',
    });
    expect(safeRedirectUrl('//evil.example.com')).toBe('http://evil.example.com/');
    expect(safeRedirectUrl('data:text/html,x')).toBeNull();
  });

  it('203 is an error without toast', async () => {
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { data: { code: '203', msg: '静默错误', data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('silentError');
    expect(r.error.message).toBe('静默错误');
    for (const f of Object.values(fx)) expect(f).not.toHaveBeenCalled();
  });

  it.each([
    ['7799', '验证码错误或已过期'],
    ['another code (7701)', '请先完成手机验证码验证'],
    ['another code (400)', 'account 不能为空'],
    ['another code (12345)', '未知业务错误'],
  ])('%s shows the message as an error', async (label, msg) => {
    const code = /\((\d+)\)/.exec(label)?.[1] ?? label;
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { data: { code, msg, data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('error');
    expect(r.error.code).toBe(code);
    expect(fx.showError).toHaveBeenCalledWith(msg, code);
    expect(fx.forceLogout).not.toHaveBeenCalled();
  });

  it('7701 (admin verification required) is a refusal by the server, never a network failure', async () => {
    const fx = spyEffects();
    Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
    fakeServer({ [USER_INFO]: { data: { code: '7701', msg: '请先完成手机验证码验证', data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('error');
    expect(r.error.status).toBe(200);
    expect(r.error.code).toBe('7701');
    expect(r.error.message).toBe('请先完成手机验证码验证');
    expect(r.error.message).not.toBe(NETWORK_ERROR_MESSAGE);
    expect(fx.showError).toHaveBeenCalledWith('请先完成手机验证码验证', '7701');
    expect(fx.forceLogout).not.toHaveBeenCalled();
  });

  it('an error without a message shows a generic text', () => {
    expect(decideResponse({ code: '7799' })).toEqual({ kind: 'error', message: '系统繁忙，请稍后重试' });
  });

  it('a silent call rejects without any effect', async () => {
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { data: { code: '9999', msg: '登录已失效，请重新登录', data: [] } } });
    const r = await settle(request('userInfo', undefined, { silent: true }));
    expect(r.ok).toBe(false);
    for (const f of Object.values(fx)) expect(f).not.toHaveBeenCalled();
  });
});

describe('§8.2 HTTP status', () => {
  const table: Array<[status: number, message: string]> = [
    [400, '请求错误'],
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ];

  it.each(table)('%i shows "%s" and does not log out, even with a token', async (status, message) => {
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { status, data: { code: String(status), msg: 'x', data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('httpError');
    expect(r.error.status).toBe(status);
    expect(r.error.message).toBe(message);
    expect(fx.showError).toHaveBeenCalledWith(message);
    expect(fx.forceLogout).not.toHaveBeenCalled();
    expect(decideHttpError(status, true)).toEqual({ kind: 'httpError', status, message, forceLogout: false });
  });

  const replaced = '您的账号已在其他设备登录，请确认密码是否泄露并及时修改';

  it('401 with a token shows the message and logs out', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { status: 401, data: { code: '401', msg: replaced, data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    expect(fx.showError).toHaveBeenCalledWith(replaced);
    expect(fx.forceLogout).toHaveBeenCalledTimes(1);
  });

  it('401 without a token shows the message only', async () => {
    const fx = spyEffects();
    fakeServer({ [USER_INFO]: { status: 401, data: { code: '401', msg: replaced, data: [] } } });
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    expect(fx.showError).toHaveBeenCalledWith(replaced);
    expect(fx.forceLogout).not.toHaveBeenCalled();
    expect(decideHttpError(401, false).forceLogout).toBe(false);
    expect(decideHttpError(401, true).forceLogout).toBe(true);
  });

  it('a status outside the table reads 连接错误{status}', () => {
    expect(decideHttpError(418, true).message).toBe('连接错误418');
  });

  it('a network failure (no response) shows the network message', async () => {
    const fx = spyEffects();
    fakeServer((config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {})));
    const r = await settle(request('userInfo'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.status).toBeNull();
    expect(fx.showError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});

describe('§7 request shape', () => {
  it('times out after 180000 ms and reports a timeout as 408 请求超时', async () => {
    expect(http.defaults.timeout).toBe(180000);
    expect(http.defaults.baseURL).toBe('/japi');
    const fx = spyEffects();
    const server = fakeServer((config) =>
      Promise.reject(new AxiosError('timeout of 180000ms exceeded', AxiosError.ECONNABORTED, config, {})),
    );
    const r = await settle(request('userInfo'));
    expect(server.calls[0].timeout).toBe(180000);
    expect(r.ok).toBe(false);
    expect(fx.showError).toHaveBeenCalledWith('请求超时');
  });

  it('sends Authorization, entVersion, sysCode, pageName and router headers', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok-123', { path: '/' });
    useSession.getState().setUserInfo({ entVersion: 'v7' } as UserInfo);
    document.title = '登录 - 能源金融税务门户';
    window.history.pushState({}, '', '/workbenches/newIndex?x=1');
    spyEffects();
    const server = fakeServer({ [USER_INFO]: { data: { code: '200', msg: 'ok', data: [] } } });
    await request('userInfo');
    const h = server.calls[0].headers;
    expect(h.get('Authorization')).toBe('Bearer tok-123');
    expect(h.get('entVersion')).toBe('v7');
    expect(h.get('sysCode')).toBe('HMSYS02');
    expect(h.get('pageName')).toBe(encodeURIComponent('登录 - 能源金融税务门户'));
    expect(h.get('router')).toBe('/workbenches/newIndex');
  });

  it('sends no Authorization header without a token', async () => {
    spyEffects();
    const server = fakeServer({ [USER_INFO]: { data: { code: '200', msg: 'ok', data: [] } } });
    await request('userInfo');
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
    expect(server.calls[0].headers.get('sysCode')).toBe('HMSYS02');
  });

  it('GET sends the payload as query parameters, POST as the body', async () => {
    spyEffects();
    const server = fakeServer({
      [endpointPath('checkRepeatPhone')]: { data: { code: '200', msg: 'ok', data: [{ repeat: false }] } },
      [endpointPath('checkCaptcha')]: { data: { code: '200', msg: 'ok', data: [] } },
    });
    await request('checkRepeatPhone', { phone: '13800000000', uuid: 'form-uuid-1' });
    await request('checkCaptcha', { uuid: 'u', captcha: 'ab12' });
    const [get, post] = server.calls;
    expect(get.method).toBe('get');
    expect(get.url).toBe('/api/user/userRegistration/checkRepeatPhone');
    expect(get.params).toEqual({ phone: '13800000000', uuid: 'form-uuid-1' });
    expect(post.method).toBe('post');
    expect(JSON.parse(post.data as string)).toEqual({ uuid: 'u', captcha: 'ab12' });
  });

  it('a blob answer (captcha image) passes through untouched', async () => {
    const fx = spyEffects();
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const server = fakeServer({
      [endpointPath('captcha')]: { data: svg, headers: { 'content-type': 'image/svg+xml' } },
    });
    const blob = await requestBlob('captcha', { uuid: 'u' });
    expect(blob).toBe(svg);
    expect(server.calls[0].responseType).toBe('blob');
    expect(server.calls[0].params).toEqual({ uuid: 'u' });
    expect(fx.showError).not.toHaveBeenCalled();
  });

  it('a blob answer that is a JSON envelope is decided like any other', async () => {
    const fx = spyEffects();
    const json = new Blob([JSON.stringify({ code: '7799', msg: '请求过于频繁', data: [] })], {
      type: 'application/json',
    });
    fakeServer({ [endpointPath('captcha')]: { data: json } });
    const r = await settle(requestBlob('captcha', { uuid: 'u' }));
    expect(r.ok).toBe(false);
    expect(fx.showError).toHaveBeenCalledWith('请求过于频繁', '7799');
  });
});
