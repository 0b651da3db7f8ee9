/**
 * Journey 3 (§2.4 header, §4 Enterprise switch, §5): the external user s_partner is shown as "partner" without a
 * logout icon; the switch-enterprise list shows three enterprises with the current one highlighted; the current
 * one is refused with the §5 text; another one is confirmed, switched, and after 500 ms the header and the
 * workbench show the new enterprise, whose menus replace the old ones.
 */
import { test, expect } from '@playwright/test';
import { SWITCH_ENT_CONFIRM, switchEntRefused } from '@portal/shared';
import { header, menuName, settled, shot, signIn, spaced, toast } from './helpers.ts';

const RAILWAY = '国能铁路装备有限责任公司';
const DADUHE = '国能大渡河流域水电开发有限公司';
const NINGXIA = '国能宁夏煤业有限责任公司';

test('s_partner is shown as partner and switches enterprise', async ({ page }) => {
  await signIn(page, 's_partner');
  const top = header(page);

  // --- Shown as "partner", never with the s_ prefix; no logout icon (userSource 2) ---
  await expect(top.getByText('partner', { exact: true })).toBeVisible();
  await expect(top.getByText(RAILWAY, { exact: true })).toBeVisible();
  await expect(top).not.toContainText('s_partner');
  await expect(top).not.toContainText('s_');
  await expect(top.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  // The user dropdown has no logout entry either.
  await top.getByText('partner', { exact: true }).hover();
  const userMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(userMenu.getByRole('menuitem', { name: /布局切换/ })).toBeVisible();
  await expect(userMenu.getByRole('menuitem', { name: /退出登录/ })).toHaveCount(0);
  await page.mouse.move(5, 400);
  await expect(userMenu).toHaveCount(0);

  // --- The menus of the default enterprise (数据服务): 市场数据 and 征信数据 ---
  await top.getByRole('menuitem', { name: menuName('合作伙伴') }).click();
  const sider = page.locator('aside.portal-sider');
  await expect(sider.getByRole('menuitem', { name: menuName('市场数据') })).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: menuName('融资租赁机构') })).toHaveCount(0);
  await sider.getByRole('menuitem', { name: menuName('市场数据') }).click();
  await expect(page).toHaveURL(/\/coopPage\/index\/marketData$/);

  // --- The list: three enterprises, the current one highlighted ---
  const switcher = top.getByRole('button', { name: '切换企业' });
  const list = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const entry = (name: string) => list.getByRole('menuitem').filter({ hasText: name });
  await switcher.click();
  await expect(list.getByText('选择要切换的企业')).toBeVisible();
  await expect(list.getByRole('menuitem')).toHaveCount(3);
  for (const name of [RAILWAY, DADUHE, NINGXIA]) await expect(entry(name)).toBeVisible();
  await expect(entry(RAILWAY)).toHaveClass(/ant-dropdown-menu-item-selected/);
  await expect(entry(RAILWAY).getByText('当前')).toBeVisible();
  await expect(entry(DADUHE)).not.toHaveClass(/ant-dropdown-menu-item-selected/);
  await expect(entry(DADUHE).getByText('当前')).toHaveCount(0);
  await page.screenshot(shot('03-enterprise-list'));

  // --- The current one is refused with the §5 text, nothing is asked ---
  await entry(RAILWAY).click();
  await expect(toast(page, switchEntRefused(RAILWAY))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(top.getByText(RAILWAY, { exact: true })).toBeVisible();

  // --- Another one: the confirm dialog, then the switch ---
  // The list closes after the refusal: a click while it is still fading out lands on the closing list and is lost.
  await expect(list).toHaveCount(0);
  const confirm = page.getByRole('dialog', { name: '提示信息' }).filter({ hasText: SWITCH_ENT_CONFIRM });
  // Under load a click on the list while it still slides in can be lost: open it and click again until asked.
  await expect(async () => {
    if ((await confirm.count()) === 0) {
      if ((await list.count()) === 0) await switcher.click();
      await expect(entry(DADUHE)).toBeVisible({ timeout: 2_000 });
      await settled(list);
      await entry(DADUHE).click();
    }
    await expect(confirm).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await settled(confirm);
  await page.screenshot(shot('03-switch-confirm'));
  const clickedAt = Date.now();
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(top.getByText(DADUHE, { exact: true })).toBeVisible();
  // §4: the app waits 500 ms after the switch before reloading the user info.
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
  await expect(confirm).toBeHidden();
  await expect(toast(page, `已切换至${DADUHE}`)).toBeVisible();
  // The workbench is loaded again, for the new enterprise.
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
  await expect(page.getByText(`当前企业：${DADUHE}`)).toBeVisible();
  await page.screenshot(shot('03-switched'));

  // The list now marks the new enterprise as current.
  await switcher.click();
  await expect(entry(DADUHE)).toHaveClass(/ant-dropdown-menu-item-selected/);
  await expect(entry(DADUHE).getByText('当前')).toBeVisible();
  await expect(entry(RAILWAY).getByText('当前')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);

  // The menus are the new enterprise's (金融机构): 融资租赁机构 instead of 市场数据.
  await top.getByRole('menuitem', { name: menuName('合作伙伴') }).click();
  await expect(sider.getByRole('menuitem', { name: menuName('融资租赁机构') })).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: menuName('市场数据') })).toHaveCount(0);
  // And the old enterprise's page is no longer granted.
  await page.goto('/coopPage/index/marketData');
  await expect(page).toHaveURL(/\/404\?/);
});
