/**
 * Journey 10 (ARCHITECTURE: performance budgets; bench/web-cold-load measures the timings): the real build and
 * server agree on each route's code. The HTML of a route names its shell and page files (modulepreload,
 * stylesheet); every one of them exists, each is fetched once, and the page renders without a loading state. The
 * home's first paint (apps/web/first-paint.ts) puts its banner where React renders it.
 */
import { test, expect } from '@playwright/test';

const LINK = /<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g;

for (const [route, heading] of [
  ['/finance/home', '产融协同 · 智慧财税'],
  ['/login/index', '能源金融税务门户'],
] as const) {
  test(`${route}: the files its HTML names exist, and load once each`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const files = [...html.matchAll(LINK)].map((m) => m[2]);
    // The main shell and the page's own chunk for a main-layout page; the login page is all in the entry.
    if (route === '/finance/home') expect(files.some((f) => /\/MainShell-[\w-]+\.js$/.test(f))).toBe(true);
    for (const file of new Set(files)) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
    }

    const requested: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/.+\.(js|css)$/.test(r.url())) requested.push(new URL(r.url()).pathname);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const twice = requested.filter((f, i) => requested.indexOf(f) !== i);
    expect(twice).toEqual([]);
  });
}

test('/finance/home: the banner shows before any script runs, where React then renders it', async ({ page }) => {
  const BANNER = ['.finance-home__banner', '.finance-home__banner h1', '.finance-home__banner p'];
  const boxes = () => Promise.all(BANNER.map(async (selector) => page.locator(selector).boundingBox()));

  // Scripts held back: what the browser paints from the HTML and its style sheets alone.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/finance/home');
  await expect(page.getByRole('heading', { name: '产融协同 · 智慧财税' })).toBeVisible();
  await expect(page.getByText('正在加载…')).toHaveCount(0);
  const first = await boxes();

  await page.unrouteAll();
  await page.goto('/finance/home');
  // The highlights under the banner are React's only: the page has rendered.
  await expect(page.locator('.finance-home__highlights')).toBeVisible();
  expect(await boxes()).toEqual(first);
});
