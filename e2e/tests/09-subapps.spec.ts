/**
 * Journey 9 (issue 3): embedded sub-applications (§2.3) inside the portal. eLoan opened from the menu clears the
 * side menu and shows the signed-in user; a loan application is created through eLoan's own endpoints;
 * /lease#/admin deep-links; host → sub-app → host → sub-app leaves no global and no style behind; a mount path
 * whose sub-app is not deployed shows the unavailable message while the shell keeps working.
 */
import { test, expect, type Page } from '@playwright/test';
import { header, menuName, shot, signIn } from './helpers.ts';

const container = (page: Page, name: string) => page.locator(`.subapp-host[data-subapp="${name}"]`);

/** What the host looks like: computed styles of a few host elements, to compare after sub-apps came and went. */
async function hostStyles(page: Page) {
  return page.evaluate(() => {
    const pick = (el: Element | null) => {
      if (!el) return null;
      const cs = getComputedStyle(el);
      return [cs.fontFamily, cs.fontSize, cs.color, cs.backgroundColor, cs.margin, cs.padding].join('|');
    };
    return {
      body: pick(document.body),
      header: pick(document.querySelector('header')),
      content: pick(document.querySelector('.portal-main__page')),
    };
  });
}

test('eLoan from the menu: side menu cleared, the user inside, an application created', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));

  await signIn(page, 'user');
  // A page of 金融服务 in the default layout (its home is tiled, without a side menu): the side menu is there.
  await page.goto('/order/businessOrder');
  const sider = page.locator('aside.portal-sider');
  await expect(sider).toBeVisible();
  await expect(sider.getByText('金融服务', { exact: true })).toBeVisible();
  await sider.getByRole('menuitem', { name: menuName('贷款服务') }).click();
  await sider.getByRole('menuitem', { name: menuName('贷款业务') }).click();
  await expect(page).toHaveURL(/\/eLoan$/);

  const eloan = container(page, 'eLoan');
  await expect(eloan.getByText('企业贷款服务')).toBeVisible({ timeout: 20_000 });
  // §2.3: the loan sub-app clears the side menu on mount.
  await expect(sider).toHaveCount(0);
  // The props carry the signed-in user and enterprise.
  const who = eloan.getByTestId('eloan-user');
  await expect(who).toContainText('李明');
  await expect(who).toContainText('国能销售集团有限公司');
  await page.screenshot(shot('09-eloan-list'));

  // Create an application through eLoan's own server endpoints.
  await eloan.getByRole('button', { name: '新建贷款申请' }).click();
  await eloan.locator('select[name="productType"]').selectOption('流动资金贷款');
  await eloan.locator('input[name="amount"]').fill('1234567.89');
  await eloan.locator('input[name="termMonths"]').fill('18');
  const purpose = `端到端测试：采购电煤 ${Date.now()}`;
  await eloan.locator('textarea[name="purpose"]').fill(purpose);
  await eloan.getByRole('button', { name: '提交申请' }).click();
  await expect(eloan.getByText('贷款申请详情')).toBeVisible();
  await expect(eloan.getByText(purpose)).toBeVisible();
  await expect(eloan.getByText('1,234,567.89 元')).toBeVisible();
  await page.screenshot(shot('09-eloan-created'));
  expect(problems).toEqual([]);
});

test('/lease#/admin opens the lease admin page directly; the hash routes inside it', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/lease#/admin');
  const lease = container(page, 'lease');
  await expect(lease.getByText('租赁运营管理')).toBeVisible({ timeout: 20_000 });
  await page.screenshot(shot('09-lease-admin'));
  await lease.getByRole('link', { name: '业务首页' }).click();
  await expect(page).toHaveURL(/\/lease#\/$/);
  await expect(lease.getByText('租赁运营管理')).toHaveCount(0);
});

test('host → sub-app → host → sub-app: no global and no style left behind', async ({ page }) => {
  await signIn(page, 'user');
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  const before = await hostStyles(page);

  await page.goto('/eLoan');
  await expect(container(page, 'eLoan').getByText('企业贷款服务')).toBeVisible({ timeout: 20_000 });
  // The lifecycles live on qiankun's sandbox window, never on the host's.
  expect(await page.evaluate(() => 'eLoan' in window)).toBe(false);

  // Back to a host page through the menu (client-side navigation: the sub-app is unmounted, not reloaded away).
  await header(page)
    .getByRole('menuitem', { name: menuName('工作台') })
    .click();
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  await expect(page.locator('.eloan-app')).toHaveCount(0);
  expect(await page.evaluate(() => 'eLoan' in window)).toBe(false);
  expect(await hostStyles(page)).toEqual(before);

  // And into another sub-app and back into eLoan: both mount again cleanly.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/futures#/login1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(container(page, 'futures').getByRole('heading', { name: '登录期货交易系统' })).toBeVisible({
    timeout: 20_000,
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/eLoan');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(container(page, 'eLoan').getByText('企业贷款服务')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.futures-app')).toHaveCount(0);
  await header(page)
    .getByRole('menuitem', { name: menuName('工作台') })
    .click();
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  expect(await hostStyles(page)).toEqual(before);
  expect(await page.evaluate(() => ['eLoan', 'lease', 'futures'].filter((n) => n in window))).toEqual([]);
});

test('a sub-app that fails to load shows the unavailable message and loads on 重新加载; the shell keeps working', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await signIn(page, 'user');
  // The network drops the carbon app's entry: the container says so and offers a retry.
  await page.route('**/apps/carbon/**', (route) => route.abort('connectionrefused'));
  await page.goto('/carbon');
  const carbon = container(page, 'carbon');
  await expect(carbon.getByText('应用暂不可用')).toBeVisible({ timeout: 20_000 });
  await page.screenshot(shot('09-carbon-unavailable'));
  await carbon.getByRole('button', { name: /重新加载/ }).click();
  await expect(carbon.getByText('应用暂不可用')).toBeVisible({ timeout: 20_000 });
  // The shell still works: the menus navigate and host pages render.
  await header(page)
    .getByRole('menuitem', { name: menuName('工作台') })
    .click();
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  // The network is back: the app loads.
  await page.unroute('**/apps/carbon/**');
  await page.goto('/carbon');
  await expect(page.locator('.carbon-app')).toBeVisible({ timeout: 20_000 });
  expect(problems).toEqual([]);
});

test('a mount path whose sub-app this server does not deploy (another area, not built yet) shows 建设中', async ({
  page,
}) => {
  await signIn(page, 'ops');
  await page.goto('/eyunying');
  const app = container(page, 'eyunying');
  await expect(app.getByText('建设中', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByText('应用暂不可用')).toHaveCount(0);
});

test('a user without the mount path in their menus gets /404', async ({ page }) => {
  await signIn(page, 'limited');
  await page.goto('/eLoan');
  await expect(page).toHaveURL(/\/404\?/);
});
