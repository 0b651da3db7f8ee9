/**
 * Journey 13-1, screens: every tax page as `user`, at the laptop widths 1366 and 1440 px. Each page shows its
 * real data (its heading and a piece of content from the server), nothing spills past the window (no horizontal page
 * scroll), and a screenshot of each is kept in test-results/screens for review. The task page's 创建任务 prompt is
 * cancelled here (journey 13-2 answers it).
 */
import { test, expect, type Page } from '@playwright/test';
import { TAX_TASK_DIALOG } from '@portal/shared';
import { expectFloatingClear, settled, shot, signIn, spaced } from './helpers.ts';

/** The month before this one at +08:00, as a §9 'YYYYMM' period. */
function lastMonth(): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Each route, the name of its screenshot, and what shows once its data is in. */
const PAGES: readonly { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/tax/home',
    name: 'home',
    ready: async (page) => {
      await expect(page.getByText('各月缴税情况', { exact: true })).toBeVisible();
      await expect(page.locator('.portal-chart canvas')).toBeVisible();
    },
  },
  {
    path: '/tax/taxTask',
    name: 'task',
    ready: async (page) => {
      const prompt = page.getByRole('dialog').filter({ hasText: TAX_TASK_DIALOG.content });
      await expect(prompt).toBeVisible();
      await settled(prompt);
      await page.screenshot(shot(`13-tax-task-prompt-${page.viewportSize()?.width}`));
      await prompt.getByRole('button', { name: spaced('取消') }).click();
      await expect(prompt).toBeHidden();
      await expect(page.getByText(/^共 \d+ 个任务$/)).toBeVisible();
    },
  },
  {
    path: '/tax/taxCalendar',
    name: 'calendar',
    ready: (page) => expect(page.getByText('申报截止 ').first()).toBeVisible(),
  },
  {
    path: '/tax/taxPeriod',
    name: 'period',
    ready: (page) => expect(page.getByText(/^共 \d+ 个所属期$/)).toBeVisible(),
  },
  {
    path: '/tax/vat/invoice',
    name: 'invoice',
    ready: (page) => expect(page.getByText(/^共 \d+ 张发票$/)).toBeVisible(),
  },
  {
    // Last month: the demo's invoices run to the month before the current one.
    path: `/tax/vat/invoice?tab=confirm&period=${lastMonth()}`,
    name: 'invoice-confirm',
    ready: (page) => expect(page.getByRole('cell', { name: '合计' })).toBeVisible(),
  },
  {
    path: '/tax/vat/invoice?tab=base',
    name: 'invoice-base',
    ready: (page) => expect(page.locator('.ant-descriptions').getByText('一般纳税人', { exact: true })).toBeVisible(),
  },
  {
    path: '/tax/vat/invoice?tab=upload',
    name: 'invoice-upload',
    ready: (page) => expect(page.getByText(/已上传 \d+ \/ \d+ 张报表/)).toBeVisible(),
  },
  {
    path: '/tax/vat/preference',
    name: 'vat-preference',
    ready: (page) => expect(page.getByLabel('是否享受增值税优惠')).toBeVisible(),
  },
  {
    path: '/tax/setting/enterpriseProfile',
    name: 'enterprise-profile',
    ready: (page) => expect(page.getByLabel('主管税务机关')).not.toHaveValue(''),
  },
  {
    path: '/tax/setting/filingPreference',
    name: 'filing-preference',
    ready: (page) => expect(page.getByLabel('申报期限前提前提醒天数')).not.toHaveValue(''),
  },
  {
    path: '/tax/audit/audit',
    name: 'audit',
    ready: (page) => expect(page.locator('.tax-grid .ant-table-tbody tr.ant-table-row').first()).toBeVisible(),
  },
  {
    path: '/tax/audit/qcit',
    name: 'audit-qcit',
    ready: (page) => expect(page.getByRole('heading', { name: /企业所得税月（季）度预缴纳税申报表/ })).toBeVisible(),
  },
  {
    path: '/tax/analysis/table',
    name: 'analysis-table',
    ready: (page) => expect(page.locator('.tax-grid .ant-table-thead')).toBeVisible(),
  },
];

/** Loading overlays gone (antd fades a Spin out after the data is in), so the screenshot shows the page. */
async function loaded(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-blur, .ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  // The content fades back in (a CSS transition): wait for the finite animations of the page area to end.
  await page.locator('.portal-main__page').evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The page is no wider than the window (nothing forces a horizontal scroll). */
async function expectNoOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** The journey at one width (13-tax-1-screens-1366, -1440: a file each, so each stays within a minute). */
export function taxScreensAt(width: 1366 | 1440): void {
  test(`every tax page at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'user');
    for (const p of PAGES) {
      await page.goto(p.path);
      await p.ready(page);
      await loaded(page);
      await expectNoOverflow(page);
      await expectFloatingClear(page);
      await page.screenshot(shot(`13-tax-${p.name}-${width}`));
    }

    // The §2.2 detail link of a task (kind 1) opens its detail page with its tables and history.
    await page.goto('/tax/taxTask?state=filed');
    const prompt = page.getByRole('dialog').filter({ hasText: TAX_TASK_DIALOG.content });
    await prompt.getByRole('button', { name: spaced('取消') }).click();
    await page.locator('.ant-table-row').first().getByRole('link', { name: '详情' }).click();
    await expect(page).toHaveURL(/\/system\/tax-admin\/tax-detail\?id=\w+$/);
    await expect(page.getByText('办理记录')).toBeVisible();
    await expect(page.getByText('完成申报')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '报表编号' })).toBeVisible();
    await loaded(page);
    await expectNoOverflow(page);
    await page.screenshot(shot(`13-tax-detail-${width}`));
  });
}
