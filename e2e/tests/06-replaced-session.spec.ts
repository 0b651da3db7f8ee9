/**
 * Journey 6 (issue 2 §3, §8.2): one live session per account. entadmin signs in in context A, then again in
 * context B; A's next server call gets HTTP 401, A shows §8.2's 401 message and is logged out to /finance/home
 * with its token cookie gone. B stays signed in.
 */
import { test, expect } from '@playwright/test';
import { HTTP_STATUS_MESSAGES } from '@portal/shared';
import { header, shot, signInThroughForm, spaced, toast, tokenCookie } from './helpers.ts';

test('a second login of the same account logs the first one out', async ({ browser, page, context }) => {
  // --- A ---
  await signInThroughForm(page, 'entadmin');
  await expect(header(page).getByText('国能销售集团有限公司')).toBeVisible();
  const tokenA = await tokenCookie(context);
  expect(tokenA).toBeDefined();

  // --- B: the same account from another browser ---
  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    await signInThroughForm(pageB, 'entadmin');
    const tokenB = await tokenCookie(contextB);
    expect(tokenB?.value).not.toBe(tokenA!.value);

    // --- A calls the server again (reloading the workbench loads the user info) ---
    const rejected = page.waitForResponse((r) => r.url().includes('/user/getUserInfo'));
    await page.reload();
    expect((await rejected).status()).toBe(401);
    await expect(toast(page, HTTP_STATUS_MESSAGES[401])).toBeVisible();
    await expect(page).toHaveURL(/\/finance\/home$/);
    await expect(header(page).getByRole('button', { name: spaced('登录') })).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
    await page.screenshot(shot('06-replaced'));

    // --- B is still signed in ---
    await pageB.reload();
    await expect(pageB).toHaveURL(/\/workbenches\/newIndex$/);
    await expect(header(pageB).getByText('国能销售集团有限公司')).toBeVisible();
    expect(await tokenCookie(contextB)).toBeDefined();
  } finally {
    await contextB.close();
  }
});
