/**
 * index.html for a client route carries <link rel="modulepreload"> for that route's code, from the
 * route-chunks.json the web build writes: the main shell unless the page has the blank layout, and the page
 * (which code a location needs is shared routeCodeFor, tested in packages/shared); and a page's first paint in #root.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_LOADING_HTML } from '@portal/shared';
import { createAppHtml } from '../src/platform/app-html.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// About the size of the real one (1.6 KB), so that it goes out compressed.
const INDEX = `<!doctype html><html><head><title>portal</title><style>${'.boot{color:#8c8c8c}'.repeat(60)}</style></head><body><div id="root"></div></body></html>`;
const TABLE = {
  subAppModes: '',
  shell: ['/assets/MainShell-1.js', '/assets/lazy-1.js'],
  pages: {
    'auth/LoginPage': [],
    'auth/RegisterPage': ['/assets/RegisterPage-1.js', '/assets/lazy-1.js'],
    'finance-home/FinanceHomePage': [
      '/assets/FinanceHomePage-1.js',
      '/assets/lazy-1.js',
      '/assets/FinanceHomePage-1.css',
    ],
    'workbench/WorkbenchPage': ['/assets/WorkbenchPage-1.js'],
    'errors/NotFoundPage': ['/assets/NotFoundPage-1.js'],
    'construction/UnderConstructionPage': ['/assets/UnderConstruction-1.js'],
  },
};

function writeBuild(dir: string, table: object | null, index = INDEX): void {
  fs.mkdirSync(dir, { recursive: true });
  if (table) fs.writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify(table));
  else fs.rmSync(path.join(dir, 'route-chunks.json'), { force: true });
  fs.writeFileSync(path.join(dir, 'index.html'), index);
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the page answered', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-html-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['/finance/home', ['/assets/MainShell-1.js', '/assets/lazy-1.js', '/assets/FinanceHomePage-1.js']],
    ['/login/index', []],
    ['/register/index', ['/assets/RegisterPage-1.js', '/assets/lazy-1.js']],
    ['/crm/customerInfo', ['/assets/MainShell-1.js', '/assets/lazy-1.js', '/assets/UnderConstruction-1.js']],
    ['/eLoan/apply', ['/assets/MainShell-1.js', '/assets/lazy-1.js']],
    ['/no/such/page', ['/assets/MainShell-1.js', '/assets/lazy-1.js', '/assets/NotFoundPage-1.js']],
  ])('%s preloads its files once each, in the head', (pathname, files) => {
    writeBuild(dir, TABLE);
    const html = createAppHtml(dir).forPath(pathname)!.raw.toString();
    expect(preloads(html)).toEqual(files);
    expect(html.indexOf('modulepreload') < 0 || html.indexOf('modulepreload') < html.indexOf('</head>')).toBe(true);
    expect(html).toContain('<div id="root"></div>');
  });

  it('follows the sub-app modes of the build that wrote the table', () => {
    writeBuild(dir, TABLE);
    expect(preloads(createAppHtml(dir).forPath('/eLoan/apply')!.raw.toString())).toEqual([
      '/assets/MainShell-1.js',
      '/assets/lazy-1.js',
    ]);
    writeBuild(dir, { ...TABLE, subAppModes: 'eLoan=host' });
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'index.html'), later, later);
    expect(preloads(createAppHtml(dir).forPath('/eLoan/apply')!.raw.toString())).toContain(
      '/assets/UnderConstruction-1.js',
    );
  });

  it('style sheets go in as stylesheets, so the loader does not add them and wait for them again', () => {
    writeBuild(dir, TABLE);
    const html = createAppHtml(dir).forPath('/finance/home')!.raw.toString();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/FinanceHomePage-1.css">');
    expect(preloads(html)).not.toContain('/assets/FinanceHomePage-1.css');
  });

  it('is encoded once per page kind, and the encodings decode to the same page', () => {
    writeBuild(dir, TABLE);
    const appHtml = createAppHtml(dir);
    const page = appHtml.forPath('/finance/home')!;
    expect(appHtml.forPath('/')).toBe(page);
    expect(brotliDecompressSync(page.br!).equals(page.raw)).toBe(true);
    expect(gunzipSync(page.gzip!).equals(page.raw)).toBe(true);
  });

  it('a new build (index.html replaced) is picked up', () => {
    writeBuild(dir, TABLE);
    const appHtml = createAppHtml(dir);
    expect(preloads(appHtml.forPath('/workbenches/newIndex')!.raw.toString())).toContain('/assets/WorkbenchPage-1.js');
    const next = { ...TABLE, pages: { ...TABLE.pages, 'workbench/WorkbenchPage': ['/assets/WorkbenchPage-2.js'] } };
    writeBuild(dir, next, INDEX.replace('portal', 'portal v2'));
    // A different modification time, even on a coarse-grained file system.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'index.html'), later, later);
    const html = appHtml.forPath('/workbenches/newIndex')!.raw.toString();
    expect(html).toContain('portal v2');
    expect(preloads(html)).toEqual(['/assets/MainShell-1.js', '/assets/lazy-1.js', '/assets/WorkbenchPage-2.js']);
  });

  it('a page with a first paint gets it in #root instead of the loading text; the others keep the text', () => {
    const index = INDEX.replace('<div id="root"></div>', `<div id="root">${BOOT_LOADING_HTML}</div>`);
    const firstPaint = '<div class="first-paint"><p>产融协同</p></div>';
    writeBuild(dir, { ...TABLE, firstPaint: { 'finance-home/FinanceHomePage': firstPaint } }, index);
    const appHtml = createAppHtml(dir);
    for (const pathname of ['/finance/home', '/']) {
      expect(appHtml.forPath(pathname)!.raw.toString()).toContain(`<div id="root">${firstPaint}</div>`);
    }
    for (const pathname of ['/login/index', '/workbenches/newIndex', '/no/such/page', '/eLoan/apply']) {
      expect(appHtml.forPath(pathname)!.raw.toString()).toContain(`<div id="root">${BOOT_LOADING_HTML}</div>`);
    }
  });

  it("the web's index.html holds the loading text a first paint replaces", () => {
    const webIndex = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    expect(webIndex).toContain(`<div id="root">${BOOT_LOADING_HTML}</div>`);
  });

  it('a build without route-chunks.json: index.html as it is', () => {
    writeBuild(dir, null);
    expect(createAppHtml(dir).forPath('/finance/home')!.raw.toString()).toBe(INDEX);
  });

  it('no build: nothing to answer', () => {
    expect(createAppHtml(path.join(dir, 'missing')).forPath('/finance/home')).toBeNull();
  });
});

describe('through the server', () => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-html-'));
    writeBuild(dir, TABLE);
    s = await startTestServer({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('accept-encoding %s → %s, not cached, with the route preloads', async (accept, encoding, decode) => {
    const res = await s.app.inject({ method: 'GET', url: '/finance/home', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(preloads(decode(res.rawPayload).toString())).toContain('/assets/FinanceHomePage-1.js');
  });

  it('GET / answers the app page (the client sends it on to /finance/home)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toContain('/assets/FinanceHomePage-1.js');
  });
});
