/** Steps shared by journey 16's files (16-auth-apply-1-approve, 16-auth-apply-2-reject). */
import { expect, type Locator, type Page } from '@playwright/test';
import { settled, spaced } from './helpers.ts';

export const LIVE = { timeout: 30_000 };

export const subApp = (page: Page, name: string) => page.locator(`.subapp-host[data-subapp="${name}"]`);

/** The to-do row of the tab 待我审批 whose text matches, opened in the approve mode. */
export async function openTodo(page: Page, path: string, rowText: string): Promise<Locator> {
  await page.goto(`${path}?tab=todo`);
  const row = page.getByRole('row').filter({ hasText: rowText });
  await expect(row).toBeVisible(LIVE);
  await row.getByRole('button', { name: spaced('审批') }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('审批意见') });
  await expect(dialog).toBeVisible(LIVE);
  await settled(dialog);
  return dialog;
}
