/**
 * Journey 13, task prompt (§2.5, §4 Tax task, §8.3): `user`'s enterprise files quarterly taxes whose current quarter
 * has no task. Entering 税务任务 asks 创建任务 (the current quarter has none); 取消 leaves it (asked again next time);
 * 确定 creates it with taskBranchStatus 3, says 创建任务成功 and reloads the periods: the task is in the list, and the
 * next entry no longer asks about that tax.
 */
import { test, expect, type Page } from '@playwright/test';
import { TAX_TASK_BRANCH_STATUS, TAX_TASK_DIALOG } from '@portal/shared';
import { settled, shot, signIn, spaced, toast } from './helpers.ts';

const promptOf = (page: Page) => page.getByRole('dialog').filter({ hasText: TAX_TASK_DIALOG.content });

test('创建任务 prompt: cancel leaves it, ok creates the task for the current quarter', async ({ page }) => {
  await signIn(page, 'user');

  // --- Entering the page asks; 取消 creates nothing ---
  await page.goto('/tax/taxTask');
  let prompt = promptOf(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.locator('.ant-modal-confirm-title')).toHaveText(TAX_TASK_DIALOG.title);
  // The detail line names the tax and its current quarter: '企业所得税(季度) · 2026年第4季度'.
  const asked = (await prompt.locator('.tax-prompt .ant-typography').textContent()) ?? '';
  expect(asked).toMatch(/^.+ · \d{4}年第[1-4]季度$/);
  const [taxName, quarter] = asked.split(' · ');
  await settled(prompt);
  await page.screenshot(shot('13-tax-prompt'));
  const creates: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/taxTaskProcedure/saveTaskProcedure')) creates.push(r.postDataJSON());
  });
  await prompt.getByRole('button', { name: spaced('取消') }).click();
  await expect(prompt).toBeHidden();
  expect(creates).toEqual([]);

  // --- Asked again on the next entry; 确定 creates it (taskBranchStatus 3) ---
  await page.reload();
  prompt = promptOf(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.locator('.tax-prompt .ant-typography')).toHaveText(asked);
  const periodsReloaded = page.waitForResponse((r) => r.url().includes('/queryTaxPeriods') && r.status() === 200);
  await prompt.getByRole('button', { name: spaced('确定') }).click();
  await expect(toast(page, TAX_TASK_DIALOG.success)).toBeVisible();
  await periodsReloaded;
  expect(creates).toHaveLength(1);
  expect(creates[0]).toMatchObject({ taskBranchStatus: TAX_TASK_BRANCH_STATUS });
  await expect(prompt).toBeHidden();

  // --- The new task is in the list: its tax, its quarter, 待办 ---
  const row = page.locator('.ant-table-row').filter({ hasText: taxName }).filter({ hasText: quarter });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('待办')).toBeVisible();
  await page.screenshot(shot('13-tax-task-created'));

  // --- The next entry does not ask about that tax again ---
  await page.reload();
  await expect(page.getByText(/^共 \d+ 个任务$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const again = promptOf(page);
  if (await again.isVisible()) {
    await expect(again.locator('.tax-prompt .ant-typography')).not.toHaveText(asked);
    await again.getByRole('button', { name: spaced('取消') }).click();
  }
});
