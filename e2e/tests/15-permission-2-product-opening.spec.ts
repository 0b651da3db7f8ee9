/**
 * Journey 15-2, product opening (issue 12): entadmin (company admin of 销售公司, no finance product) asks for 支付 on
 * /product/index, accepts its protocols on /product/protocol and waits on /product/loading. In another browser, ops
 * activates the request on /Base/auth-management/product (tab 开通申请). entadmin's waiting page turns into the
 * product's page without a reload (a type 3 notice on the real-time channel asks the state again; the user info
 * reloads with the new menus). Runs on a fresh database (start-server.mjs): a second run finds 支付 already opened.
 */
import { test, expect } from '@playwright/test';
import { signIn, spaced, toast } from './helpers.ts';

const LIVE = { timeout: 30_000 };
test.setTimeout(180_000);

test('entadmin opens 支付; ops activates it; entadmin lands on the product live', async ({ browser }) => {
  const entContext = await browser.newContext();
  const ent = await entContext.newPage();
  await signIn(ent, 'entadmin');
  await ent.goto('/product/index');
  const card = ent.getByTestId('product-08');
  await expect(card.getByText('未开通')).toBeVisible(LIVE);
  await card.getByRole('button', { name: spaced('申请开通') }).click();

  await expect(ent).toHaveURL(/\/product\/protocol\?productType=08$/);
  await expect(ent.getByText('企业支付结算服务协议').first()).toBeVisible(LIVE);
  const submit = ent.getByRole('button', { name: spaced('同意并开通') });
  await expect(submit).toBeDisabled();
  await ent.getByLabel('我已阅读并同意以上协议').check();
  await submit.click();

  await expect(ent).toHaveURL(/\/product\/loading\?productType=08$/, LIVE);
  await expect(ent.getByText('产品开通中，请耐心等待…')).toBeVisible(LIVE);
  await expect(ent.getByText('运营审核')).toBeVisible();

  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops');
  await ops.goto('/Base/auth-management/product?tab=openings');
  const row = ops.getByRole('row').filter({ hasText: '国能销售集团有限公司' }).filter({ hasText: '支付' });
  await expect(row.getByText('待激活')).toBeVisible(LIVE);
  await row.getByRole('button', { name: spaced('激活') }).click();
  const confirm = ops.getByRole('dialog').filter({ hasText: '确定激活吗' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(toast(ops, '激活成功')).toBeVisible(LIVE);
  await expect(row.getByText('已开通')).toBeVisible(LIVE);

  // No reload on entadmin's side: 产品已开通, then the product's page (the guard lets it in with the new menus).
  await expect(ent.getByText('产品已开通').first()).toBeVisible(LIVE);
  await expect(ent).toHaveURL(/\/finance\/ePayment$/, LIVE);
  await expect(ent.getByText('404')).toHaveCount(0);

  await opsContext.close();
  await entContext.close();
});
