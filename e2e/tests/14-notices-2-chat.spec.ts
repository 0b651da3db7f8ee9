/**
 * Journey 14-2, online consultation (§2.4 chat, §4 chat websocket): `user` starts a consultation on
 * /userCenter/onlineConsultation (发起咨询) and asks, `service` takes the conversation in the console
 * (/Base/service-support/online) and answers; the answer and 客服已接入 reach `user` live.
 */
import { test, expect } from '@playwright/test';
import { signIn, takeConsultation } from './helpers.ts';

const LIVE = { timeout: 30_000 };

// Two accounts sign in, one after the other, and wait on each other: more than the default minute.
test.setTimeout(180_000);

test('user asks, service takes the conversation and answers, user sees the answer', async ({ browser }) => {
  const question = `请问如何开通电子发票服务？(${Date.now()})`;
  const answer = `您好，请在产品开通页面申请 (${Date.now()})`;

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, 'user');
  await user.goto('/userCenter/onlineConsultation');
  const chat = user.locator('.portal-chat-page');
  // Nothing is started by opening the page: the user starts the consultation, and its first message queues it.
  const start = chat.getByRole('button', { name: /发起咨询/ });
  await expect(start.or(chat.getByText(/排队中|客服已接入/))).toBeVisible(LIVE);
  if (await start.isVisible()) await start.click();
  await expect(chat.getByText(/发送后为您接入客服|排队中|客服已接入/)).toBeVisible(LIVE);
  const box = chat.getByLabel('消息内容');
  await expect(box).toHaveAttribute('placeholder', /Enter 发送/, LIVE);
  await box.fill(question);
  await chat.getByRole('button', { name: /发\s*送/ }).click();
  await expect(chat.getByRole('log').getByText(question)).toBeVisible(LIVE);
  await expect(chat.getByText('发送中…')).toHaveCount(0, LIVE);
  // One's own message carries one's name at once (not 用户), and the first message queued the consultation.
  await expect(chat.locator('.portal-chat__row--mine .portal-chat__meta').last()).toHaveText(/^李明 ·/);
  await expect(chat.getByText(/排队中|客服已接入/)).toBeVisible(LIVE);

  const serviceContext = await browser.newContext();
  const service = await serviceContext.newPage();
  await signIn(service, 'service');
  await service.goto('/Base/service-support/online');
  // Service staff answer in the console: they have no customer sphere.
  await expect(service.getByTestId('chat-sphere')).toHaveCount(0);
  const main = await takeConsultation(service, '李明', question);
  const reply = main.getByLabel('消息内容');
  await expect(reply).toHaveAttribute('placeholder', /Enter 发送/, LIVE);
  await reply.fill(answer);
  await main.getByRole('button', { name: /发\s*送/ }).click();
  await expect(main.getByRole('log').getByText(answer)).toBeVisible(LIVE);

  // Live for user: the answer and the status.
  await expect(chat.getByRole('log').getByText(answer)).toBeVisible(LIVE);
  await expect(chat.getByText(/客服已接入/)).toBeVisible(LIVE);

  await serviceContext.close();
  await userContext.close();
});
