/**
 * Journey 5 (§4 Logout, §5): the logout icon asks 确认退出当前用户? first; 确定 calls the logout API, clears the
 * cookies and local storage and loads /finance/home signed out.
 */
import { test, expect } from '@playwright/test';
import { LOGOUT_CONFIRM } from '@portal/shared';
import { header, settled, shot, signIn, spaced, titleOf, tokenCookie } from './helpers.ts';

test('user logs out through the logout icon', async ({ page, context }) => {
  await signIn(page, 'user');
  expect(await tokenCookie(context)).toBeDefined();
  const top = header(page);
  const logoutIcon = top.getByRole('button', { name: '退出登录' });

  // Cancel keeps the session.
  await logoutIcon.click();
  const confirm = page.getByRole('dialog', { name: '提示信息' }).filter({ hasText: LOGOUT_CONFIRM });
  await expect(confirm).toBeVisible();
  // A click while the dialog still zooms in can be lost (seen once in CI): wait until it has settled.
  await settled(confirm);
  await confirm.getByRole('button', { name: spaced('取消') }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  expect(await tokenCookie(context)).toBeDefined();

  // 确定 logs out.
  await logoutIcon.click();
  await expect(confirm).toBeVisible();
  await settled(confirm);
  await page.screenshot(shot('05-logout-confirm'));
  const logoutCall = page.waitForResponse((r) => r.url().includes('/authentication/logout'));
  // §4: "goes to /finance/home and reloads": a full page load.
  const reload = page.waitForEvent('load');
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  expect((await logoutCall).ok()).toBe(true);
  await reload;
  await expect(page).toHaveURL(/\/finance\/home$/);
  await expect(page).toHaveTitle(titleOf('首页'));
  await expect(top.getByRole('button', { name: spaced('登录') })).toBeVisible();
  await expect(top.getByRole('button', { name: '切换企业' })).toHaveCount(0);
  await expect(top.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  expect(await tokenCookie(context)).toBeUndefined();
  // Local storage is cleared.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal_')))).toEqual([]);
  await page.screenshot(shot('05-logged-out'));

  // The old session is gone: a protected page logs the visitor out to the home page again.
  await page.goto('/workbenches/newIndex');
  await expect(page).toHaveURL(/\/finance\/home$/);
});
