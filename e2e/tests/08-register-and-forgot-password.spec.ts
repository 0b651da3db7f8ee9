/**
 * Journey 8 (§2.2, §5, §7.1): the registration page (already-a-user prompt, required fields, phone checks) and
 * the forgot-password flow end to end for `entadmin2` (not `ops`: the notices journeys sign `ops` in with the demo password): phone 13800000008 → SMS code from the dev outbox → choose the
 * account → new password → sign in with it.
 */
import { test, expect } from '@playwright/test';
import {
  ACCOUNT_NAME_RULE,
  CODE_REQUIRED,
  CREDIT_CODE_REQUIRED,
  PASSWORD_KINDS_RULE,
  PASSWORD_PLACEHOLDER,
  PASSWORD_UPDATED,
  PHONE_INVALID,
  PHONE_REGISTERED,
  SMS_SENT,
} from '@portal/shared';
import { ANY_CAPTCHA, shot, signIn, spaced, titleOf, toast } from './helpers.ts';

test('the registration page loads and validates', async ({ page }) => {
  await page.goto('/register/index');
  await expect(page.getByRole('heading', { name: '企业用户注册' })).toBeVisible();
  // §2.2: the header shows the already-a-user, go-to-login prompt.
  const prompt = page.locator('header').filter({ hasText: '已有账号？' });
  await expect(prompt.getByRole('link', { name: '去登录' })).toBeVisible();

  // Submitting the empty form names every required field.
  await page.getByRole('button', { name: spaced('注册') }).click();
  for (const msg of [
    '请输入账号',
    '请输入用户姓名',
    '请输入密码',
    '请再次输入密码',
    '请输入手机号',
    CODE_REQUIRED,
    '请输入企业名称',
    CREDIT_CODE_REQUIRED,
  ]) {
    await expect(page.getByText(msg, { exact: true })).toBeVisible();
  }
  await page.screenshot(shot('08-register-required'));

  // Field rules.
  await page.getByPlaceholder('字母开头，4-30位').fill('1abc');
  await page.getByPlaceholder(PASSWORD_PLACEHOLDER).fill('abcdefgh');
  await expect(page.getByText(ACCOUNT_NAME_RULE, { exact: true })).toBeVisible();
  await expect(page.getByText(PASSWORD_KINDS_RULE, { exact: true })).toBeVisible();
  const phone = page.getByPlaceholder('请输入11位手机号');
  await phone.fill('12345');
  await phone.blur();
  await expect(page.getByText(PHONE_INVALID, { exact: true })).toBeVisible();
  // A phone already bound to an account is refused on blur (checkRepeatPhone).
  await phone.fill('13800000003');
  await phone.blur();
  await expect(page.getByText(PHONE_REGISTERED, { exact: true })).toBeVisible();

  // The prompt leads to the login page.
  await prompt.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login\/index$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  // …whose header prompts to register, unless the visitor comes from the group portal.
  await expect(page.locator('header').getByRole('link', { name: '立即注册' })).toBeVisible();
  await page.goto('/login/index?source=groupPortal');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即注册' })).toHaveCount(0);
});

test('entadmin2 resets the password through the forgot-password flow', async ({ page, request }) => {
  const newPassword = 'Energy#Grid27';
  await page.goto('/login/index');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/forgetPassword\/index$/);
  await expect(page).toHaveTitle(titleOf('找回密码'));
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  const steps = page.locator('.ant-steps');
  await expect(steps.getByText('验证手机号')).toBeVisible();
  await expect(steps.locator('.ant-steps-item-process')).toContainText('验证手机号');

  // Validation: 下一步 with nothing filled.
  await page.getByRole('button', { name: spaced('下一步') }).click();
  await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
  await expect(page.getByText(CODE_REQUIRED, { exact: true })).toBeVisible();
  await page.screenshot(shot('08-forgot-step1'));

  // --- Step 1: phone, image captcha (any text: captcha is off), SMS code ---
  await page.getByPlaceholder('请输入11位手机号').fill('13800000008');
  await page.getByPlaceholder('请输入图形验证码').fill(ANY_CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, SMS_SENT)).toBeVisible();
  // Not anchored at the start: see 04-admin-phone-code (antd's loading icon can stay in the accessible name).
  await expect(page.getByRole('button', { name: /\d+秒后重新获取$/ })).toBeDisabled();
  const res = await request.get('/japi/dev/sms-outbox?phone=13800000008');
  expect(res.ok()).toBe(true);
  const smsCode = ((await res.json()) as { data: Array<{ code: string }> }).data[0].code;
  await page.getByPlaceholder('请输入短信验证码').fill(` ${smsCode} `);
  await expect(page.getByPlaceholder('请输入短信验证码')).toHaveValue(smsCode);
  await page.getByRole('button', { name: spaced('下一步') }).click();

  // --- Step 2: the accounts bound to the phone, a new password ---
  await expect(steps.locator('.ant-steps-item-process')).toContainText('重置密码');
  await expect(page.getByText('手机号 *******0008 已通过验证', { exact: false })).toBeVisible();
  const account = page.getByRole('radio', { name: /entadmin2/ });
  await expect(account).toBeChecked();
  await page.getByPlaceholder(PASSWORD_PLACEHOLDER).fill(newPassword);
  await page.getByPlaceholder('请再次输入新密码').fill('Energy#Grid28');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('两次输入的密码不一致', { exact: true })).toBeVisible();
  await page.getByPlaceholder('请再次输入新密码').fill(newPassword);
  await page.getByRole('button', { name: '确认修改' }).click();

  // --- Step 3: done ---
  await expect(page.getByText('密码重置成功', { exact: true })).toBeVisible();
  await expect(page.getByText(PASSWORD_UPDATED, { exact: true })).toBeVisible();
  await page.screenshot(shot('08-forgot-done'));
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page).toHaveURL(/\/login\/index$/);
  await expect(page).toHaveTitle(titleOf('登录'));

  // The new password works.
  await signIn(page, 'entadmin2', newPassword);
});
