/** The built web app on the same origin: client routes get index.html, assets are files, /japi stays JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, HTTP_STATUS_MESSAGES, RESPONSE_CODE, type Envelope } from '@portal/shared';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let root: string;
const INDEX =
  '<!doctype html><html><head><title>portal</title></head><body><div id="root" data-marker="web-index"></div></body></html>';
const SCRIPT = 'console.log("app");';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/secret-path.tsx":{}}');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
  s = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('client routes', () => {
  it.each([
    '/crm/customerInfo',
    '/finance/home',
    '/login/index',
    '/userCenter/userManage/',
    '/Base/auth-management/user?x=1',
    '/',
  ])('GET %s → 200 index.html, not cached', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('data-marker="web-index"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('HEAD of a client route answers as its GET does, without a body', async () => {
    const res = await s.app.inject({ method: 'HEAD', url: '/crm/customerInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('a POST to a client route is a 404', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/crm/customerInfo', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('web-index');
  });
});

describe('files', () => {
  it('serves a hashed asset with long caching', async () => {
    const res = await get('/assets/app-3f9a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves other files of the build', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each(['/assets/missing.js', '/missing.css', '/crm/customerInfo.json'])(
    'GET %s (a missing file) → 404, not index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('web-index');
      expect(res.json()).toEqual({ code: RESPONSE_CODE.notFound, msg: HTTP_STATUS_MESSAGES[404], data: [] });
    },
  );

  it.each([
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '//.vite/manifest.json',
    '/./.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/assets/..%2f.vite/manifest.json',
    '/assets/..%5c.vite/manifest.json',
  ])('does not serve the build records: %s → 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-path');
  });

  it('does not serve files outside the build directory', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('not for the web');
      expect(res.statusCode, url).not.toBe(500);
    }
  });
});

describe('the API next to the web app', () => {
  it('unknown /japi paths stay JSON 404 envelopes, never index.html', async () => {
    for (const url of [`${API_BASE}/nope`, `${API_BASE}/api/user/nope`, `${API_BASE}/crm/customerInfo`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: RESPONSE_CODE.notFound, msg: HTTP_STATUS_MESSAGES[404], data: [] });
    }
  });

  it('the API still answers', async () => {
    expect((await get(`${API_BASE}/health`)).json<Envelope<{ status: string }>>().data[0].status).toBe('ok');
  });
});
