/**
 * The chat across two instances on one PostgreSQL database (runs with DATABASE_URL; PGlite is one instance by
 * design): a message sent through instance A reaches the service console connected to instance B and the answer
 * comes back, a RESUME on B replays what was stored through A, and two service accounts taking one conversation at
 * once through different instances: exactly one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE } from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import { callEnv, latestSms, login } from './helpers.ts';
import { multiInstanceUrl, startInstances, type Instances } from './multi-instance-helpers.ts';
import { chatPath, open, ticketOf, until, type Client } from './realtime-helpers.ts';

let instances: Instances;

type Frame = Record<string, unknown> & { type: string };
const framesOf = (c: Client): Frame[] => c.received.flatMap((r) => (r.startsWith('{') ? [JSON.parse(r) as Frame] : []));
async function frame(c: Client, pred: (f: Frame) => boolean, ms = 8000): Promise<Frame> {
  let found: Frame | undefined;
  await until(() => (found = framesOf(c).find(pred)) !== undefined, ms);
  if (!found) throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(c.received)}`);
  return found;
}

describe.skipIf(!multiInstanceUrl)('the chat across two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    instances = await startInstances(2, {
      schemaPrefix: 't_chat',
      env: { LOG_LEVEL: process.env.CHAT_TEST_LOG ?? 'silent', DEV_SMS_OUTBOX: 'on' },
    });
  });

  afterAll(async () => {
    await instances?.close();
  });

  it('a message sent to A reaches the console on B; the answer sent to B reaches the user on A', async () => {
    const [a, b] = instances;
    const user = await login(a.app, 'user');
    const service = await login(b.app, 'service');
    const console_ = await open(b.base, chatPath(await ticketOf(b.app, service)));
    const userSock = await open(a.base, chatPath(await ticketOf(a.app, user)));
    await new Promise((r) => setTimeout(r, 100)); // the console's open handler has decided it is a service account's

    // A started consultation reaches the queue with its first message.
    const conv = (await callEnv(a.app, 'chatStart', { token: user, body: {} })).data[0];
    userSock.send({
      type: 'CHAT_SEND',
      clientMsgId: 'multi-0001',
      conversationId: conv.conversationId,
      text: '跨实例',
    });
    const ack = await frame(userSock, (f) => f.type === 'CHAT_ACK' && f.clientMsgId === 'multi-0001');
    await frame(
      console_,
      (f) => f.type === 'CHAT_CONVERSATION' && f.conversationId === conv.conversationId && f.status === 'queued',
    );
    const got = await frame(console_, (f) => f.type === 'CHAT_MESSAGE' && f.id === ack.id);
    expect(got).toMatchObject({ text: '跨实例', sender: { userId: USER.user, userName: '李明' } });

    expect(
      (await callEnv(b.app, 'chatTake', { token: service, body: { conversationId: conv.conversationId } })).code,
    ).toBe(RESPONSE_CODE.ok);
    await frame(userSock, (f) => f.type === 'CHAT_CONVERSATION' && f.status === 'active');
    console_.send({
      type: 'CHAT_SEND',
      clientMsgId: 'multi-0002',
      conversationId: conv.conversationId,
      text: '已收到',
    });
    const ack2 = await frame(console_, (f) => f.type === 'CHAT_ACK' && f.clientMsgId === 'multi-0002');
    expect(await frame(userSock, (f) => f.type === 'CHAT_MESSAGE' && f.id === ack2.id)).toMatchObject({
      text: '已收到',
      sender: { userId: USER.service },
    });

    // A second socket of the user, on B, resumes from before both messages: both, in order.
    const late = await open(b.base, chatPath(await ticketOf(b.app, user)));
    late.send({ type: 'RESUME', lastId: String(Number(ack.id) - 1) });
    await frame(late, (f) => f.type === 'CHAT_MESSAGE' && f.id === ack2.id);
    expect(framesOf(late).map((f) => f.id)).toEqual([ack.id, ack2.id]);
    for (const c of [console_, userSock, late]) c.close();
  });

  it('two service accounts taking one conversation through different instances: exactly one wins', async () => {
    const [a, b] = instances;
    const user2 = await login(a.app, 'user2');
    const conv = (await callEnv(a.app, 'chatMine', { token: user2, body: {} })).data[0];
    const service = await login(a.app, 'service');
    const admin = await login(b.app, 'superadmin');
    const sent = await callEnv(b.app, 'sendPhoneCode', {
      token: admin,
      body: { phone: '13800000001', tokenType: PHONE_CODE_TOKEN_TYPE },
    });
    const sms = await latestSms(b.app, '13800000001');
    await callEnv(b.app, 'verifyPhoneCode', {
      token: admin,
      body: { phone: '13800000001', code: sms!.code, bizId: sent.data[0].bizId },
    });
    const body = { conversationId: conv.conversationId };
    const results = await Promise.all([
      callEnv(a.app, 'chatTake', { token: service, body }),
      callEnv(b.app, 'chatTake', { token: admin, body }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business].sort());
    expect(results.find((r) => r.code !== RESPONSE_CODE.ok)?.msg).toBe('该会话已被其他客服接入');
  });
});
