/**
 * Journey 16-2, a rejected authorisation application: `entadmin` rejects the seeded type-1 application (贷款业务专员)
 * with an opinion; its history shows 驳回 with that opinion, and `user`'s bell lists the type 16 notice saying so; its
 * 审核 opens the application. Runs on a fresh database (start-server.mjs).
 */
import { test, expect } from '@playwright/test';
import { LIVE, openTodo } from './auth-apply-steps.ts';
import { header, signIn, spaced, toast } from './helpers.ts';

test.setTimeout(240_000);

test('entadmin rejects an application: 驳回 in its history and in the applicant’s notice', async ({ browser }) => {
  const opinion = `请补充新角色的职责说明 ${Date.now()}`;
  const entContext = await browser.newContext();
  const ent = await entContext.newPage();
  await signIn(ent, 'entadmin');
  const dialog = await openTodo(ent, '/userCenter/authApply', '新增角色');
  // Rejecting without an opinion is refused.
  await dialog.getByRole('button', { name: spaced('驳回') }).click();
  await expect(toast(ent, '请输入驳回审批意见')).toBeVisible(LIVE);
  await dialog.getByLabel('审批意见').fill(opinion);
  await dialog.getByRole('button', { name: spaced('驳回') }).click();
  const confirm = ent.getByRole('dialog').filter({ hasText: '驳回申请' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: spaced('确定驳回') }).click();
  await expect(toast(ent, /驳回成功/)).toBeVisible(LIVE);
  await entContext.close();

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, 'user');
  await user.goto('/userCenter/authApply');
  const row = user.getByRole('row').filter({ hasText: '贷款业务专员' });
  await expect(row).toBeVisible(LIVE);
  await row.getByRole('button', { name: spaced('查看') }).click();
  const history = user.getByRole('complementary', { name: '审批记录' });
  await expect(history.getByText(opinion)).toBeVisible(LIVE);
  await expect(history.getByText('驳回').first()).toBeVisible();
  await user.keyboard.press('Escape');

  await header(user).getByRole('button', { name: '消息通知' }).click();
  const latest = user.getByRole('list', { name: '最新消息' });
  await expect(latest.getByText(/驳回/).first()).toBeVisible(LIVE);
  // The notice leads its reader to the application itself (§2.6): 审核 opens it on 我的申请 with its history.
  await latest.getByText(/驳回/).first().click();
  const notice = user.locator('.portal-notice-detail');
  await expect(notice).toBeVisible(LIVE);
  await notice.getByRole('button', { name: spaced('审核') }).click();
  await expect(user).toHaveURL(/\/userCenter\/authApply\?tab=mine&apply=\d+$/, LIVE);
  const linked = user.getByRole('dialog').filter({ has: user.getByRole('complementary', { name: '审批记录' }) });
  await expect(linked.getByText(opinion)).toBeVisible(LIVE);
  await userContext.close();
});
