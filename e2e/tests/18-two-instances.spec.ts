/**
 * Journey 18, two instances (ARCHITECTURE: any number of instances on one PostgreSQL database, the bus between them):
 * two portal servers on a fresh database behind a local reverse proxy that sends each HTTP request and each websocket
 * to the next instance in turn. The browser sees one portal: a sign-in answered by one instance holds on the other;
 * a system notice sent through instance B lights the bell of a user whose socket is on A (§2.4 bell, §4 real-time
 * channel); chat messages cross between a user's socket on A and the service console's on B (§4 Chat websocket);
 * a second login (§4 one live session per account) and a logout end the old session on both instances and close its
 * sockets wherever they are.
 *
 * Round-robin alone would leave the decisive hops to chance (a notice sent through the instance that holds the
 * receiver's socket never crosses), so the journey pins them: the receivers' websockets, the sending call, the
 * second login. Everything else goes round-robin, and the proxy's record shows both instances served page calls and
 * held sockets. Runs only where PostgreSQL answers (TEST_DATABASE_URL, default postgres://127.0.0.1:5432/test).
 */
import { test, expect, type Browser, type Page } from '@playwright/test';
import { HTTP_STATUS_MESSAGES, LOGOUT_CONFIRM } from '@portal/shared';
import {
  LIVE,
  bellOf,
  clearBell,
  consult,
  header,
  sendSystemNotice,
  settled,
  signIn,
  signInThroughForm,
  spaced,
  takeConsultation,
  toast,
  tokenCookie,
} from './helpers.ts';
import { postgresMissing, startTwoInstances, UA_TAG, type Served, type TwoInstances } from '../lib/two-instances.ts';

const PROXY_PORT = 8280;
const INSTANCE_PORTS: [number, number] = [8281, 8282];
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
const [A, B] = [0, 1];

test.use({ baseURL: PROXY_URL });
// Three accounts sign in one after the other and wait on each other's live frames.
test.setTimeout(240_000);

let two: TwoInstances;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from its first argument's pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const missing = await postgresMissing();
  test.skip(missing !== null, missing ?? '');
  two = await startTwoInstances({ proxy: PROXY_PORT, instances: INSTANCE_PORTS });
});

test.afterAll(async () => {
  await two?.stop();
});

/** A browser context whose requests the proxy knows by `tag` (the end of its User-Agent). */
async function taggedPage(browser: Browser, tag: string): Promise<Page> {
  const userAgent =
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} ` +
    `Safari/537.36 ${UA_TAG}${tag}`;
  const context = await browser.newContext({ baseURL: PROXY_URL, userAgent });
  return context.newPage();
}

const served = () => two.proxy.served;
const sockets = (tag: string, path = /./) =>
  served().filter((e) => e.kind === 'ws' && e.tag === tag && path.test(e.path));
const live = (tag: string, path?: RegExp) => sockets(tag, path).filter((e) => e.open && e.status === 101);
const instancesOf = (entries: Served[]) => [...new Set(entries.map((e) => e.instance))].sort();

/** What an instance answers, asked directly (not through the proxy), to the signed-in user info with `token`. */
async function userInfoAt(instance: number, token: string): Promise<{ status: number; code: string }> {
  const res = await fetch(`${two.instances[instance].url}/japi/api/user/user/getUserInfo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: string };
  return { status: res.status, code: body.code };
}

test('two instances behind a proxy are one portal: sessions, notices and chat cross between them', async ({
  browser,
}) => {
  const content = `双实例系统通知 ${Date.now()}`;
  const question = `请问双实例下如何开通电子发票？(${Date.now()})`;
  const answer = `您好，请在产品开通页面申请 (${Date.now()})`;
  const followUp = `好的，谢谢 (${Date.now()})`;

  // The user's (李明) websockets are held by A; the operator and the service console hold theirs on B.
  two.proxy.pin({ tag: 'user', kind: 'ws', instance: A });
  two.proxy.pin({ tag: 'ops', kind: 'ws', instance: B });
  two.proxy.pin({ tag: 'service', kind: 'ws', instance: B });
  const user = await taggedPage(browser, 'user');
  let again: Page;

  await test.step('a sign-in answered by one instance holds on both', async () => {
    let dotAnswers = 0;
    user.on('response', (r) => {
      if (r.url().includes('/notification/getNotificationUnReadByUserId')) dotAnswers++;
    });
    await signIn(user, 'user');
    await expect(header(user).getByRole('button', { name: '退出登录' })).toBeVisible();
    const login = served().find((e) => e.tag === 'user' && e.path.endsWith('/authentication/userLoginEcology'));
    expect(login?.code).toBe('200');
    // The workbench's calls after it (user info, roles, menus, the dot, the socket tickets) went round-robin: each
    // instance answered some of them with success, none refused the session.
    const after = () => served().filter((e) => e.tag === 'user' && e.kind === 'http' && e.id > login!.id && e.code);
    await expect.poll(() => instancesOf(after().filter((e) => e.code === '200')), LIVE).toEqual([A, B]);
    expect(after().filter((e) => e.code !== '200')).toEqual([]);
    // And asked of each directly: the session the login stored is honoured by both.
    const token = (await tokenCookie(user.context()))!.value;
    expect(await userInfoAt(A, token)).toEqual({ status: 200, code: '200' });
    expect(await userInfoAt(B, token)).toEqual({ status: 200, code: '200' });
    // The user's message channel is open on A. Its dot is asked on mount and once the channel is open (§4): let both
    // answer, then open and close the bell's panel, which clears a dot the demo notices left.
    await expect.poll(() => instancesOf(live('user')), LIVE).toEqual([A]);
    await expect.poll(() => dotAnswers, LIVE).toBeGreaterThanOrEqual(2);
    await clearBell(user);
  });

  await test.step('a notice sent through B reaches the user on A live', async () => {
    const ops = await taggedPage(browser, 'ops');
    two.proxy.pin({ tag: 'ops', kind: 'http', path: /\/notification\/sendNotification$/, instance: B });
    await signIn(ops, 'ops');
    await sendSystemNotice(ops, content, '李明');
    const sent = served().filter((e) => e.tag === 'ops' && e.path.endsWith('/notification/sendNotification'));
    expect(sent.map((e) => [e.instance, e.code])).toEqual([[B, '200']]);
    // Stored through B, heard by A on the bus, pushed to the user's socket on A: the dot and the panel, no reload.
    const bell = bellOf(user);
    await expect(bell.locator('.ant-badge-dot')).toBeVisible(LIVE);
    await bell.click();
    await expect(user.getByRole('list', { name: '最新消息' }).getByText(content)).toBeVisible(LIVE);
    await bell.click();
    // The notice's frame reached the page through a socket held by A.
    const carried = sockets('user').filter((e) => e.texts!.some((t) => t.includes('"NOTICE"') && t.includes(content)));
    expect(instancesOf(carried)).toEqual([A]);
    expect(instancesOf(live('user'))).toEqual([A]);
    await ops.context().close();
  });

  await test.step('chat messages cross between the user on A and the service console on B', async () => {
    await user.goto('/userCenter/onlineConsultation');
    const chat = user.locator('.portal-chat-page');
    await consult(chat, question);
    await expect.poll(() => instancesOf(live('user', /\/online\/websocket$/)), LIVE).toEqual([A]);

    const service = await taggedPage(browser, 'service');
    await signIn(service, 'service');
    await service.goto('/Base/service-support/online');
    const main = await takeConsultation(service, '李明', question);
    await expect.poll(() => instancesOf(live('service', /\/online\/websocket$/)), LIVE).toEqual([B]);
    const reply = main.getByLabel('消息内容');
    await expect(reply).toHaveAttribute('placeholder', /Enter 发送/, LIVE);
    await reply.fill(answer);
    await main.getByRole('button', { name: /发\s*送/ }).click();
    // B's socket → bus → A's socket: the answer and 客服已接入 for the user, live.
    await expect(chat.getByRole('log').getByText(answer)).toBeVisible(LIVE);
    await expect(chat.getByText(/客服已接入/)).toBeVisible(LIVE);
    // And back: the user's next message (A) appears in the console (B) without a reload.
    await chat.getByLabel('消息内容').fill(followUp);
    await chat.getByRole('button', { name: /发\s*送/ }).click();
    await expect(main.getByRole('log').getByText(followUp)).toBeVisible(LIVE);
    // Each message's frame reached the other side through the other instance's socket.
    const carrying = (tag: string, text: string) =>
      instancesOf(sockets(tag, /\/online\/websocket$/).filter((e) => e.texts!.some((t) => t.includes(text))));
    expect(carrying('user', answer)).toEqual([A]);
    expect(carrying('service', followUp)).toEqual([B]);
    await service.context().close();
  });

  await test.step('a second login through B replaces the session on both instances and closes its sockets on A', async () => {
    const old = (await tokenCookie(user.context()))!.value;
    // While it is live, both instances honour it (so the refusals below are the replacement's doing).
    expect(await userInfoAt(A, old)).toEqual({ status: 200, code: '200' });
    expect(await userInfoAt(B, old)).toEqual({ status: 200, code: '200' });
    const oldSockets = live('user');
    expect(instancesOf(oldSockets)).toEqual([A]);

    again = await taggedPage(browser, 'user-again');
    two.proxy.pin({ tag: 'user-again', kind: 'http', path: /\/authentication\/userLoginEcology$/, instance: B });
    await signInThroughForm(again, 'user');
    expect(
      served()
        .filter((e) => e.tag === 'user-again' && e.path.endsWith('/userLoginEcology'))
        .map((e) => e.instance),
    ).toEqual([B]);
    // The login on B closes the old session's sockets held by A, with §4's code for a replaced session.
    await expect
      .poll(() => oldSockets.map((e) => [e.open, e.closeCode]), LIVE)
      .toEqual(oldSockets.map(() => [false, 4002]));
    expect(await userInfoAt(A, old)).toEqual({ status: 401, code: '401' });
    expect(await userInfoAt(B, old)).toEqual({ status: 401, code: '401' });
    // The old page's next call is refused and it is logged out (§8.2), whichever instance answers.
    await user.reload();
    await expect(toast(user, HTTP_STATUS_MESSAGES[401])).toBeVisible(LIVE);
    await expect(user).toHaveURL(/\/finance\/home$/, LIVE);
    await user.context().close();
  });

  await test.step('a logout through one instance ends the session on both', async () => {
    const token = (await tokenCookie(again.context()))!.value;
    await expect.poll(() => live('user-again').length, LIVE).toBeGreaterThan(0);
    const itsSockets = live('user-again');
    expect(await userInfoAt(A, token)).toEqual({ status: 200, code: '200' });
    expect(await userInfoAt(B, token)).toEqual({ status: 200, code: '200' });
    await header(again).getByRole('button', { name: '退出登录' }).click();
    const confirm = again.getByRole('dialog', { name: '提示信息' }).filter({ hasText: LOGOUT_CONFIRM });
    await expect(confirm).toBeVisible();
    await settled(confirm);
    await confirm.getByRole('button', { name: spaced('确定') }).click();
    await expect(again).toHaveURL(/\/finance\/home$/, LIVE);
    const logout = served().filter((e) => e.tag === 'user-again' && e.path.endsWith('/authentication/logout'));
    expect(logout.map((e) => e.code)).toEqual(['200']);
    // Refused by both (code 9999: no such session), and its sockets closed wherever round-robin put them.
    expect((await userInfoAt(A, token)).code).toBe('9999');
    expect((await userInfoAt(B, token)).code).toBe('9999');
    await expect.poll(() => itsSockets.every((e) => !e.open), LIVE).toBe(true);
    await again.context().close();
  });

  // Over the journey both instances answered page calls and held websockets.
  const ok = served().filter((e) => e.kind === 'http' && e.path.startsWith('/japi/api/') && e.code === '200');
  expect(instancesOf(ok)).toEqual([A, B]);
  expect(instancesOf(served().filter((e) => e.kind === 'ws' && e.status === 101))).toEqual([A, B]);
});
