/**
 * Journey 15-1, live permission change (issue 12): entadmin (company admin of 销售公司) grants the page 企业信息管理
 * to the enterprise's role 销售公司职员 on /userCenter/authorityManagement. `user`, who holds that role and is signed
 * in in another browser, sees the menu appear without signing in again (a PERMISSIONS frame on the real-time
 * channel reloads the user info). When entadmin takes it away again, the menu goes, and opening the page sends
 * `user` to /404.
 */
import { test, expect, type Page } from '@playwright/test';
import { settled, signIn, spaced, toast } from './helpers.ts';

const LIVE = { timeout: 30_000 };
test.setTimeout(180_000);

const sideMenu = (page: Page) => page.locator('.ant-layout-sider, aside').first();

/** Opens 分配菜单 of 销售公司职员, (un)checks 企业信息管理 and saves. */
async function setCompanyManage(admin: Page, checked: boolean): Promise<void> {
  const row = admin.getByRole('row').filter({ hasText: '销售公司职员' });
  await row.getByRole('button', { name: spaced('分配菜单') }).click();
  const dialog = admin.getByRole('dialog').filter({ hasText: '分配菜单' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('搜索菜单名称').fill('企业信息管理');
  const node = dialog.locator('.ant-tree-treenode').filter({ hasText: /^企业信息管理$/ });
  const box = node.locator('.ant-tree-checkbox').first();
  await expect(box).toBeVisible(LIVE);
  const isChecked = async () => (await box.getAttribute('class'))?.includes('ant-tree-checkbox-checked') ?? false;
  if ((await isChecked()) !== checked) await box.click();
  await expect.poll(isChecked).toBe(checked);
  await dialog.getByRole('button', { name: spaced('保存') }).click();
  await expect(toast(admin, /保存成功/)).toBeVisible(LIVE);
  await expect(dialog).toBeHidden();
  // The toast goes (3 s) before the next save, so that one's toast is its own.
  await expect(toast(admin, /保存成功/)).toHaveCount(0, LIVE);
}

test('entadmin grants a page to a role; user sees it live; taking it away sends user to /404', async ({ browser }) => {
  // user is signed in on the personal centre, whose side menu lists the user centre's pages.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, 'user');
  await user.goto('/userCenter/userManage');
  await settled(sideMenu(user));
  await expect(sideMenu(user).getByText('个人中心')).toBeVisible(LIVE);
  await expect(sideMenu(user).getByText('企业信息管理')).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'entadmin');
  await admin.goto('/userCenter/authorityManagement');
  await expect(admin.getByRole('row').filter({ hasText: '销售公司职员' })).toBeVisible(LIVE);

  await setCompanyManage(admin, true);
  // No reload, no new sign-in: the menu appears.
  await expect(sideMenu(user).getByText('企业信息管理')).toBeVisible(LIVE);
  await sideMenu(user).getByText('企业信息管理').click();
  await expect(user).toHaveURL(/\/userCenter\/companyManage$/);

  await setCompanyManage(admin, false);
  await expect(sideMenu(user).getByText('企业信息管理')).toHaveCount(0, LIVE);
  // The next navigation to the lost route ends on /404.
  await user.goto('/userCenter/companyManage');
  await expect(user).toHaveURL(/\/404/, LIVE);

  await adminContext.close();
  await userContext.close();
});
