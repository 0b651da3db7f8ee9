/**
 * §7.1 GET /user/getUserInfoByHandoff (operations service): checks a hand-off ticket (handoff-ticket.ts), starts a
 * session for the account exactly as the login does, and answers the user info with the token.
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { userDirectory } from './directory.ts';
import { HANDOFF_INVALID, readHandoffTicket } from './handoff-ticket.ts';
import { enterprisesOf, findUserByAccount, redeemHandoffNonce } from './repo.ts';
import { startSession } from './sign-in.ts';
import { buildUserInfo } from './user-info.ts';

export async function handoffRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  endpoint(
    app,
    'getUserInfoByHandoff',
    { access: 'public', rateLimit: { max: config.rateLimitLogin, timeWindow: '1 minute' } },
    async (req) => {
      const invalid = () => fail.business(HANDOFF_INVALID);
      const secret = config.handoffSecret;
      if (!secret) throw invalid();
      const claims = readHandoffTicket(secret, req.query.ticket);
      if (!claims) throw invalid();

      const user = await findUserByAccount(db, claims.account);
      if (!user || user.status !== 1) throw invalid();
      const ents = await enterprisesOf(db, user.id);
      const ent = claims.entId ? ents.find((e) => e.id === claims.entId) : ents[0];
      if (!ent) throw invalid();

      // Checked last, so a ticket refused above stays unused and nothing is written; one redemption wins.
      if (!(await redeemHandoffNonce(db, claims.nonce, new Date(claims.exp * 1000)))) throw invalid();

      const token = await startSession(app.deps, { userId: user.id, entId: ent.id, ip: req.ip });
      const found = await app.deps.sessions.lookup(token);
      if (found.kind !== 'ok') throw invalid();
      const perms = await app.deps.permissions.forUser(user.id, ent.id);
      const info = await buildUserInfo(userDirectory(app.deps), found.session, perms);
      return ok([{ ...info, enableMenuList: perms.tree, token }], '登录成功');
    },
  );
}
