/** §4 Login and Logout, §7.1 authentication calls. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { endpoint, type EndpointRequest } from '../../platform/routes.ts';
import { AppError, ok, fail } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { verifyPassword } from '../../platform/auth/tokens.ts';
import { useCaptcha } from './captcha.ts';
import {
  clearFailures,
  countAccountFailure,
  lockMinutesLeft,
  lockNow,
  releaseAttempt,
  reserveAttempt,
  takeAccountSlot,
} from './lockout.ts';
import { enterprisesOf, findUserByAccount } from './repo.ts';
import { startSession } from './sign-in.ts';

/**
 * Checked against when the account does not exist, so that costs one hash like any other answer: the scrypt hash
 * (same parameters as real ones) of a random password that was thrown away.
 */
const DECOY_HASH = 'scrypt$16384$8$1$dCLPkDW6Dk57aM2MRVF70A==$9fTuvl3uokbZW3u/n6Jje+XoPOZJyfGquWz9Pa0fWGo=';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const loginLimit = { max: config.rateLimitLogin, timeWindow: '1 minute' };
  const throttle = { after: config.accountThrottleAfter, maxMs: config.accountThrottleMaxMs };

  /**
   * One implementation for both §7.1 login calls (the ecology portal's and the tax SaaS entry's, §4 mode 3): the
   * same lock, throttle, captcha and session rules. Every refusal of a password costs one hash, whether the account
   * exists, is disabled or not, so the answer's time says nothing of the account; an unknown account gets the
   * wrong-password message, so its text says nothing either.
   */
  const signIn = async (req: EndpointRequest<'login'>) => {
    const { account, password, uuid, captcha } = req.body;
    const ip = req.ip;
    const lockedFor = await lockMinutesLeft(db, account, ip);
    if (lockedFor > 0) throw fail.withCode(RESPONSE_CODE.loginStillLocked, M.accountStillLocked(lockedFor));
    const waitSeconds = await takeAccountSlot(db, account, throttle);
    if (waitSeconds > 0) throw fail.business(M.loginThrottled(waitSeconds));
    if (!(await useCaptcha(app.deps, uuid, captcha))) throw fail.business(M.CAPTCHA_INVALID);

    // The attempt is counted before the password is checked, so parallel attempts cannot pass the limit.
    const attemptNo = await reserveAttempt(db, account, ip);
    if (attemptNo === null || attemptNo > config.loginMaxFailures) {
      throw fail.withCode(
        RESPONSE_CODE.loginStillLocked,
        M.accountStillLocked((await lockMinutesLeft(db, account, ip)) || config.loginLockMinutes),
      );
    }
    const user = await findUserByAccount(db, account);
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH).catch(async (err: unknown) => {
      // The hash queue was full (429): no password was checked, so the attempt counts for nothing.
      if (err instanceof AppError && err.httpStatus === 429) await releaseAttempt(db, account, ip);
      throw err;
    });
    if (!user || !passwordOk) {
      // Unknown accounts count too, so guessing names costs the same as guessing passwords.
      await countAccountFailure(db, account);
      const left = config.loginMaxFailures - attemptNo;
      if (left <= 0) {
        await lockNow(db, account, ip, config.loginLockMinutes);
        throw fail.withCode(RESPONSE_CODE.loginLocked, M.accountLockedNow(config.loginLockMinutes));
      }
      throw fail.business(M.passwordWrong(left));
    }
    await clearFailures(db, account, ip);
    if (user.status !== 1) throw fail.business(M.ACCOUNT_DISABLED);
    const ents = await enterprisesOf(db, user.id);
    const ent = ents[0];
    if (!ent) throw fail.business('该账号未关联任何企业，请联系管理员');
    const token = await startSession(app.deps, { userId: user.id, entId: ent.id, ip });
    return ok([{ userId: user.id, token }], '登录成功');
  };

  endpoint(app, 'login', { access: 'public', rateLimit: loginLimit }, signIn);
  endpoint(app, 'loginTaxSaaS', { access: 'public', rateLimit: loginLimit }, (req) => signIn(req));

  endpoint(app, 'logout', { access: 'signedIn', beforeAdminVerify: true }, async (req) => {
    await app.deps.sessions.end(sessionOf(req), 'logout');
    return ok([], '退出成功');
  });

  endpoint(app, 'checkStatus', { access: 'signedIn', beforeAdminVerify: true }, async () => ok([{ online: true }]));
}
