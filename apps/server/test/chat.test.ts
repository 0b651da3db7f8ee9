/**
 * Customer-service chat (issue 11) through the real server and the chat socket: the user's conversation queues, the
 * console sees it and exactly one service account takes it, messages travel both ways live, a resend is stored once,
 * non-members are refused, a reconnect replays what it missed, a user without a socket gets the type 15 notice, and
 * the messages are still there after a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE, WS_CLOSE, type ChatConversation } from '@portal/shared';
import { buildApp } from '../src/app.ts';
import { chatMessages } from '../src/db/schema/chat.ts';
import { notices } from '../src/db/schema/notices.ts';
import { SEED_CHAT_CLOSED_ID, SEED_CHAT_QUEUED_ID } from '../src/db/seed/chat.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { CHAT_NOTICE_TEXT } from '../src/modules/chat/conversations.ts';
import { call, callEnv, latestSms, login, startTestServer, type TestServer } from './helpers.ts';
import { chatPath, listen, open, ticketOf, until, type Client } from './realtime-helpers.ts';

const NOTICE_DELAY_MS = 300;
const SUPERADMIN_PHONE = '13800000001';
let s: TestServer;
let base: string;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer({
    RATE_LIMIT_LOGIN: '1000',
    CHAT_OFFLINE_NOTICE_MS: String(NOTICE_DELAY_MS),
    LOG_LEVEL: process.env.CHAT_TEST_LOG ?? 'silent',
  });
  base = await listen(s.app);
  // One login per account: a second one would replace the session and close its sockets.
  for (const account of ['user', 'user2', 'service', 'superadmin', 'entadmin']) {
    token[account] = await login(s.app, account);
  }
  // The super admin (every menu, so a second service console) passes the phone check first (§2.5).
  const sent = await callEnv(s.app, 'sendPhoneCode', {
    token: token.superadmin,
    body: { phone: SUPERADMIN_PHONE, tokenType: PHONE_CODE_TOKEN_TYPE },
  });
  const sms = await latestSms(s.app, SUPERADMIN_PHONE);
  const verified = await callEnv(s.app, 'verifyPhoneCode', {
    token: token.superadmin,
    body: { phone: SUPERADMIN_PHONE, code: sms!.code, bizId: sent.data[0].bizId },
  });
  expect(verified.code).toBe(RESPONSE_CODE.ok);
});
afterAll(async () => {
  await s?.close();
});

type Frame = Record<string, unknown> & { type: string };
const framesOf = (c: Client): Frame[] =>
  c.received.map((r) => {
    try {
      return JSON.parse(r) as Frame;
    } catch {
      return { type: 'TEXT', text: r };
    }
  });

/** Waits for a frame matching `pred` (frames arrive asynchronously: poll, no tight timeouts). */
async function frame(c: Client, pred: (f: Frame) => boolean, ms = 5000): Promise<Frame> {
  let found: Frame | undefined;
  await until(() => (found = framesOf(c).find(pred)) !== undefined, ms);
  if (!found) throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(c.received)}`);
  return found;
}
const ofType =
  (type: string, extra: Record<string, unknown> = {}) =>
  (f: Frame) =>
    f.type === type && Object.entries(extra).every(([k, v]) => f[k] === v);

async function chatSocket(account: string): Promise<Client> {
  const c = await open(base, chatPath(await ticketOf(s.app, token[account])));
  // Let the open handler decide whether it is a service account's before anything is pushed.
  await new Promise((r) => setTimeout(r, 50));
  return c;
}

let n = 0;
const clientMsgId = () => `msg-${Date.now().toString(36)}-${(n++).toString().padStart(4, '0')}`;

async function send(c: Client, conversationId: string, text: string, id = clientMsgId()) {
  c.send({ type: 'CHAT_SEND', clientMsgId: id, conversationId, text });
  const answer = await frame(c, (f) => (f.type === 'CHAT_ACK' || f.type === 'ERROR') && f.clientMsgId === id);
  return { id, answer };
}

/** The account starts a consultation (chatStart): its open one, or a draft that its first message queues. */
async function start(account: string, t = token[account]): Promise<ChatConversation> {
  const res = await callEnv(s.app, 'chatStart', { token: t, body: {} });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
}

/** The account starts a consultation and writes in it through a socket of its own (which queues a draft). */
async function ask(account: string, text: string, t = token[account]): Promise<ChatConversation> {
  const conv = await start(account, t);
  const c = await open(base, chatPath(await ticketOf(s.app, t)));
  expect((await send(c, conv.conversationId, text)).answer.type).toBe('CHAT_ACK');
  c.close();
  return conv;
}

async function queue(account = 'service') {
  const res = await callEnv(s.app, 'chatConversationPage', {
    token: token[account],
    query: { status: 'queued', pageSize: '100' },
  });
  return res;
}

const type15For = async (userId: string) =>
  s.database.db
    .select({ id: notices.id, content: notices.content, entId: notices.entId })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.noticeType, 15)));

let conv: ChatConversation;
let userSock: Client;
let serviceSock: Client;
let superSock: Client;

describe('opening and the queue', () => {
  it('chatStart starts one draft conversation in the session enterprise, however many calls race', async () => {
    const all = await Promise.all([start('user'), start('user'), start('user')]);
    conv = all[0];
    expect(new Set(all.map((c) => c.conversationId)).size).toBe(1);
    expect(conv).toMatchObject({
      status: 'draft',
      userId: USER.user,
      userName: '李明',
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      serviceUserId: null,
      unread: 0,
    });
    expect(conv.conversationId).not.toBe(SEED_CHAT_CLOSED_ID);
    expect((await start('user')).conversationId).toBe(conv.conversationId);
    const mine = await callEnv(s.app, 'chatMine', { token: token.user, body: {} });
    expect(mine.data.map((c) => c.conversationId)).toEqual([conv.conversationId]);
  });

  it('a user of several enterprises consults as the one in use: switching and opening closes the other', async () => {
    const t = await login(s.app, 's_partner');
    const first = await ask('s_partner', '铁路公司的问题', t);
    expect(first).toMatchObject({ entId: ENT.railway, status: 'draft' });
    expect((await callEnv(s.app, 'switchEnterprise', { token: t, body: { entId: ENT.daduhe } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    // The one open in the other enterprise is not the consultation of the enterprise in use.
    expect((await callEnv(s.app, 'chatMine', { token: t, body: {} })).data).toEqual([]);
    const second = await start('s_partner', t);
    expect(second).toMatchObject({ entId: ENT.daduhe, status: 'draft' });
    expect(second.conversationId).not.toBe(first.conversationId);
    const closed = await callEnv(s.app, 'chatMessages', { token: t, query: { conversationId: first.conversationId } });
    expect(closed.code).toBe(RESPONSE_CODE.ok);
    const page = await callEnv(s.app, 'chatConversationPage', {
      token: token.service,
      query: { status: 'closed', pageSize: '100' },
    });
    expect(page.data[0].records.find((r) => r.conversationId === first.conversationId)).toMatchObject({
      status: 'closed',
      entId: ENT.railway,
    });
    await callEnv(s.app, 'chatClose', { token: t, body: { conversationId: second.conversationId } });
  });

  it('the console queue lists every queued conversation, oldest first, with the user side unread', async () => {
    const res = await queue();
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const ids = res.data[0].records.map((r) => r.conversationId);
    expect(ids).toContain(SEED_CHAT_QUEUED_ID);
    expect(ids).not.toContain(conv.conversationId); // a draft: nothing written yet
    expect(res.data[0].records.find((r) => r.conversationId === SEED_CHAT_QUEUED_ID)).toMatchObject({
      userName: '吴刚',
      entName: '国能神东煤炭集团有限责任公司',
      unread: 1,
      lastMessage: '请问企业所得税季度预缴的申报期限是哪天？',
    });
    // Paged in SQL: a page of one holds one record and the full total.
    const one = await callEnv(s.app, 'chatConversationPage', {
      token: token.service,
      query: { status: 'queued', pageSize: '1', currentPage: '1' },
    });
    expect(one.data[0]).toMatchObject({ current: 1, size: 1, total: res.data[0].total });
    expect(one.data[0].records).toHaveLength(1);
  });

  it('a plain user has no console: listing and taking are refused', async () => {
    expect(
      (await callEnv(s.app, 'chatConversationPage', { token: token.user, query: { status: 'queued' } })).code,
    ).toBe(RESPONSE_CODE.forbidden);
    const take = await callEnv(s.app, 'chatTake', {
      token: token.user2,
      body: { conversationId: conv.conversationId },
    });
    expect(take.code).toBe(RESPONSE_CODE.forbidden);
  });
});

describe('messages live', () => {
  beforeAll(async () => {
    serviceSock = await chatSocket('service');
    superSock = await chatSocket('superadmin');
    userSock = await chatSocket('user');
  });

  it("the user's first message is acknowledged, echoed to the user, queues it, and reaches every service console", async () => {
    const { id, answer } = await send(userSock, conv.conversationId, '你好，请问发票如何导入？');
    expect(answer).toMatchObject({ type: 'CHAT_ACK', clientMsgId: id });
    const msgId = answer.id as string;
    const echo = await frame(userSock, ofType('CHAT_MESSAGE', { id: msgId }));
    expect(echo).toMatchObject({ clientMsgId: id, conversationId: conv.conversationId, sender: { userId: USER.user } });
    for (const c of [serviceSock, superSock]) {
      // The first message queued the draft: the consoles hear of the conversation, then its message.
      await frame(c, ofType('CHAT_CONVERSATION', { conversationId: conv.conversationId, status: 'queued' }));
      const m = await frame(c, ofType('CHAT_MESSAGE', { id: msgId }));
      expect(m).toMatchObject({ text: '你好，请问发票如何导入？', sender: { userId: USER.user, userName: '李明' } });
      expect(m).not.toHaveProperty('clientMsgId');
    }
  });

  it('of two service accounts taking one conversation at once, exactly one wins', async () => {
    const results = await Promise.all(
      ['service', 'superadmin'].map((a) =>
        callEnv(s.app, 'chatTake', { token: token[a], body: { conversationId: SEED_CHAT_QUEUED_ID } }),
      ),
    );
    const codes = results.map((r) => r.code).sort();
    expect(codes).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business].sort());
    expect(results.find((r) => r.code === RESPONSE_CODE.business)?.msg).toBe('该会话已被其他客服接入');
  });

  it('the service account takes the conversation; a second take is refused; the user hears who joined', async () => {
    const res = await callEnv(s.app, 'chatTake', {
      token: token.service,
      body: { conversationId: conv.conversationId },
    });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data[0]).toMatchObject({ status: 'active', serviceUserId: USER.service, serviceUserName: '陈静' });
    const again = await callEnv(s.app, 'chatTake', {
      token: token.superadmin,
      body: { conversationId: conv.conversationId },
    });
    expect(again).toMatchObject({ code: RESPONSE_CODE.business, msg: '该会话已被其他客服接入' });
    const joined = await frame(
      userSock,
      ofType('CHAT_CONVERSATION', { conversationId: conv.conversationId, status: 'active' }),
    );
    expect(joined).toMatchObject({ serviceUserId: USER.service, serviceUserName: '陈静' });
    await frame(superSock, ofType('CHAT_CONVERSATION', { conversationId: conv.conversationId, status: 'active' }));
  });

  it("the service account's answer reaches the user; other service accounts no longer see it", async () => {
    const { answer } = await send(serviceSock, conv.conversationId, '您好，请在发票管理中点击导入。');
    expect(answer.type).toBe('CHAT_ACK');
    const m = await frame(userSock, ofType('CHAT_MESSAGE', { id: answer.id }));
    expect(m).toMatchObject({
      sender: { userId: USER.service, userName: '陈静' },
      text: '您好，请在发票管理中点击导入。',
    });
    // A later frame that superadmin does get shows the answer was not pushed before it.
    const marker = await ask('entadmin', '企业管理员的问题');
    await frame(superSock, ofType('CHAT_CONVERSATION', { conversationId: marker.conversationId }));
    expect(framesOf(superSock).some((f) => f.type === 'CHAT_MESSAGE' && f.id === answer.id)).toBe(false);
  });

  it('a resend with the same clientMsgId is stored once and answered with the same acknowledgement', async () => {
    const first = await send(userSock, conv.conversationId, '补充：是进项发票。');
    userSock.send({
      type: 'CHAT_SEND',
      clientMsgId: first.id,
      conversationId: conv.conversationId,
      text: '补充：是进项发票。',
    });
    await until(() => framesOf(userSock).filter(ofType('CHAT_ACK', { clientMsgId: first.id })).length === 2);
    const acks = framesOf(userSock).filter(ofType('CHAT_ACK', { clientMsgId: first.id }));
    expect(acks.map((a) => a.id)).toEqual([first.answer.id, first.answer.id]);
    const stored = await s.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, USER.user), eq(chatMessages.clientMsgId, first.id)));
    expect(stored[0].n).toBe(1);
  });

  it('unread: the service side counts the user messages after its read id; reading clears it', async () => {
    const page = async () =>
      (
        await callEnv(s.app, 'chatConversationPage', {
          token: token.service,
          query: { status: 'active', mine: 'true' },
        })
      ).data[0].records.find((r) => r.conversationId === conv.conversationId);
    expect((await page())?.unread).toBe(1); // 补充 came after the answer
    const msgs = await callEnv(s.app, 'chatMessages', {
      token: token.service,
      query: { conversationId: conv.conversationId },
    });
    expect(msgs.code).toBe(RESPONSE_CODE.ok);
    expect((await page())?.unread).toBe(0);
  });

  it('history pages: the newest page first, each page oldest first; beforeId pages back', async () => {
    const q = (extra: Record<string, string>) =>
      callEnv(s.app, 'chatMessages', {
        token: token.user,
        query: { conversationId: conv.conversationId, ...extra },
      });
    const all = (await q({})).data;
    expect(all.map((m) => m.text)).toEqual([
      '你好，请问发票如何导入？',
      '您好，请在发票管理中点击导入。',
      '补充：是进项发票。',
    ]);
    expect(all.map((m) => m.fromService)).toEqual([false, true, false]);
    const newest = (await q({ limit: '2' })).data;
    expect(newest.map((m) => m.id)).toEqual([all[1].id, all[2].id]);
    const older = (await q({ limit: '2', beforeId: newest[0].id })).data;
    expect(older.map((m) => m.id)).toEqual([all[0].id]);
    // The seeded history of the same user is readable too.
    const history = (await q({ conversationId: SEED_CHAT_CLOSED_ID })).data;
    expect(history).toHaveLength(4);
  });
});

describe('non-members and bad input', () => {
  it("another enterprise's user cannot send into, read or close the conversation", async () => {
    const other = await chatSocket('user2');
    const { answer } = await send(other, conv.conversationId, '我不是这个会话的成员');
    expect(answer).toMatchObject({ type: 'ERROR', code: '404', msg: '会话不存在或无权访问' });
    const read = await callEnv(s.app, 'chatMessages', {
      token: token.user2,
      query: { conversationId: conv.conversationId },
    });
    expect(read).toMatchObject({ code: RESPONSE_CODE.notFound, data: [] });
    const close = await callEnv(s.app, 'chatClose', {
      token: token.user2,
      body: { conversationId: conv.conversationId },
    });
    expect(close.code).toBe(RESPONSE_CODE.notFound);
    other.close();
  });

  it('a service account that did not take it cannot send into or read it; any may read a queued one', async () => {
    const { answer } = await send(superSock, conv.conversationId, '插话');
    expect(answer).toMatchObject({ type: 'ERROR', code: '404' });
    const read = await callEnv(s.app, 'chatMessages', {
      token: token.superadmin,
      query: { conversationId: conv.conversationId },
    });
    expect(read.code).toBe(RESPONSE_CODE.notFound);
    const queued = await start('entadmin');
    expect(queued.status).toBe('queued');
    const peek = await callEnv(s.app, 'chatMessages', {
      token: token.superadmin,
      query: { conversationId: queued.conversationId },
    });
    expect(peek.code).toBe(RESPONSE_CODE.ok);
    // …but may not answer it before taking it.
    const early = await send(serviceSock, queued.conversationId, '您好');
    expect(early.answer).toMatchObject({ type: 'ERROR', code: '403', msg: '请先接入该会话再回复' });
  });

  it('a malformed or unknown conversation id, or blank text: refused for good with the clientMsgId', async () => {
    expect((await send(userSock, 'abc', '你好')).answer).toMatchObject({ type: 'ERROR', code: '404' });
    expect((await send(userSock, '999999999999999999', '你好')).answer).toMatchObject({ type: 'ERROR', code: '404' });
    expect((await send(userSock, conv.conversationId, '   ')).answer).toMatchObject({
      type: 'ERROR',
      code: '400',
      msg: '消息内容不能为空',
    });
  });

  it.each([
    ['empty text', { text: '' }],
    ['text over 2000 characters', { text: '长'.repeat(2001) }],
    ['a NUL in the text', { text: 'a\u0000b' }],
    ['a malformed clientMsgId', { clientMsgId: 'no spaces allowed' }],
  ])('%s: the frame is refused and the socket closed (1007); nothing stored', async (_, patch) => {
    const c = await chatSocket('user');
    const before = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages);
    c.send({ type: 'CHAT_SEND', clientMsgId: clientMsgId(), conversationId: conv.conversationId, text: 'x', ...patch });
    expect((await c.closedWithin()).code).toBe(WS_CLOSE.invalidPayload);
    const after = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages);
    expect(after[0].n).toBe(before[0].n);
  });

  it('the calls: no token, malformed ids and missing fields are refused', async () => {
    expect((await call(s.app, 'chatMine', { body: {} })).json()).toMatchObject({ code: RESPONSE_CODE.tokenInvalid });
    const bad = await call(s.app, 'chatMessages', { token: token.user, query: { conversationId: 'abc' } });
    expect(bad.statusCode).toBe(400);
    const noId = await call(s.app, 'chatTake', { token: token.service, body: {} });
    expect(noId.statusCode).toBe(400);
    const tooMany = await call(s.app, 'chatMessages', {
      token: token.user,
      query: { conversationId: conv.conversationId, limit: '101' },
    });
    expect(tooMany.statusCode).toBe(400);
    const huge = await call(s.app, 'chatMessages', {
      token: token.user,
      query: { conversationId: conv.conversationId, beforeId: '99999999999999999999999' },
    });
    expect(huge.statusCode).toBe(400);
    const missing = await callEnv(s.app, 'chatTake', { token: token.service, body: { conversationId: '123' } });
    expect(missing.code).toBe(RESPONSE_CODE.notFound);
  });
});

describe('offline: the notice, and RESUME', () => {
  it('a reply to a user online makes no notice', async () => {
    const before = (await type15For(USER.user)).length;
    const { answer } = await send(serviceSock, conv.conversationId, '在线时的回复');
    await frame(userSock, ofType('CHAT_MESSAGE', { id: answer.id }));
    await new Promise((r) => setTimeout(r, NOTICE_DELAY_MS * 4));
    expect((await type15For(USER.user)).length).toBe(before);
  });

  it('a user without a socket gets one type 15 notice; RESUME replays what they missed, ascending, none twice', async () => {
    const lastSeen = framesOf(userSock)
      .filter((f) => f.type === 'CHAT_MESSAGE')
      .map((f) => f.id as string)
      .at(-1)!;
    userSock.close();
    await userSock.closed;
    await until(() => s.app.deps.realtime.size(USER.user) === 0);
    const before = (await type15For(USER.user)).length;
    const missed: string[] = [];
    for (const text of ['离线回复一', '离线回复二'])
      missed.push((await send(serviceSock, conv.conversationId, text)).answer.id as string);
    let after: Awaited<ReturnType<typeof type15For>> = [];
    const end = Date.now() + 10_000;
    while (Date.now() < end && after.length === before) {
      await new Promise((r) => setTimeout(r, 100));
      after = await type15For(USER.user);
    }
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ content: CHAT_NOTICE_TEXT, entId: ENT.sales });
    // Still away: a further reply makes no second notice.
    await send(serviceSock, conv.conversationId, '离线回复三').then((r) => missed.push(r.answer.id as string));
    await new Promise((r) => setTimeout(r, NOTICE_DELAY_MS * 4));
    expect((await type15For(USER.user)).length).toBe(before + 1);

    userSock = await chatSocket('user');
    userSock.send({ type: 'RESUME', lastId: lastSeen });
    await frame(userSock, ofType('CHAT_MESSAGE', { id: missed.at(-1) }));
    await new Promise((r) => setTimeout(r, 100));
    const replayed = framesOf(userSock)
      .filter((f) => f.type === 'CHAT_MESSAGE')
      .map((f) => f.id as string);
    expect(replayed).toEqual(missed);
    expect(framesOf(userSock).find(ofType('CHAT_MESSAGE', { id: missed[0] }))).toMatchObject({
      text: '离线回复一',
      sender: { userId: USER.service },
    });
    // A RESUME from the newest id replays nothing.
    userSock.send({ type: 'RESUME', lastId: missed.at(-1)! });
    userSock.send({ type: 'HEARTBEAT' });
    await frame(userSock, ofType('HEARTBEAT'));
    expect(framesOf(userSock).filter((f) => f.type === 'CHAT_MESSAGE')).toHaveLength(missed.length);
  });

  it("RESUME replays the user's own messages with their clientMsgId", async () => {
    const c = await chatSocket('user');
    c.send({ type: 'RESUME', lastId: '0' });
    const own = await frame(c, (f) => f.type === 'CHAT_MESSAGE' && f.conversationId === SEED_CHAT_CLOSED_ID);
    expect(own).toMatchObject({ id: '1', clientMsgId: 'seed-msg-0001', sender: { userId: USER.user } });
    c.close();
  });
});

describe('closing, and a restart', () => {
  it('the user closes; the console hears it; a send afterwards is refused; chatStart starts a new one', async () => {
    const res = await callEnv(s.app, 'chatClose', { token: token.user, body: { conversationId: conv.conversationId } });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    await frame(serviceSock, ofType('CHAT_CONVERSATION', { conversationId: conv.conversationId, status: 'closed' }));
    const { answer } = await send(serviceSock, conv.conversationId, '还在吗？');
    expect(answer).toMatchObject({ type: 'ERROR', code: '409', msg: '该会话已结束' });
    const again = await callEnv(s.app, 'chatClose', {
      token: token.service,
      body: { conversationId: conv.conversationId },
    });
    expect(again).toMatchObject({ code: RESPONSE_CODE.business, msg: '该会话已结束' });
    expect((await callEnv(s.app, 'chatMine', { token: token.user, body: {} })).data).toEqual([]);
    expect((await start('user')).conversationId).not.toBe(conv.conversationId);
    const closed = await callEnv(s.app, 'chatConversationPage', {
      token: token.service,
      query: { status: 'closed', mine: 'true' },
    });
    expect(closed.data[0].records.map((r) => r.conversationId)).toContain(conv.conversationId);
  });

  it('messages survive a restart of the server on the same database; ids keep growing', async () => {
    for (const c of [userSock, serviceSock, superSock]) c.close();
    const database = await s.reopen();
    const app = await buildApp({ config: s.config, database });
    try {
      await app.ready();
      const t = await login(app, 'user');
      const res = await callEnv(app, 'chatMessages', { token: t, query: { conversationId: conv.conversationId } });
      expect(res.data.map((m) => m.text)).toContain('离线回复三');
      const newest = Math.max(...res.data.map((m) => Number(m.id)));
      const base2 = await listen(app);
      const open2 = await callEnv(app, 'chatStart', { token: t, body: {} });
      const ticket = (await callEnv(app, 'wsTicket', { token: t })).data[0].ticket;
      const c = await open(base2, chatPath(ticket));
      const id = clientMsgId();
      c.send({
        type: 'CHAT_SEND',
        clientMsgId: id,
        conversationId: open2.data[0].conversationId,
        text: '重启后的消息',
      });
      const ack = await frame(c, ofType('CHAT_ACK', { clientMsgId: id }));
      expect(Number(ack.id)).toBeGreaterThan(newest);
      c.close();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
