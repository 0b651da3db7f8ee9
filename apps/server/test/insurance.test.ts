/**
 * The insurance platform's authorised sign-in (§7.4 getBxhxToken) through the real server and database: a ticket only
 * for an enterprise that opened insurance, redeemed once for the user's identity; replayed, expired, forged, foreign
 * or malformed tickets are refused with one message and nothing is signed in.
 */
import { describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { RESPONSE_CODE } from '@portal/shared';
import { insuranceTickets } from '../src/db/schema/insurance.ts';
import { INSURANCE_NOT_OPENED, TICKET_INVALID } from '../src/modules/insurance/ticket.routes.ts';
import { signTicket, ticketNonce, ticketSecret } from '../src/platform/signed-ticket.ts';
import { call, callEnv, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({}, ['entadmin', 'user']);

const issue = async (token = t.user) => {
  const res = await callEnv(s.app, 'getBxhxToken', { token, body: {} });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0].ticket;
};
const redeem = (ticket: string) => callEnv(s.app, 'insuranceTicketRedeem', { body: { ticket } });
const refused = { code: RESPONSE_CODE.business, msg: TICKET_INVALID };

describe('getBxhxToken', () => {
  it('needs a session', async () => {
    expect((await callEnv(s.app, 'getBxhxToken', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  it('is refused to an enterprise without insurance, nothing written', async () => {
    await expectNoDbChange(s, async () => {
      const res = await callEnv(s.app, 'getBxhxToken', { token: t.entadmin, body: {} });
      expect(res).toMatchObject({ code: RESPONSE_CODE.business, msg: INSURANCE_NOT_OPENED });
    });
  });

  it('gives `user` a ticket that lives a minute', async () => {
    const res = await callEnv(s.app, 'getBxhxToken', { token: t.user, body: {} });
    const left = Date.parse(res.data[0].expiresAt) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60_000);
  });
});

describe('the insurance service redeems a ticket', () => {
  it('once, for the user and enterprise it was issued to; a replay is refused', async () => {
    const ticket = await issue();
    const first = await redeem(ticket);
    expect(first.code).toBe(RESPONSE_CODE.ok);
    expect(first.data[0]).toMatchObject({ account: 'user', userName: '李明', entName: '国能销售集团有限公司' });
    expect(await redeem(ticket)).toMatchObject(refused);
  });

  it('of two redemptions at once, one wins', async () => {
    const ticket = await issue();
    const both = await Promise.all([redeem(ticket), redeem(ticket)]);
    expect(both.map((r) => r.code).sort()).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business].sort());
  });

  it('refuses an expired ticket', async () => {
    const ticket = await issue();
    await s.database.db.update(insuranceTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await redeem(ticket)).toMatchObject(refused);
  });

  it('refuses forged, foreign and never-issued tickets', async () => {
    const secret = await ticketSecret(s.database.db, undefined, 'insurance');
    const [, sig] = (await issue()).split('.');
    const [row] = await s.database.db.select().from(insuranceTickets).where(isNull(insuranceTickets.usedAt));
    const exp = Math.floor(Date.now() / 1000) + 30;
    expect(row).toBeDefined();
    const claims = { userId: row.userId, entId: row.entId, exp, nonce: row.nonce };
    const cases = [
      // Another user's id under a real ticket's signature.
      `${Buffer.from(JSON.stringify({ ...claims, userId: '1' })).toString('base64url')}.${sig}`,
      // Signed with another key (another installation's ticket).
      signTicket('another installation’s key, 32 characters long', claims),
      // Well signed, but never issued here.
      signTicket(secret, { ...claims, nonce: ticketNonce() }),
      // Well signed, expired by its own claim.
      signTicket(secret, { ...claims, exp: exp - 3600 }),
      'not-a-ticket',
      'a.b.c',
    ];
    for (const ticket of cases)
      await expectNoDbChange(s, async () => expect(await redeem(ticket)).toMatchObject(refused));
  });

  it.each([
    ['empty', ''],
    ['oversized', 'a'.repeat(2000)],
    ['NUL', 'ab\u0000cd.ef'],
    ['a number', 42],
  ])('refuses %s input', async (_n, ticket) => {
    const res = await call(s.app, 'insuranceTicketRedeem', { body: { ticket } });
    expect(res.json<{ code: string }>().code).not.toBe(RESPONSE_CODE.ok);
  });
});
