/**
 * Web cold load: build the web app, serve it with the real server, and in headless Chromium (fresh profile,
 * cache disabled) load /login/index and /finance/home: JavaScript and CSS bytes (raw, gzip, and as sent)
 * before first paint, first contentful paint and largest contentful paint from the Performance API. Then sign
 * in as `user` and time from submit to the workbench with its menus rendered (in the page: click to the first
 * frame showing them; also from the driver's side). Per-page JS sizes from the build manifest. Medians of RUNS
 * fresh contexts.
 * Budgets (ARCHITECTURE.md): login page ≤ 250 KB of JavaScript (gzip) before first paint; portal home < 1 s.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { fileSizes, perPageSizes } from './lib/bundle.ts';
import { median, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { ROOT, startServer } from './lib/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = path.join(ROOT, 'apps/web/dist');
const KB = 1024;

interface PageLoad {
  fcp: number;
  lcp: number;
  /** JS/CSS that had arrived by the largest contentful paint: what the page needed to show itself. */
  jsFiles: string[];
  cssFiles: string[];
  /** All JS of the load, at network idle. */
  allJsFiles: string[];
  transferred: number;
}

async function coldLoad(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(() => {
    (window as unknown as { __lcp: number }).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: new URL(r.name).pathname,
      end: r.responseEnd,
      transfer: r.encodedBodySize,
    }));
    return { fcp, lcp: (window as unknown as { __lcp: number }).__lcp, resources };
  });
  await context.close();
  // What was needed to paint the page: the resources that had arrived by its largest contentful paint. (The
  // first contentful paint can be index.html's own loading text, painted before any script.)
  const before = m.resources.filter((r) => r.end <= Math.max(m.fcp, m.lcp));
  const assets = (ext: string) => before.filter((r) => r.name.endsWith(ext)).map((r) => r.name.replace(/^\//, ''));
  const htmlAndAssets = before.filter((r) => /\.(js|css)$/.test(r.name));
  return {
    fcp: m.fcp,
    lcp: m.lcp,
    jsFiles: assets('.js'),
    cssFiles: assets('.css'),
    allJsFiles: m.resources.filter((r) => r.name.endsWith('.js')).map((r) => r.name.replace(/^\//, '')),
    transferred: htmlAndAssets.reduce((n, r) => n + r.transfer, 0),
  };
}

/**
 * In the page: from the click on 登录 to the first frame that shows the workbench with its top menu and its
 * 我的产品 card. A string, not a function: tsx would add helpers the page does not have.
 */
const SIGN_IN_PROBE = `(() => {
  const w = window;
  w.__signIn = { clicked: 0, shown: 0 };
  document.addEventListener('click', (e) => {
    if (!w.__signIn.clicked && e.target.closest && e.target.closest('button[type="submit"]')) w.__signIn.clicked = performance.now();
  }, true);
  const frame = () => {
    const menu = document.querySelector('.ant-menu-horizontal .ant-menu-item, .ant-menu-horizontal .ant-menu-submenu');
    const card = [...document.querySelectorAll('.ant-card-head-title')].find((e) => e.textContent.includes('我的产品'));
    if (w.__signIn.clicked && location.pathname === '/workbenches/newIndex' && menu && card && card.checkVisibility()) {
      w.__signIn.shown = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

interface SignIn {
  /** Submit click → workbench with menus on screen, timed in the page. */
  inPage: number;
  /** The same from the test driver's side: adds Playwright's round trips and polling. */
  driver: number;
}

async function signInTime(browser: Browser, url: string): Promise<SignIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login/index`, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('账号').fill('user');
  await page.getByPlaceholder('密码').fill('Portal@2026');
  await page.getByPlaceholder('验证码').fill('abcd');
  await page.evaluate(SIGN_IN_PROBE);
  const t0 = Date.now();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/workbenches/newIndex');
  await page.locator('.ant-menu-horizontal .ant-menu-item, .ant-menu-horizontal .ant-menu-submenu').first().waitFor();
  await page.getByText('我的产品').waitFor();
  const driver = Date.now() - t0;
  await page.waitForFunction('window.__signIn.shown > 0');
  const m = await page.evaluate<{ clicked: number; shown: number }>('window.__signIn');
  await context.close();
  return { inPage: m.shown - m.clicked, driver };
}

export async function run(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build -w apps/web', { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer({ port: 8193, env: { RATE_LIMIT_LOGIN: '100000' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const route of ['/login/index', '/finance/home']) {
      const loads: PageLoad[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(browser, server.url + route));
      const last = loads[loads.length - 1];
      const js = fileSizes(DIST, last.jsFiles);
      const css = fileSizes(DIST, last.cssFiles);
      const fcp = median(loads.map((l) => l.fcp));
      const lcp = median(loads.map((l) => l.lcp));
      const all = fileSizes(DIST, last.allJsFiles);
      const budgetOk = route === '/login/index' ? js.gzip <= 250 * KB : lcp < 1000;
      rows.push({
        page: route,
        'JS files by LCP': last.jsFiles.length,
        'JS KB raw by LCP': round(js.raw / KB, 1),
        'JS KB gzip by LCP': round(js.gzip / KB, 1),
        'all JS KB gzip': round(all.gzip / KB, 1),
        'CSS KB raw': round(css.raw / KB, 1),
        'CSS KB gzip': round(css.gzip / KB, 1),
        'sent KB (br)': round(median(loads.map((l) => l.transferred)) / KB, 1),
        'FCP ms': round(fcp, 0),
        'LCP ms': round(lcp, 0),
        budget: budgetOk ? 'met' : 'MISSED',
      });
    }
    const signIns: SignIn[] = [];
    for (let i = 0; i < RUNS; i++) signIns.push(await signInTime(browser, server.url));
    const inPage = median(signIns.map((s) => s.inPage));
    rows.push({
      page: 'sign-in → workbench with menus',
      'ms (median)': round(inPage, 0),
      'ms incl. driver': round(median(signIns.map((s) => s.driver)), 0),
      budget: inPage < 1000 ? 'met' : 'MISSED',
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  const pages = perPageSizes(DIST).map((p) => ({
    page: p.page,
    'JS KB raw': round(p.raw / KB, 1),
    'JS KB gzip': round(p.gzip / KB, 1),
    heavy: p.heavy || '-',
  }));
  writeResult({
    name: 'web-cold-load',
    budgets: {
      'login page': '≤ 250 KB JavaScript (gzip) before first paint (measured: by its largest contentful paint)',
      'portal home': 'renders in < 1 s on loopback (LCP of /finance/home; sign-in to workbench)',
    },
    rows,
    tables: { 'JavaScript of the entry, and what each lazy page adds to it (build manifest)': pages },
    notes: [
      `${RUNS} cold loads per page (fresh context, cache disabled), medians; gzip sizes computed at level 9 from the built files; 'sent' is what the server sent (brotli, precompressed)`,
      "login page 'all JS' includes the workbench code it loads when idle, after its first paint",
      'sign-in: click on 登录 → first frame with the workbench, its top menu and 我的产品, timed in the page; the driver column adds Playwright round trips',
    ],
  });
}
