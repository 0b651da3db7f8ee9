/**
 * Product home vs workbench, signed in, first load (§1 finance home pages): the web app is built into a directory of
 * its own and served by the real server; `user` signs in once, then each run opens a fresh browser context (cache
 * disabled, the session cookie carried over) on /workbenches/newIndex and on /finance/eRong, one after the other.
 * Measured: all JavaScript the page is sent (brotli, as served) until the network is quiet, and the time from
 * navigation start to the first frame showing the page's content — the workbench's 我的产品 with a product card, the
 * product home's 我的业务 panel with the enterprise's state (产品线上服务已开通). Budgets:
 * the product home's JavaScript ≤ the workbench's; its time to content ≤ 1.2 × the workbench's (medians).
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { median, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { ROOT, startServer } from './lib/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(os.tmpdir(), 'portal-bench-web-dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8194);
const KB = 1024;
const TIME_RATIO_BUDGET = 1.2;

/** Each page and the text whose first visible frame means "its content is on screen". */
const PAGES = [
  { name: 'workbench', path: '/workbenches/newIndex', text: '我的产品' },
  { name: 'product home', path: '/finance/eRong', text: '产品线上服务已开通' },
] as const;

/** In the page: the first animation frame in which a text node reading `text` is visible. A string: tsx would add helpers otherwise. */
const probe = (text: string) => `(() => {
  const w = window;
  w.__ready = 0;
  const frame = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let hit = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent.trim() === ${JSON.stringify(text)} && n.parentElement.checkVisibility()) { hit = n; break; }
    }
    if (hit) { w.__ready = performance.now(); return; }
    if (performance.now() < 20000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

interface Load {
  ms: number;
  jsServed: number;
}

async function load(browser: Browser, state: BrowserContextOptions['storageState'], url: string, text: string) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(probe(text));
  await page.goto(url, { waitUntil: 'networkidle' });
  try {
    await page.waitForFunction('window.__ready > 0', undefined, { timeout: 30_000 });
  } catch (err) {
    await page.screenshot({ path: path.join(os.tmpdir(), 'product-home-bench-failed.png') });
    throw err;
  }
  const m = await page.evaluate(() => {
    const w = window as unknown as { __ready: number };
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      new URL(r.name).pathname.endsWith('.js'),
    );
    const js = scripts.reduce((n, r) => n + r.encodedBodySize, 0);
    return {
      ms: w.__ready,
      jsServed: js,
      files: scripts.map((r) => `${new URL(r.name).pathname} ${r.encodedBodySize}`),
    };
  });
  await context.close();
  if (process.env.BENCH_DEBUG) console.log(url, m.files.join('\n'));
  return { ms: m.ms, jsServed: m.jsServed } satisfies Load;
}

export async function run(): Promise<void> {
  if (!process.env.WEB_DIST && process.env.BENCH_SKIP_BUILD !== '1')
    execSync(`npx vite build --outDir ${JSON.stringify(DIST)} --emptyOutDir`, {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: 'inherit',
    });
  const server = await startServer({ port: PORT, env: { RATE_LIMIT_LOGIN: '100000', WEB_DIST: DIST } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
  });
  const rows: Row[] = [];
  try {
    // One sign-in; every measured load starts from a fresh context with its cookie.
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${server.url}/login/index`);
    await page.getByPlaceholder('账号').fill('user');
    await page.getByPlaceholder('密码').fill('Portal@2026');
    await page.getByPlaceholder('验证码').fill('abcd');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/workbenches/newIndex');
    const state = await signIn.storageState();
    await signIn.close();

    const loads = new Map<string, Load[]>(PAGES.map((p) => [p.name, []]));
    // Side by side: the two pages alternate, so a slower moment of the machine costs both.
    for (let i = 0; i < RUNS; i++) {
      for (const p of PAGES) loads.get(p.name)!.push(await load(browser, state, server.url + p.path, p.text));
    }
    const med = (name: string, f: (l: Load) => number) => median(loads.get(name)!.map(f));
    const wbMs = med('workbench', (l) => l.ms);
    const wbJs = med('workbench', (l) => l.jsServed);
    for (const p of PAGES) {
      const ms = med(p.name, (l) => l.ms);
      const js = med(p.name, (l) => l.jsServed);
      const misses =
        p.name === 'product home'
          ? [js > wbJs ? 'JS > workbench' : '', ms > wbMs * TIME_RATIO_BUDGET ? 'time > 1.2 × workbench' : ''].filter(
              Boolean,
            )
          : [];
      rows.push({
        page: `${p.name} (${p.path})`,
        'time to content ms (median)': round(ms, 0),
        'ratio to workbench': round(ms / wbMs, 2),
        'JS KB served (median)': round(js / KB, 1),
        budget: p.name === 'workbench' ? 'reference' : misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeResult({
    name: 'product-home',
    budgets: {
      'product home': "JavaScript ≤ the workbench's; time to content ≤ 1.2 × the workbench's (signed in, first load)",
    },
    rows,
    notes: [
      `${RUNS} loads per page, the pages alternating, each in a fresh context (cache disabled) with the signed-in session`,
      "time to content: navigation start → first frame with the workbench's 我的产品 / the home's 产品线上服务已开通 visible",
      'JS served: every script the page was sent (brotli) until the network was quiet',
    ],
  });
  if (rows.some((r) => String(r.budget).startsWith('MISSED'))) process.exitCode = 1;
}
