/**
 * Journey 16-1, an authorisation application on the workflow. `user` (李明) applies on /userCenter/authApply for a
 * role-permission assignment: 贷款审批与放款 for the role 销售业务助理 he holds (plate 贷款); `entadmin` approves the
 * first step on the same route (tab 待我审批; in 我已审批 it is titled with their own step), `ops` the second on
 * /Base/auth-management/authApply. The eLoan sub-app `user` keeps open in another tab shows its 贷款审批 part without
 * signing in again (the grant's permission push reloads the user info, and the sub-app reads the new button).
 * Runs on a fresh database (start-server.mjs).
 */
import { test, expect } from '@playwright/test';
import { LIVE, openTodo, subApp } from './auth-apply-steps.ts';
import { chooseOption, settled, signIn, spaced, toast } from './helpers.ts';

test.setTimeout(240_000);

test('user applies for a permission; entadmin and ops approve; user gets it live', async ({ browser }) => {
  const userContext = await browser.newContext();
  // The eLoan sub-app stays open in one tab: no 贷款审批 for 李明 yet.
  const loan = await userContext.newPage();
  await signIn(loan, 'user');
  await loan.goto('/eLoan');
  const eloan = subApp(loan, 'eLoan');
  await expect(eloan.getByText('企业贷款服务')).toBeVisible(LIVE);
  await expect(eloan.getByText(/贷款审批/)).toHaveCount(0);

  // The application, in another tab of the same session.
  const apply = await userContext.newPage();
  await apply.goto('/userCenter/authApply');
  await apply.getByRole('button', { name: /新增申请/ }).click();
  const form = apply.getByRole('dialog').filter({ hasText: '新增申请' });
  await expect(form).toBeVisible();
  await settled(form);
  await chooseOption(apply, form, '申请类型', '角色权限分配');
  await chooseOption(apply, form, '板块', '贷款');
  // The role select opens once the plate is chosen (its roles are the plate's).
  await expect(form.getByLabel('角色', { exact: true })).toBeEnabled(LIVE);
  await chooseOption(apply, form, '角色', '销售业务助理');
  await form.getByPlaceholder('搜索菜单名称').fill('贷款审批与放款');
  const node = form.locator('.ant-tree-treenode').filter({ hasText: /^贷款审批与放款/ });
  await node.locator('.ant-tree-checkbox').first().click(LIVE);
  await expect(node.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await form.getByLabel('申请事由', { exact: true }).fill('销售业务助理需要审批企业的贷款申请');
  await form.getByRole('button', { name: spaced('提交') }).click();
  // Before submitting: who approves, in order.
  await expect(form.getByText('企业管理员审核')).toBeVisible(LIVE);
  await expect(form.getByText('运营审核')).toBeVisible();
  await form.getByRole('button', { name: spaced('确认提交') }).click();
  await expect(toast(apply, /提交成功/)).toBeVisible(LIVE);

  // First step: the company admin.
  const entContext = await browser.newContext();
  const ent = await entContext.newPage();
  await signIn(ent, 'entadmin');
  const first = await openTodo(ent, '/userCenter/authApply', '角色权限分配');
  await first.getByLabel('审批意见').fill('同意，请运营审核');
  await first.getByRole('button', { name: spaced('通过') }).click();
  await expect(toast(ent, /通过成功/)).toBeVisible(LIVE);
  // 我已审批: the row shows where it waits now (运营审核); its modal is titled with the admin's own task.
  await ent.goto('/userCenter/authApply?tab=done');
  const done = ent.getByRole('row').filter({ hasText: '销售业务助理需要审批企业的贷款申请' });
  await expect(done.getByText('运营审核')).toBeVisible(LIVE);
  await done.getByRole('button', { name: spaced('查看') }).click();
  const doneModal = ent.getByRole('dialog');
  await expect(doneModal.locator('.ant-modal-title')).toHaveText('企业管理员审核', LIVE);
  await entContext.close();

  // Second step: operations.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops');
  const second = await openTodo(ops, '/Base/auth-management/authApply', '角色权限分配');
  await expect(second.getByText('同意，请运营审核')).toBeVisible();
  await second.getByLabel('审批意见').fill('同意');
  await second.getByRole('button', { name: spaced('通过') }).click();
  await expect(toast(ops, /通过成功/)).toBeVisible(LIVE);
  await opsContext.close();

  // No reload, no new sign-in: the sub-app shows the review part.
  await expect(eloan.getByText(/贷款审批/).first()).toBeVisible(LIVE);
  await userContext.close();
});
