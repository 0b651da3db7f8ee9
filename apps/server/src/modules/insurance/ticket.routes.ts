/**
 * §7.4 getBxhxToken and its redemption by the insurance service: a ticket `{ userId, entId, exp, nonce }` signed with
 * the insurance platform's key (platform/signed-ticket.ts), issued only to a user whose enterprise opened insurance,
 * living INSURANCE_TICKET_TTL_SECONDS, redeemed once. Every refusal of a ticket answers the same message.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INSURANCE_TICKET_TTL_SECONDS, displayAccount } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { openTicket, signTicket, ticketNonce, ticketSecret } from '../../platform/signed-ticket.ts';
import { openedTest } from '../product/index.ts';
import { enterpriseOf, userBriefOf } from '../user/index.ts';
import { insertTicket, redeemTicket } from './repo.ts';

export const INSURANCE_PRODUCT = '07';
export const TICKET_INVALID = '授权凭证无效或已过期';
export const INSURANCE_NOT_OPENED = '请先开通保险产品';

const claimsSchema = z.object({
  userId: z.string().min(1).max(40),
  entId: z.string().min(1).max(40),
  exp: z.number().int().positive(),
  nonce: z.string().min(22).max(64),
});

export async function ticketRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const secret = () => ticketSecret(db, config.insuranceTicketSecret, 'insurance');

  endpoint(app, 'getBxhxToken', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    if (!openedTest(perms)({ productType: INSURANCE_PRODUCT, routeUrl: '/finance/eBao' })) {
      throw fail.business(INSURANCE_NOT_OPENED);
    }
    const expiresAt = new Date(Date.now() + INSURANCE_TICKET_TTL_SECONDS * 1000);
    const nonce = ticketNonce();
    await insertTicket(db, { nonce, userId: s.userId, entId: s.entId, expiresAt });
    const ticket = signTicket(await secret(), {
      userId: s.userId,
      entId: s.entId,
      exp: Math.floor(expiresAt.getTime() / 1000),
      nonce,
    });
    return ok([{ ticket, expiresAt: expiresAt.toISOString() }]);
  });

  endpoint(
    app,
    'insuranceTicketRedeem',
    { access: 'public', rateLimit: { max: config.rateLimitLogin, timeWindow: '1 minute' } },
    async (req) => {
      const parsed = claimsSchema.safeParse(openTicket(await secret(), req.body.ticket, 1024));
      const now = new Date();
      if (!parsed.success || parsed.data.exp * 1000 <= now.getTime()) throw fail.business(TICKET_INVALID);
      // The signature says who it was issued to; the row says it was issued here, is unused and unexpired.
      const row = await redeemTicket(db, parsed.data.nonce, now);
      if (!row || row.userId !== parsed.data.userId || row.entId !== parsed.data.entId) {
        throw fail.business(TICKET_INVALID);
      }
      const [user, ent] = await Promise.all([
        userBriefOf(app.deps, row.userId),
        enterpriseOf(app.deps, row.userId, row.entId),
      ]);
      if (!user || !ent) throw fail.business(TICKET_INVALID);
      return ok([
        {
          userId: row.userId,
          account: displayAccount(user.account),
          userName: user.userName,
          entId: row.entId,
          entName: ent.name,
          signedInAt: now.toISOString(),
        },
      ]);
    },
  );
}
