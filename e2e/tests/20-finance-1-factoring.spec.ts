/**
 * Journey 20-1, factoring from the product home to the result (§1 finance home pages, §2.2 /factor/index, §2.3
 * /efactoring and /efactoring_yunying, §3.1 type 8): a signed-out visitor reads /finance/eRong (the product's record,
 * 登录后办理). `user` opens factoring through its authorisation page (the protocol read to its end, 同意) and lands on
 * /efactoring, submits an application with one invoice; `ops` approves it on /efactoring_yunying (待我审核); `user` gets
 * the type 8 notice, whose action opens the application in /efactoring, and sees the enterprise's figures on
 * /finance/eRong. Runs on a fresh database (start-server.mjs).
 */
import { test, expect } from '@playwright/test';
import { LIVE, bellOf, settled, signIn, spaced } from './helpers.ts';

test.setTimeout(180_000);

test('a visitor reads /finance/eRong; user applies through the agreement, ops approves, user sees the result', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const buyer = `国能电力销售有限公司${stamp}`;

  // --- a signed-out visitor reads the factoring home ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/finance/eRong');
  await expect(visitor.getByRole('heading', { name: /保理服务/ })).toBeVisible(LIVE);
  await expect(visitor.getByText('办理流程')).toBeVisible();
  await expect(visitor.getByText('商业保理业务办理指南')).toBeVisible(LIVE);
  await expect(visitor.getByRole('button', { name: /登录后办理/ })).toBeVisible();
  await visitorContext.close();

  // --- user: the authorisation page, then the application ---
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, 'user');
  await user.goto('/factor/index');
  const text = user.locator('.authorisation__text').first();
  await expect(text).toBeVisible(LIVE);
  const agree = user.getByRole('button', { name: spaced('同意') });
  await expect(agree).toBeDisabled();
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await user.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
  await agree.click();
  await expect(user).toHaveURL(/\/efactoring$/, LIVE);

  const app = user.locator('.efactoring-app');
  await app.getByRole('button', { name: '新建申请' }).click();
  await app.locator('input[name=buyerName]').fill(buyer);
  await app.locator('input[name=buyerCreditCode]').fill('91110000MA01AB2C32');
  await app.getByLabel('第1张发票发票号码').fill(String(Date.now()).slice(-8));
  await app.getByLabel('第1张发票开票日期').fill('2026-10-08');
  await app.getByLabel('第1张发票发票金额（元）').fill('1200000');
  await app.getByLabel('第1张发票到期日').fill('2027-04-08');
  await app.getByRole('textbox', { name: /融资金额/ }).fill('1000000');
  await app.locator('input[name=termDays]').fill('180');
  await app.locator('input[name=receiveAccount]').fill('1100 2233 4455 6677');
  await app.getByRole('button', { name: '提交申请' }).click();
  await expect(app.getByRole('heading', { name: '保理融资申请详情' })).toBeVisible(LIVE);
  await expect(app.getByText('待审核').first()).toBeVisible();

  // --- ops approves it ---
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops');
  await ops.goto('/efactoring_yunying');
  const opsApp = ops.locator('.efactoring-ops-app');
  const row = opsApp.getByRole('row').filter({ hasText: buyer });
  await expect(row).toBeVisible(LIVE);
  await row.getByRole('button', { name: '审核' }).click();
  await settled(opsApp);
  await opsApp.getByRole('button', { name: '通过', exact: true }).click();
  await opsApp.locator('textarea').fill('材料齐全，同意融资');
  await opsApp.getByRole('button', { name: '确认通过' }).click();
  await expect(opsApp.getByText('已通过').first()).toBeVisible(LIVE);
  await opsContext.close();

  // --- user: the type 8 notice opens the application; the home shows the figures ---
  await user.goto('/workbenches/newIndex');
  await bellOf(user).click();
  await user.getByRole('button', { name: '查看全部' }).click();
  const centre = user.getByRole('dialog').filter({ has: user.getByRole('navigation', { name: '消息分类' }) });
  await centre.getByRole('menuitem', { name: /业务通知/ }).click();
  const notice = centre.locator('.portal-message-centre__item').filter({ hasText: buyer });
  await expect(notice).toBeVisible(LIVE);
  await notice.getByText(buyer).first().click();
  const detail = user.locator('.portal-notice-detail');
  await settled(detail);
  await detail.getByRole('button', { name: spaced('查看详情') }).click();
  await expect(user).toHaveURL(/\/efactoring\?id=/, LIVE);
  await expect(user.locator('.efactoring-app').getByText(buyer).first()).toBeVisible(LIVE);
  await expect(user.locator('.efactoring-app').getByText('已通过').first()).toBeVisible();

  await user.goto('/finance/eRong');
  await expect(user.getByText('产品线上服务已开通')).toBeVisible(LIVE);
  await expect(user.getByText('在途申请')).toBeVisible();
  await expect(user.getByText(/最近业务：保理融资申请/)).toBeVisible();
  await userContext.close();
});
