/**
 * Journey 13, VAT preferences (§3 VAT applicable preference record, §5 defaults, §7.3 insert then reload): `user`
 * turns 加计抵减 on; saving without its industry and rate shows the shared rules' messages on those fields and saves
 * nothing; with them it saves (保存成功), and after a reload of the page the saved values are there.
 */
import { test, expect } from '@playwright/test';
import { shot, signIn, spaced, toast } from './helpers.ts';

test('VAT preferences are checked, saved, and still there after a reload', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/tax/vat/preference');
  const applies = page.getByLabel('是否享受增值税优惠');
  await expect(applies).toBeVisible();
  if ((await applies.getAttribute('aria-checked')) !== 'true') await applies.click();

  const addDijia = page.getByLabel('是否适用加计抵减政策');
  await expect(addDijia).toHaveAttribute('aria-checked', 'false');
  await addDijia.click();
  await expect(addDijia).toHaveAttribute('aria-checked', 'true');

  // --- Saving without the industry and the rate: the shared rules' messages, nothing saved ---
  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/insertVatEntApplicablePreference')) saves.push(r.postDataJSON());
  });
  const save = page.getByRole('button', { name: spaced('保存') });
  await save.click();
  await expect(
    page.locator('.ant-form-item-explain-error').filter({ hasText: '请选择加计抵减政策行业' }),
  ).toBeVisible();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: '请输入加计抵减比例' })).toBeVisible();
  await page.screenshot(shot('13-tax-vat-preference-errors'));
  expect(saves).toEqual([]);

  // --- The industry fills the rate it takes; the messages go; saved ---
  await page.getByLabel('加计抵减政策行业').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '先进制造业（5%）' }).click();
  await expect(page.getByLabel('加计抵减比例（%）')).toHaveValue('5.00');
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  const city = page.getByLabel('主管税务机关所在城市');
  await city.fill('北京市东城区');
  const reloaded = page.waitForResponse(
    (r) => r.url().includes('/queryVatEntApplicablePreference') && r.status() === 200,
  );
  await save.click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await reloaded;
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({
    ifApplicablePreference: '1',
    ifAddDijiaPolicy: '1',
    addDijiaPolicyIndustry: '先进制造业',
    taxBureauCity: '北京市东城区',
  });
  expect(Number((saves[0] as { addDijiaPolicyRate: string }).addDijiaPolicyRate)).toBe(5);
  expect(Object.keys(saves[0] as object)).toHaveLength(16);

  // --- A reload of the page shows what was saved ---
  await page.reload();
  await expect(page.getByLabel('是否适用加计抵减政策')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.ant-select').filter({ has: page.getByLabel('加计抵减政策行业') })).toContainText(
    '先进制造业',
  );
  await expect(page.getByLabel('加计抵减比例（%）')).toHaveValue('5.00');
  await expect(page.getByLabel('主管税务机关所在城市')).toHaveValue('北京市东城区');
  await page.screenshot(shot('13-tax-vat-preference-saved'));
});
