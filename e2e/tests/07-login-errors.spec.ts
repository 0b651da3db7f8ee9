/**
 * Journey 7 (issue 2 §3, §4 Login-error logout, §8.1): failed logins each have a clear message; repeated failures
 * lock the account (keyed by account and IP) and the web shows the 5-second countdown dialog, then the finance
 * home. Only the dedicated account `it` is locked here.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  ACCOUNT_DISABLED,
  LOGIN_ERROR_COUNTDOWN_SECONDS,
  accountLockedNow,
  accountStillLocked,
  passwordWrong,
} from '@portal/shared';
import { DEMO_PASSWORD, settled, shot, spaced, submitLogin, toast, tokenCookie } from './helpers.ts';

const LOCK_MINUTES = 15;
const MAX_FAILURES = 5;

async function expectStillOnLogin(page: Page) {
  await expect(page).toHaveURL(/\/login\/index$/);
  await expect(page.getByRole('button', { name: spaced('登录') })).toBeEnabled();
}

test('wrong password and unknown account share one message; a disabled account says so', async ({ page, context }) => {
  await page.goto('/login/index');

  await submitLogin(page, 'service', 'Wrong@2026');
  await expect(toast(page, passwordWrong(MAX_FAILURES - 1))).toBeVisible();
  await expectStillOnLogin(page);
  // The captcha was used up: its field is emptied for the next try.
  await expect(page.getByPlaceholder('验证码', { exact: true })).toHaveValue('');
  await page.screenshot(shot('07-wrong-password'));

  // The same text as a wrong password: the answer says nothing of whether the account exists. (Twice, so that the
  // second count, 3, tells this toast from the first one's 4.)
  await submitLogin(page, 'nobody_here', DEMO_PASSWORD);
  await expect(page.getByPlaceholder('验证码', { exact: true })).toHaveValue('');
  await submitLogin(page, 'nobody_here', DEMO_PASSWORD);
  await expect(toast(page, passwordWrong(MAX_FAILURES - 2))).toBeVisible();
  await expectStillOnLogin(page);

  await submitLogin(page, 'frozen', DEMO_PASSWORD);
  await expect(toast(page, ACCOUNT_DISABLED)).toBeVisible();
  await expectStillOnLogin(page);

  expect(await tokenCookie(context)).toBeUndefined();
  // Nothing of this locked the account with the right password: service still signs in.
  await submitLogin(page, 'service', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/workbenches\/newIndex$/);
});

test('five wrong passwords lock `it`: countdown dialog, then the finance home', async ({ page, context }) => {
  await page.goto('/login/index');
  for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
    await submitLogin(page, 'it', `Wrong@${attempt}x`);
    await expect(toast(page, passwordWrong(MAX_FAILURES - attempt))).toBeVisible();
    await expectStillOnLogin(page);
  }

  // The fifth failure locks: 9983, the countdown dialog with the server's lock message.
  await submitLogin(page, 'it', 'Wrong@5x');
  const dialog = page.getByRole('dialog').filter({ hasText: '登录异常' });
  await expect(dialog).toBeVisible();
  const openedAt = Date.now();
  await expect(dialog.getByText(accountLockedNow(LOCK_MINUTES), { exact: true })).toBeVisible();
  await expect(dialog).toContainText(`${LOGIN_ERROR_COUNTDOWN_SECONDS} 秒后自动返回首页`);
  await settled(dialog);
  await page.screenshot(shot('07-locked-countdown'));
  // It counts down…
  await expect(dialog).toContainText(/[1-4] 秒后自动返回首页/, { timeout: 3000 });
  // …and after 5 seconds the browser is on the finance home.
  await expect(page).toHaveURL(/\/finance\/home$/, { timeout: LOGIN_ERROR_COUNTDOWN_SECONDS * 1000 + 3000 });
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(LOGIN_ERROR_COUNTDOWN_SECONDS * 1000 - 1000);
  await expect(dialog).toBeHidden();
  expect(await tokenCookie(context)).toBeUndefined();

  // While locked even the right password is refused (9984), with the same dialog; 立即返回首页 goes home at once.
  await page.goto('/login/index');
  await submitLogin(page, 'it', DEMO_PASSWORD);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(accountStillLocked(LOCK_MINUTES), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: spaced('立即返回首页') }).click();
  await expect(page).toHaveURL(/\/finance\/home$/);
  await expect(dialog).toBeHidden();
  expect(await tokenCookie(context)).toBeUndefined();
});
