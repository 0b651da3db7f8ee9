/**
 * Journey 2 (§2.1 route guard): a signed-in user opening a route outside their menus lands on /404 with
 * errorCode 404 and the no-menu-permission message; a signed-out visitor of a protected route is logged out
 * to the finance home (with the alert flag set).
 */
import { test, expect } from '@playwright/test';
import { NO_MENU_PERMISSION } from '@portal/shared';
import { header, shot, signIn, spaced, titleOf, tokenCookie } from './helpers.ts';

async function expectNoMenuPermission(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/\/404\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/404');
  expect(url.searchParams.get('errorCode')).toBe('404');
  expect(url.searchParams.get('message')).toBe(NO_MENU_PERMISSION);
  await expect(page.getByText(NO_MENU_PERMISSION, { exact: true })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(titleOf('页面不存在'));
}

test('user: a route outside the menus goes to /404 with the no-menu-permission message', async ({ page }) => {
  await signIn(page, 'user');
  // 用户管理 belongs to 运营中心, which `user` does not have.
  await page.goto('/Base/auth-management/user');
  await expectNoMenuPermission(page);
  await page.screenshot(shot('02-404-user'));
  // Still signed in: 返回首页 leads back into the portal.
  await page.getByRole('button', { name: spaced('返回首页') }).click();
  await expect(page).not.toHaveURL(/\/404/);
  await expect(header(page).getByText('国能销售集团有限公司')).toBeVisible();
});

test('limited: the tax area is outside the menus and goes to /404', async ({ page }) => {
  await signIn(page, 'limited');
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  await page.goto('/tax/home');
  await expectNoMenuPermission(page);
  // Client-side navigation is guarded as well: back to the workbench, then the same route through the router.
  await page.goto('/workbenches/newIndex');
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tax/taxTask');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectNoMenuPermission(page);
});

test('signed out: a protected route logs out to the finance home', async ({ page, context }) => {
  await page.goto('/tax/home');
  await expect(page).toHaveURL(/\/finance\/home$/);
  await expect(page).toHaveTitle(titleOf('首页'));
  await expect(header(page).getByRole('button', { name: spaced('登录') })).toBeVisible();
  expect(await tokenCookie(context)).toBeUndefined();
  // §2.1: the guard's logout sets the alert flag.
  const cookies = await context.cookies();
  expect(cookies.find((c) => /^portal_v.+_alert$/.test(c.name))?.value).toBe('1');
  await page.screenshot(shot('02-guard-logout'));
});
