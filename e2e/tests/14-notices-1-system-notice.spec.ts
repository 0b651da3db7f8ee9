/**
 * Journey 14-1, system notice (§2.4 bell, §2.5 message centre, §4 real-time channel): `ops` sends a system notice to
 * `user` from /systemMonitoring/push while `user` is signed in in another browser; the bell's dot appears without a
 * reload, the message centre counts it under 系统通知, opening it marks it read and the count drops.
 */
import { test, expect, type Locator } from '@playwright/test';
import { LIVE, bellOf, clearBell, sendSystemNotice, settled, signIn, spaced } from './helpers.ts';

// Two accounts sign in, one after the other, and wait on each other: more than the default minute.
test.setTimeout(180_000);

/** The unread count the message centre shows for a category ('未读 N'). */
async function unreadOf(centre: Locator, type: string): Promise<number> {
  const label = await centre.locator(`[data-category="${type}"] .ant-badge`).getAttribute('aria-label');
  return Number(/未读 (\d+)/.exec(label ?? '')?.[1] ?? NaN);
}

test('ops sends a system notice; user gets it live, reads it and the count drops', async ({ browser }) => {
  const content = `系统维护通知 ${Date.now()}：今晚 22:00 至 23:00 系统升级`;

  // user is signed in; opening the panel clears any dot the demo notices left.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  // The real-time channel opens after the page and then recomputes the dot from the database (§4): the dot is asked
  // once on mount and once the channel is open. Let both answer before clearing it.
  let dotAnswers = 0;
  user.on('response', (r) => {
    if (r.url().includes('/notification/getNotificationUnReadByUserId')) dotAnswers++;
  });
  await signIn(user, 'user');
  await expect.poll(() => dotAnswers, LIVE).toBeGreaterThanOrEqual(2);
  await clearBell(user);
  const bell = bellOf(user);

  // ops sends from the push page.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signIn(ops, 'ops');
  await sendSystemNotice(ops, content, '李明');
  await expect(ops.getByRole('cell', { name: content })).toBeVisible(LIVE);

  // The dot appears for user without a reload (the real-time channel).
  await expect(bell.locator('.ant-badge-dot')).toBeVisible(LIVE);

  // The panel lists it; 查看全部 opens the message centre.
  await bell.click();
  await expect(user.getByRole('list', { name: '最新消息' }).getByText(content)).toBeVisible(LIVE);
  await user.getByRole('button', { name: '查看全部' }).click();
  const centre = user.getByRole('dialog').filter({ has: user.getByRole('navigation', { name: '消息分类' }) });
  await expect(centre).toBeVisible();
  await centre.getByRole('menuitem', { name: /系统通知/ }).click();
  const row = centre.locator('.portal-message-centre__item').filter({ hasText: content });
  await expect(row).toBeVisible(LIVE);
  await expect(row.locator('.ant-badge-status')).toBeVisible();
  const before = await unreadOf(centre, 'system');
  expect(before).toBeGreaterThan(0);

  // Opening it marks it read: the count drops and the row loses its unread mark.
  await row.getByText(content).click();
  const detail = user.locator('.portal-notice-detail');
  await expect(detail.getByText(content)).toBeVisible();
  await settled(detail);
  await expect(detail.getByText('已读')).toBeVisible(LIVE);
  await detail
    .locator('.ant-modal-footer')
    .getByRole('button', { name: spaced('关闭') })
    .click();
  await expect.poll(() => unreadOf(centre, 'system'), LIVE).toBe(before - 1);
  await expect(row.locator('.ant-badge-status')).toHaveCount(0);

  await opsContext.close();
  await userContext.close();
});
