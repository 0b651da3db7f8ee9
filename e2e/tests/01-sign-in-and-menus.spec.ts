/**
 * Journey 1 (issue 2 §10): `user` signs in through the login page and walks the menus (§2.4, §4 Menu handling):
 * top menu → side menu, side entries change the URL and the document title (§2.1), an entry without a route
 * opens its first child, a disabled entry does nothing, an external entry opens a new window.
 */
import { test, expect } from '@playwright/test';
import { PHONE_CODE_TITLE } from '@portal/shared';
import { header, menuName, shot, spaced, submitLogin, titleOf } from './helpers.ts';

test('user signs in and walks the menus', async ({ page, context }) => {
  // --- Sign in through the login page ---
  await page.goto('/login/index');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await submitLogin(page, 'user');
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  await expect(page).toHaveTitle(titleOf('工作台'));
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  const top = header(page);
  await expect(top.getByText('国能销售集团有限公司')).toBeVisible();
  // Not an admin: no phone-code dialog.
  await expect(page.getByRole('dialog', { name: PHONE_CODE_TITLE })).toHaveCount(0);
  await page.screenshot(shot('01-workbench'));

  const topMenu = (name: string) => top.getByRole('menuitem', { name: menuName(name) });
  const sider = page.locator('aside.portal-sider');
  const sideEntry = (name: string) => sider.getByRole('menuitem', { name: menuName(name) });

  // --- 税务管理 has no route: it opens its first child with one (税务首页) and fills the side menu ---
  await topMenu('税务管理').click();
  await expect(page).toHaveURL(/\/tax\/home$/);
  await expect(page).toHaveTitle(titleOf('税务首页'));
  await expect(sider.getByText('税务管理', { exact: true })).toBeVisible();
  for (const name of ['税务工作台', '申报审核', '税务设置', '税务分析', '增值税管理']) {
    await expect(sideEntry(name)).toBeVisible();
  }
  // §4 icon rules: the 'folder' group and the 'link' entry are hidden in the tax area.
  await expect(sideEntry('税务资料归档')).toHaveCount(0);
  await expect(sideEntry('国家税务总局')).toHaveCount(0);

  // --- A side entry changes the URL and the title ---
  await sideEntry('税务日历').click();
  await expect(page).toHaveURL(/\/tax\/taxCalendar$/);
  await expect(page).toHaveTitle(titleOf('税务日历'));
  await sideEntry('税务设置').click(); // opens the sub-menu
  await sideEntry('企业档案').click();
  await expect(page).toHaveURL(/\/tax\/setting\/enterpriseProfile$/);
  await expect(page).toHaveTitle(titleOf('企业档案'));
  await page.screenshot(shot('01-tax-side-menu'));

  // --- Another top menu replaces the side menu ---
  await topMenu('用户中心').click();
  await expect(page).toHaveURL(/\/userCenter\/userManage$/);
  await expect(page).toHaveTitle(titleOf('个人中心'));
  await expect(sider.getByText('用户中心', { exact: true })).toBeVisible();
  await expect(sideEntry('问题反馈')).toBeVisible();
  await expect(sideEntry('税务日历')).toHaveCount(0);
  await sideEntry('问题反馈').click();
  await expect(page).toHaveURL(/\/userCenter\/problemFeedback$/);
  await expect(page).toHaveTitle(titleOf('问题反馈'));

  // --- 金融服务 (no route) opens its first child, the finance home ---
  await topMenu('金融服务').click();
  await expect(page).toHaveURL(/\/finance\/home$/);
  await expect(page).toHaveTitle(titleOf('首页'));

  // --- A disabled entry (票据服务, remark "即将上线 disabled") does nothing ---
  // /order/businessOrder is a main-layout page of 金融服务, so its side menu lists 票据服务.
  await page.goto('/order/businessOrder');
  await expect(page).toHaveTitle(titleOf('业务订单'));
  const ticket = sideEntry('票据服务');
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveAttribute('aria-disabled', 'true');
  await ticket.click({ force: true });
  // Nothing may happen: give a navigation the time it would take, then check the page is unchanged.
  await expect(page.getByRole('heading', { name: '业务订单' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/order\/businessOrder$/);
  await expect(page).toHaveTitle(titleOf('业务订单'));
  // An enabled neighbour does navigate (the click itself works).
  await sideEntry('云信服务').click();
  await expect(page).toHaveURL(/\/finance\/eTrust$/);

  // --- An external entry (集团门户网站, ifIntOrExt 1) opens a new window; the portal page stays ---
  await page.goto('/workbenches/newIndex');
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  await context.route('https://www.ceic.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>国家能源集团</title><h1>ceic</h1>' }),
  );
  // The last top menus fold into the "…" overflow sub-menu when the header is too narrow for all of them.
  let portalEntry = top.getByRole('menuitem', { name: /集团门户网站/ });
  await expect(portalEntry.or(top.getByRole('menuitem', { name: 'ellipsis' })).first()).toBeVisible();
  if (!(await portalEntry.isVisible())) {
    await top.getByRole('menuitem', { name: 'ellipsis' }).hover();
    portalEntry = page.locator('.ant-menu-submenu-popup').getByRole('menuitem', { name: /集团门户网站/ });
  }
  await expect(portalEntry).toBeVisible();
  // External entries carry the "export" mark after their name.
  await expect(portalEntry).toHaveAccessibleName(/集团门户网站\s*export$/);
  const popupPromise = context.waitForEvent('page');
  await portalEntry.click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/www\.ceic\.com\/?$/);
  await expect(popup.getByRole('heading', { name: 'ceic' })).toBeVisible();
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  await popup.close();

  // The login button of the signed-out header is gone while signed in.
  await expect(top.getByRole('button', { name: spaced('登录') })).toHaveCount(0);
});
