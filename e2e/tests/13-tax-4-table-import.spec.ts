/**
 * Journey 13, table import (§7.3 template, excel/import; issue 13): `user` opens 申报审核 on a VAT task still in
 * progress, downloads the table's template (saved under the server's Chinese name), fills it with one bad row and
 * imports it: the upload shows its progress, the import job is followed until it fails, and the bad row's error is
 * listed with its row and column; nothing was written. The template as it came imports fine. Then 校验 marks the
 * failing cells of the table.
 */
import { test, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { settled, shot, signIn, spaced, toast } from './helpers.ts';

const TABLE = '增值税及附加税费申报表（一般纳税人适用）';
const BAD_COLUMN = '一般项目本月数';

test('a template with one bad row: the row’s error is shown with its row and column', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signIn(page, 'user');
  await page.goto('/tax/audit/audit?taxType=01');

  // --- The newest VAT task still open (进行中 or 待办) and its main table ---
  const taskPicker = page.getByLabel('所属期任务');
  await taskPicker.click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /（(进行中|待办)）$/ })
    .first()
    .click();
  await page.getByRole('option', { name: TABLE }).click();
  await expect(page.getByRole('heading', { name: TABLE })).toBeVisible();
  const rowsBefore = await page.locator('.tax-grid .ant-table-row').count();

  // --- 下载模板: the file carries the server's Chinese name ---
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: spaced('下载模板') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${TABLE}_导入模板.xlsx`);
  const template = info.outputPath('template.xlsx');
  await download.saveAs(template);

  // --- One bad row: text where an amount goes ---
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  const column = header.indexOf(BAD_COLUMN);
  expect(column).toBeGreaterThan(0);
  sheet.getRow(3).getCell(column).value = '十二万';
  const bad = info.outputPath('bad.xlsx');
  await book.xlsx.writeFile(bad);

  // --- Import: progress, then the job's failure with the bad row's error ---
  await page.getByRole('button', { name: spaced('导入') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `导入报表：${TABLE}` });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await dialog.getByRole('button', { name: spaced('开始导入') }).click();
  await expect(dialog.getByRole('progressbar', { name: '导入进度' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/导入失败|未写入/, { timeout: 30_000 });
  const error = dialog.locator('.tax-errors .ant-table-row').filter({ hasText: '十二万' });
  await expect(error).toHaveCount(1);
  // The row of the file (the header is row 1), on its sheet.
  await expect(error.locator('td').nth(0)).toContainText('第3行');
  await expect(error.locator('td').nth(1)).toHaveText(BAD_COLUMN);
  await expect(error.locator('td').nth(2)).toContainText(`“${BAD_COLUMN}”不是有效的数字：十二万`);
  await settled(dialog);
  await page.screenshot(shot('13-tax-import-bad-row'));

  // --- Nothing was written ---
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: spaced('关闭') })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.tax-grid .ant-table-row')).toHaveCount(rowsBefore);

  // --- The template as it came imports ---
  await page.getByRole('button', { name: spaced('导入') }).click();
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(template);
  await dialog.getByRole('button', { name: spaced('开始导入') }).click();
  await expect(dialog.getByRole('status')).toHaveText(/导入成功|数据未变化/, { timeout: 30_000 });
  await page.screenshot(shot('13-tax-import-done'));
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: spaced('关闭') })
    .click();
  await expect(page.getByText(/^最近导入 /)).toBeVisible();

  // --- 校验 on a table whose total does not add up: the failing cell is marked, its error listed ---
  await page.getByRole('option', { name: '本期抵扣进项税额明细' }).click();
  await page.getByRole('button', { name: spaced('校验') }).click();
  await expect(toast(page, /^校验未通过，共\d+处错误$/)).toBeVisible();
  const marked = page.locator('.tax-grid td.tax-grid__td--error');
  await expect(marked.first()).toBeVisible();
  const listed = page.locator('.tax-viewer__alert .tax-errors .ant-table-row');
  await expect(listed.first()).toContainText(/第\d+行/);
  await page.screenshot(shot('13-tax-validate'));
});
