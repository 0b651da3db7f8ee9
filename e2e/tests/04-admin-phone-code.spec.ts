/**
 * Journey 4 (§2.5, §4 Admin phone-code flag / Phone code, §5, §6): superadmin holds role 349855983408250880 and
 * must pass the 发送验证码 dialog before using the portal. The dialog (600 px) cannot be closed by Escape or a
 * mask click; an empty code gives 请输入验证码 on blur; 获取验证码 counts down; the code from the dev SMS outbox
 * verifies (验证成功) and the workbench becomes usable.
 */
import { test, expect } from '@playwright/test';
import { CODE_REQUIRED, MODAL_WIDTH, PHONE_CODE_TITLE, VERIFY_SUCCESS } from '@portal/shared';
import { header, menuName, shot, signIn, spaced, toast } from './helpers.ts';

const PHONE = '13800000001';

test('superadmin passes the phone-code dialog with the outbox code', async ({ page, request }) => {
  await signIn(page, 'superadmin');

  // --- The dialog: title, account, masked phone, 600 px ---
  const dialog = page.getByRole('dialog', { name: PHONE_CODE_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('superadmin', { exact: true })).toBeVisible();
  await expect(dialog.getByText('*******0001', { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText(PHONE);
  // Measured once the opening zoom has finished.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(MODAL_WIDTH.phoneCode);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);

  // --- Not closable by the keyboard or the mask ---
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(10, viewport.height - 10);
  await page.mouse.click(viewport.width - 10, viewport.height / 2);
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal-wrap').filter({ has: dialog })).toBeVisible();

  // --- An empty code: 请输入验证码 on blur ---
  const code = dialog.getByPlaceholder('请输入验证码');
  await code.focus();
  await code.blur();
  await expect(dialog.getByText(CODE_REQUIRED, { exact: true })).toBeVisible();
  // Blanks are trimmed away: still empty.
  await code.fill('   ');
  await code.blur();
  await expect(code).toHaveValue('');
  await expect(dialog.getByText(CODE_REQUIRED, { exact: true })).toBeVisible();
  await page.screenshot(shot('04-dialog-required'));

  // --- 获取验证码: sent, the button counts down ---
  const getCode = dialog.getByRole('button', { name: '获取验证码' });
  await getCode.click();
  await expect(toast(page, '验证码已发送')).toBeVisible();
  // Not anchored at the start: antd's Button keeps its loading icon (aria-label "loading") in the DOM until the
  // icon's exit transition ends, which a fast answer can leave pending; the accessible name is then
  // "loading 59秒后重新获取". The visible text is checked anchored below.
  const countdown = dialog.getByRole('button', { name: /\d+秒后重新获取$/ });
  await expect(countdown).toBeVisible();
  await expect(countdown).toBeDisabled();
  const first = Number((await countdown.textContent())!.match(/\d+/)![0]);
  expect(first).toBeGreaterThan(55);
  expect(first).toBeLessThanOrEqual(60);
  await expect(countdown).toHaveText(new RegExp(`^(${first - 1}|${first - 2})秒后重新获取$`), { timeout: 3000 });

  // --- The code from the dev SMS outbox ---
  const res = await request.get(`/japi/dev/sms-outbox?phone=${PHONE}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: string; data: Array<{ phone: string; code: string }> };
  expect(body.code).toBe('200');
  const smsCode = body.data[0].code;
  expect(smsCode).toMatch(/^\d{4,6}$/);

  // At most 6 characters…
  await code.fill('12345678');
  await expect(code).toHaveValue('123456');
  // …counted after trimming: a pasted code with blanks around it keeps all its digits.
  await code.fill(` ${smsCode} `);
  await expect(code).toHaveValue(smsCode);
  await page.screenshot(shot('04-dialog-code'));
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(toast(page, VERIFY_SUCCESS)).toBeVisible();
  await expect(dialog).toBeHidden();

  // --- The workbench is usable: products load, the menus navigate ---
  await expect(page.getByText('我的产品', { exact: true })).toBeVisible();
  await expect(page.locator('.workbench').getByText('已开通').first()).toBeVisible();
  await page.screenshot(shot('04-verified'));
  await header(page)
    .getByRole('menuitem', { name: menuName('税务管理') })
    .click();
  await expect(page).toHaveURL(/\/tax\/home$/);
  await expect(page.getByRole('dialog', { name: PHONE_CODE_TITLE })).toHaveCount(0);
});
