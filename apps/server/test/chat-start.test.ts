/**
 * A consultation is queued by its first message (§2.4 chat sphere): opening the sphere or the consultation page
 * (chatMine) and connecting the chat socket create nothing; chatStart gives the user a draft that service neither
 * lists, reads nor takes; the first message queues it. The user's past consultations (chatHistory) are theirs only,
 * closed ones, newest first, paged in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { RESPONSE_CODE, type ChatConversation } from '@portal/shared';
import { chatConversations } from '../src/db/schema/chat.ts';
import { SEED_CHAT_CLOSED_ID } from '../src/db/seed/chat.ts';
import { USER } from '../src/db/seed/ids.ts';
import { callEnv, login, startTestServer, type TestServer } from './helpers.ts';
import { chatPath, listen, open, ticketOf, until, type Client } from './realtime-helpers.ts';

let s: TestServer;
let base: string;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_LOGIN: '1000', LOG_LEVEL: 'silent' });
  base = await listen(s.app);
  for (const account of ['user', 'service', 'user2']) token[account] = await login(s.app, account);
});
afterAll(async () => {
  await s?.close();
});

type Frame = Record<string, unknown> & { type: string };
const framesOf = (c: Client): Frame[] => c.received.flatMap((r) => (r.startsWith('{') ? [JSON.parse(r) as Frame] : []));
async function frame(c: Client, pred: (f: Frame) => boolean): Promise<Frame> {
  let found: Frame | undefined;
  await until(() => (found = framesOf(c).find(pred)) !== undefined, 8000);
  if (!found) throw new Error(`no matching frame: ${JSON.stringify(c.received)}`);
  return found;
}
const socketOf = async (account: string) => open(base, chatPath(await ticketOf(s.app, token[account])));

/** Every conversation of the user that is not closed (the queue would hold them). */
const openRows = (userId: string) =>
  s.database.db
    .select({ id: chatConversations.id, status: chatConversations.status })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), ne(chatConversations.status, 'closed')));

const queueIds = async () =>
  (
    await callEnv(s.app, 'chatConversationPage', {
      token: token.service,
      query: { status: 'queued', pageSize: '100' },
    })
  ).data[0].records.map((r) => r.conversationId);

describe('a consultation is queued by its first message', () => {
  let draft: ChatConversation;

  it('opening (chatMine) and connecting create nothing: not for a user, not for a service account', async () => {
    const before = await queueIds();
    const userSock = await socketOf('user');
    const serviceSock = await socketOf('service');
    for (const account of ['user', 'service']) {
      const mine = await callEnv(s.app, 'chatMine', { token: token[account], body: {} });
      expect(mine).toMatchObject({ code: RESPONSE_CODE.ok, data: [] });
    }
    expect(await openRows(USER.user)).toEqual([]);
    expect(await openRows(USER.service)).toEqual([]);
    expect(await queueIds()).toEqual(before);
    userSock.close();
    serviceSock.close();
  });

  it('chatStart gives a draft that service neither lists, reads, takes nor hears of', async () => {
    const serviceSock = await socketOf('service');
    draft = (await callEnv(s.app, 'chatStart', { token: token.user, body: {} })).data[0];
    expect(draft).toMatchObject({ status: 'draft', userId: USER.user, lastMessage: null });
    expect((await callEnv(s.app, 'chatMine', { token: token.user, body: {} })).data[0]?.conversationId).toBe(
      draft.conversationId,
    );
    expect(await queueIds()).not.toContain(draft.conversationId);
    const body = { conversationId: draft.conversationId };
    expect((await callEnv(s.app, 'chatTake', { token: token.service, body })).code).toBe(RESPONSE_CODE.notFound);
    const peek = await callEnv(s.app, 'chatMessages', { token: token.service, query: body });
    expect(peek.code).toBe(RESPONSE_CODE.notFound);
    // Nothing to end yet; the draft stays the user's.
    expect((await callEnv(s.app, 'chatClose', { token: token.user, body })).code).toBe(RESPONSE_CODE.notFound);
    serviceSock.send({ type: 'HEARTBEAT' });
    await frame(serviceSock, (f) => f.type === 'HEARTBEAT');
    expect(framesOf(serviceSock).some((f) => f.conversationId === draft.conversationId)).toBe(false);
    serviceSock.close();
  });

  it('the first message queues it: the console hears of it and lists it', async () => {
    const serviceSock = await socketOf('service');
    const userSock = await socketOf('user');
    await new Promise((r) => setTimeout(r, 50)); // the open handler has decided the console socket is service's
    userSock.send({ type: 'CHAT_SEND', clientMsgId: 'first-0001', conversationId: draft.conversationId, text: '你好' });
    await frame(userSock, (f) => f.type === 'CHAT_ACK' && f.clientMsgId === 'first-0001');
    const heard = await frame(serviceSock, (f) => f.type === 'CHAT_CONVERSATION');
    expect(heard).toMatchObject({ conversationId: draft.conversationId, status: 'queued' });
    await frame(userSock, (f) => f.type === 'CHAT_CONVERSATION' && f.status === 'queued');
    expect(await queueIds()).toContain(draft.conversationId);
    const mine = (await callEnv(s.app, 'chatMine', { token: token.user, body: {} })).data[0];
    expect(mine).toMatchObject({ conversationId: draft.conversationId, status: 'queued', lastMessage: '你好' });
    userSock.close();
    serviceSock.close();
  });
});

describe("the user's past consultations (chatHistory)", () => {
  it("lists the caller's closed consultations only, newest first, paged in SQL; each stays readable", async () => {
    const mine = (await callEnv(s.app, 'chatMine', { token: token.user, body: {} })).data[0];
    expect((await callEnv(s.app, 'chatClose', { token: token.user, body: mine })).code).toBe(RESPONSE_CODE.ok);
    const res = await callEnv(s.app, 'chatHistory', { token: token.user, query: { pageSize: '10' } });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const page = res.data[0];
    expect(page.records.map((r) => r.conversationId)).toEqual([mine.conversationId, SEED_CHAT_CLOSED_ID]);
    expect(page.records.every((r) => r.userId === USER.user && r.status === 'closed')).toBe(true);
    expect(page.records[1]).toMatchObject({ serviceUserName: '陈静' });
    const one = await callEnv(s.app, 'chatHistory', { token: token.user, query: { pageSize: '1', currentPage: '2' } });
    expect(one.data[0]).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(one.data[0].records.map((r) => r.conversationId)).toEqual([SEED_CHAT_CLOSED_ID]);
    const read = await callEnv(s.app, 'chatMessages', {
      token: token.user,
      query: { conversationId: SEED_CHAT_CLOSED_ID },
    });
    expect(read.data).toHaveLength(4);
    // Another user sees none of them (吴刚's only conversation is queued, not past).
    const other = await callEnv(s.app, 'chatHistory', { token: token.user2, query: {} });
    expect(other.data[0]).toMatchObject({ total: 0, records: [] });
    // After it ended, nothing is open: the user starts a new one explicitly.
    expect((await callEnv(s.app, 'chatMine', { token: token.user, body: {} })).data).toEqual([]);
  });

  it('no session, no history', async () => {
    const res = await callEnv(s.app, 'chatHistory', { query: {} });
    expect(res.code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});
