/** §7.1 userRegistration calls: captcha, SMS codes, registration (registerSource GNEL) and forgot password. */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as M from '@portal/shared';
import { SYSTEM_ROLES } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findRoleByCode, insertUserRole } from '../permission/index.ts';
import { captchaIssued, issueCaptcha, useVerifiedCaptcha, verifyCaptcha } from './captcha.ts';
import { runEnterpriseRegistered } from './registration-hooks.ts';
import { checkSmsCode, issueSmsCode, issueTicket, redeemTicket } from './sms-codes.ts';
import {
  findEnterpriseByCreditCode,
  findUserByAccount,
  findUsersByPhone,
  insertUserInEnterprise,
  setPasswordHash,
} from './repo.ts';

/** Phone lookups of one registration form (its captcha uuid), on top of the per-IP limit. */
const PHONE_CHECKS_PER_FORM = 5;

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const secretLimit = { max: config.rateLimitSms, timeWindow: '1 minute' };
  // Per instance, like the per-IP limits: a form that asked too often waits for its entry to expire.
  const phoneChecksByForm = new LRUCache<string, number>({ max: 10_000, ttl: 10 * 60 * 1000 });

  endpoint(app, 'captcha', { access: 'public', rateLimit: secretLimit }, async (req, reply) => {
    const { image, contentType } = await issueCaptcha(app.deps, req.query.uuid);
    return reply.header('cache-control', 'no-store').type(contentType).send(image);
  });

  endpoint(app, 'checkCaptcha', { access: 'public' }, async (req) => {
    if (!(await verifyCaptcha(app.deps, req.body.uuid, req.body.captcha))) throw fail.business(M.CAPTCHA_INVALID);
    return ok([], '校验通过');
  });

  endpoint(app, 'sendMsg', { access: 'public', rateLimit: secretLimit }, async (req) => {
    const { phone: p, scene: s } = req.query;
    const registered = (await findUsersByPhone(db, p)).length > 0;
    if (s === 'register' && registered) throw fail.business(M.PHONE_REGISTERED);
    if (s === 'forgot' && !registered) throw fail.business(M.PHONE_NOT_REGISTERED);
    if (!(await useVerifiedCaptcha(app.deps, req.query.uuid))) throw fail.business(M.CAPTCHA_REQUIRED_FIRST);
    await issueSmsCode(app.deps, { phone: p, scene: s, ip: req.ip });
    return ok([], M.SMS_SENT);
  });

  // An enumeration aid if unlimited: limited per IP, and per registration form, whose uuid must be one the captcha
  // endpoint issued (itself limited per IP), so a fresh uuid per lookup costs a captcha image each.
  endpoint(
    app,
    'checkRepeatPhone',
    { access: 'public', rateLimit: { max: config.rateLimitPhoneCheck, timeWindow: '1 minute' } },
    async (req) => {
      const { uuid: form } = req.query;
      const used = phoneChecksByForm.get(form) ?? 0;
      if (used >= PHONE_CHECKS_PER_FORM || !(await captchaIssued(app.deps, form)))
        throw fail.withCode('429', M.PHONE_CHECK_TOO_FREQUENT, 429);
      phoneChecksByForm.set(form, used + 1);
      return ok([{ repeat: (await findUsersByPhone(db, req.query.phone)).length > 0 }]);
    },
  );

  endpoint(app, 'validateSms', { access: 'public' }, async (req) => {
    const id = await checkSmsCode(app.deps, req.body);
    if (!id) throw fail.business(M.SMS_CODE_INVALID);
    return ok([{ smsTicket: await issueTicket(app.deps, id) }], '验证成功');
  });

  endpoint(app, 'findUserInfoByPhone', { access: 'public' }, async (req) => {
    const ticketPhone = await redeemTicket(app.deps, { ticket: req.body.smsTicket, scene: 'forgot', use: false });
    if (ticketPhone !== req.body.phone) throw fail.business(M.SMS_CODE_INVALID);
    const rows = await findUsersByPhone(db, req.body.phone);
    return ok(rows.map((u) => ({ account: u.account, userName: u.userName })));
  });

  endpoint(app, 'updatePasswordByAccount', { access: 'public' }, async (req) => {
    const user = await findUserByAccount(db, req.body.account);
    const ticketPhone = await redeemTicket(app.deps, { ticket: req.body.smsTicket, scene: 'forgot', use: false });
    if (!ticketPhone || !user || user.phone !== ticketPhone) throw fail.business(M.SMS_CODE_INVALID);
    if (!(await redeemTicket(app.deps, { ticket: req.body.smsTicket, scene: 'forgot', use: true })))
      throw fail.business(M.SMS_CODE_INVALID);
    await setPasswordHash(db, user.id, await hashPassword(req.body.password));
    await app.deps.sessions.endAllFor(user.id, 'password');
    return ok([], M.PASSWORD_UPDATED);
  });

  endpoint(app, 'register', { access: 'public', writeLimit: true }, async (req) => {
    const b = req.body;
    if (await findUserByAccount(db, b.account)) throw fail.business(M.ACCOUNT_EXISTS);
    if ((await findUsersByPhone(db, b.phone)).length > 0) throw fail.business(M.PHONE_REGISTERED);
    // Registration creates an enterprise with the registrant as its company admin. Knowing a credit code is no
    // proof of belonging to that enterprise, so an existing one is refused: its admin adds its people.
    if (await findEnterpriseByCreditCode(db, b.socialCreditCode)) throw fail.business(M.ENTERPRISE_REGISTERED);
    // Spent only once it matches: a refused call changes nothing.
    const ticketPhone = await redeemTicket(app.deps, { ticket: b.smsTicket, scene: 'register', use: false });
    if (ticketPhone !== b.phone) throw fail.business(M.SMS_CODE_INVALID);
    if (!(await redeemTicket(app.deps, { ticket: b.smsTicket, scene: 'register', use: true })))
      throw fail.business(M.SMS_CODE_INVALID);

    // The registrant becomes the new enterprise's company admin (§6), in the same transaction as the account.
    const role = await findRoleByCode(db, SYSTEM_ROLES.companyAdmin.roleCode);
    if (!role) throw fail.business('系统角色未配置，请联系管理员');
    const entId = newId();
    const userId = newId();
    const passwordHash = await hashPassword(b.password);
    let afterCommit: (() => Promise<void>)[];
    try {
      afterCommit = await db.transaction(async (tx) => {
        await insertUserInEnterprise(tx, {
          user: {
            id: userId,
            account: b.account,
            userName: b.userName,
            showName: b.userName,
            phone: b.phone,
            passwordHash,
            userSource: 1,
            status: 1,
            registerSource: b.registerSource,
          },
          enterprise: { id: entId, name: b.entName, creditCode: b.socialCreditCode, entType: 1, plate: 'other' },
          entId,
        });
        await insertUserRole(tx, { userId, entId, roleId: role.id });
        // Other areas' part of a registration (the notices area's type 4 notice), in the same transaction.
        return runEnterpriseRegistered(app.deps, tx, { userId, entId, entName: b.entName });
      });
    } catch (err) {
      // Two registrations racing for one account name or credit code: the unique index decides.
      if (isUniqueViolation(err))
        throw fail.business(/credit/.test(String((err as Error).message)) ? M.ENTERPRISE_REGISTERED : M.ACCOUNT_EXISTS);
      throw err;
    }
    for (const then of afterCommit) await then();
    return ok([], M.REGISTER_OK);
  });
}
