/**
 * Journey 14-3, screens: the notice and chat pages and dialogs at a laptop width (1366 or 1440 px, a spec file each),
 * with no horizontal page scroll; screenshots go to SCREENS_DIR (default test-results/screens) for review.
 */
import { test, expect, type Page } from '@playwright/test';
import { header, settled, signIn } from './helpers.ts';

const DIR = process.env.SCREENS_DIR || 'test-results/screens';
const snap = (page: Page, name: string) =>
  page.screenshot({ path: `${DIR}/14-${name}-${page.viewportSize()?.width}.png`, fullPage: false });

async function noHorizontalScroll(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(over).toBeLessThanOrEqual(0);
}

/** The journey's tests at one width. */
export function noticeScreensAt(width: 1366 | 1440): void {
  test.setTimeout(120_000);
  test(`user's notices and consultation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'user');
    await expect(page.getByTestId('quick-help')).toBeVisible();
    await expect(page.getByTestId('chat-sphere')).toBeVisible();
    await page.getByRole('button', { name: '快捷帮助', exact: true }).click();
    await expect(page.locator('.portal-quick-help__menu')).toBeVisible();
    await snap(page, 'quick-help');
    await page.getByRole('button', { name: '快捷帮助', exact: true }).click();

    const bell = header(page).getByRole('button', { name: '消息通知' });
    await bell.click();
    const panel = page.locator('.portal-notice-panel');
    await expect(panel.getByRole('button', { name: '查看全部' })).toBeVisible();
    await settled(panel);
    // The latest six notices (§9 notice page size 6) all show inside the panel's list, none clipped.
    const items = panel.locator('.portal-notice-panel__item');
    await expect(items).toHaveCount(6);
    // Measured until the panel's opening (its zoom, the list filling in) has ended: how far the sixth item's bottom
    // stands below the list's.
    const overhang = async () => {
      const list = await panel.locator('.portal-notice-panel__list').boundingBox();
      const last = await items.nth(5).boundingBox();
      return last!.y + last!.height - (list!.y + list!.height);
    };
    await expect.poll(overhang).toBeLessThanOrEqual(1);
    await snap(page, 'bell-panel');
    await panel.getByRole('button', { name: '查看全部' }).click();
    const centre = page.locator('.portal-message-centre');
    await expect(centre.locator('.portal-message-centre__category').first()).toBeVisible();
    await expect(centre.locator('.portal-message-centre__item').first()).toBeVisible();
    await settled(centre);
    await snap(page, 'message-centre');
    await centre.locator('.portal-message-centre__item').first().click();
    const detail = page.locator('.portal-notice-detail');
    await expect(detail).toBeVisible();
    await settled(detail);
    await snap(page, 'notice-detail');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByTestId('chat-sphere').getByRole('button', { name: '在线咨询' }).click();
    await expect(
      page
        .getByRole('dialog', { name: '在线咨询' })
        .getByText(/排队中|客服已接入|会话已结束|没有进行中的咨询|发送后为您接入客服/),
    ).toBeVisible();
    await snap(page, 'chat-sphere');

    await page.goto('/userCenter/onlineConsultation');
    await expect(
      page.locator('.portal-chat-page').getByText(/排队中|客服已接入|会话已结束|没有进行中的咨询|发送后为您接入客服/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '历史咨询' })).toBeVisible();
    await noHorizontalScroll(page);
    await snap(page, 'online-consultation');

    await page.goto('/userCenter/askQuestionsOnline');
    await expect(
      page.locator('.portal-chat-page').getByText(/排队中|客服已接入|会话已结束|没有进行中的咨询|发送后为您接入客服/),
    ).toBeVisible();
    await noHorizontalScroll(page);
    await snap(page, 'ask-questions-online');
  });

  test(`service console at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'service');
    await page.goto('/Base/service-support/online');
    await expect(page.getByRole('complementary', { name: '会话列表' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const first = page.locator('.portal-service-console__item').first();
    if (await first.count()) await first.click();
    await noHorizontalScroll(page);
    await snap(page, 'service-console');
  });

  test(`push page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'ops');
    await page.goto('/systemMonitoring/push');
    await expect(page.getByText('发送记录')).toBeVisible();
    await expect(page.getByText(/^共 \d+ 条$/).first()).toBeVisible();
    // 发送 with an empty form shows what is missing, and raises no page error.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('button', { name: /发\s*送/ }).click();
    await expect(page.getByText('请输入通知内容')).toBeVisible();
    await expect(page.getByText('请选择接收用户或企业')).toBeVisible();
    expect(errors).toEqual([]);
    await noHorizontalScroll(page);
    await snap(page, 'push');
  });
}
