/**
 * Built sub-apps served at /apps/<name>/ (issue 3): index.html uncached, hashed assets cached, a sub-app that is
 * not deployed answers 404 (never the web app's SPA fallback), and the CSP lets qiankun evaluate the scripts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let dir: string;
const INDEX =
  '<!doctype html><html><body><div id="subapp-root"></div><script src="/apps/eloan/assets/eloan-abc123.js"></script></body></html>';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'subapps-'));
  fs.mkdirSync(path.join(dir, 'eloan/dist/assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'eloan/dist/index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'eloan/dist/assets/eloan-abc123.js'), 'window.eLoan = {};');
  fs.writeFileSync(path.join(dir, 'eloan/dist/.env'), 'SECRET=1');
  fs.writeFileSync(path.join(dir, 'eloan/secret.txt'), 'outside dist');
  // Source without a build: not deployed.
  fs.mkdirSync(path.join(dir, 'lease/src'), { recursive: true });
  s = await startTestServer({ SUBAPPS_DIR: dir });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('/apps/<name>/', () => {
  it('serves index.html at /apps/eloan/ and /apps/eloan/index.html, not cached', async () => {
    for (const url of ['/apps/eloan/', '/apps/eloan/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('redirects /apps/eloan to /apps/eloan/', async () => {
    const res = await get('/apps/eloan');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/apps/eloan/');
  });

  it('serves hashed assets with long caching', async () => {
    const res = await get('/apps/eloan/assets/eloan-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('window.eLoan = {};');
    expect((await s.app.inject({ method: 'HEAD', url: '/apps/eloan/assets/eloan-abc123.js' })).statusCode).toBe(200);
  });

  it('sends a CSP that allows eval for qiankun, and nothing else new', async () => {
    const csp = (await get('/apps/eloan/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it.each([
    '/apps/unknown/',
    '/apps/unknown/index.html',
    '/apps/unknown',
    '/apps/lease/',
    '/apps/lease/index.html',
    '/apps/eloan/missing.js',
    '/apps/eloan/some/client/route',
    '/apps/eloan/.env',
    '/apps/eloan/assets',
    '/apps/eloan/%2e%2e/secret.txt',
    '/apps/eloan/..%2fsecret.txt',
    '/apps/..%2feloan/index.html',
    '/apps/e.loan/',
  ])('%s → HTTP 404 in the envelope, not the SPA', async (url) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ code: '404' });
  });
});
