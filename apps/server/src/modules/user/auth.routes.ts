/** §4 Login and Logout, §7.1 authentication calls. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, fail } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { verifyPassword } from '../../platform/auth/tokens.ts';
import { holdsAdminRole, rolesIn } from '../../platform/auth/permissions.ts';
import { useCaptcha } from './captcha.ts';
import { clearFailures, lockMinutesLeft, lockNow, reserveAttempt } from './lockout.ts';
import { enterprisesOf, findUserByAccount } from './repo.ts';

const loginBody = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  uuid: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const loginLimit = { max: Number(process.env.RATE_LIMIT_LOGIN ?? 60), timeWindow: '1 minute' };

  endpoint(app, 'login', { access: 'public', summary: '账号密码登录', body: loginBody, rateLimit: loginLimit }, async (req) => {
    const { account, password, uuid, captcha } = req.body;
    const ip = req.ip;
    const lockedFor = await lockMinutesLeft(db, account, ip);
    if (lockedFor > 0) throw fail.withCode(RESPONSE_CODE.loginStillLocked, M.accountStillLocked(lockedFor));
    if (!(await useCaptcha(app.deps, uuid, captcha))) throw fail.business(M.CAPTCHA_INVALID);

    // The attempt is counted before the password is checked, so parallel attempts cannot pass the limit.
    const attemptNo = await reserveAttempt(db, account, ip);
    if (attemptNo === null || attemptNo > config.loginMaxFailures) {
      throw fail.withCode(RESPONSE_CODE.loginStillLocked, M.accountStillLocked((await lockMinutesLeft(db, account, ip)) || config.loginLockMinutes));
    }
    const user = await findUserByAccount(db, account);
    const passwordOk = user ? await verifyPassword(password, user.passwordHash) : false;
    if (!user || !passwordOk) {
      // Unknown accounts count too, so guessing names costs the same as guessing passwords.
      const left = config.loginMaxFailures - attemptNo;
      if (left <= 0) {
        await lockNow(db, account, ip, config.loginLockMinutes);
        throw fail.withCode(RESPONSE_CODE.loginLocked, M.accountLockedNow(config.loginLockMinutes));
      }
      throw fail.business(user ? M.passwordWrong(left) : M.ACCOUNT_NOT_FOUND);
    }
    await clearFailures(db, account, ip);
    if (user.status !== 1) throw fail.business(M.ACCOUNT_DISABLED);
    const ents = await enterprisesOf(db, user.id);
    const ent = ents[0];
    if (!ent) throw fail.business('该账号未关联任何企业，请联系管理员');
    const roleRows = await rolesIn(db, user.id, ent.id);
    const token = await app.deps.sessions.start({ userId: user.id, entId: ent.id, adminRequired: holdsAdminRole(roleRows), ip });
    return ok([{ userId: user.id, token }], '登录成功');
  });

  endpoint(app, 'logout', { access: 'signedIn', summary: '退出登录', beforeAdminVerify: true }, async (req) => {
    await app.deps.sessions.end(sessionOf(req), 'logout');
    return ok([], '退出成功');
  });

  endpoint(app, 'checkStatus', { access: 'signedIn', summary: '检查登录状态', beforeAdminVerify: true }, async () =>
    ok([{ online: true }]));
}
