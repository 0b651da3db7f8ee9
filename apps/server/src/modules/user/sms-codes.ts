/**
 * SMS codes (registration, forgot password, the admin phone check): 6 digits, 5 minutes, 5 guesses, one
 * resend per 60 s per phone and scene, and per-phone and per-IP ceilings. A validated code can yield a
 * ticket (10 minutes) that the next step of a flow presents instead of the code.
 */
import { randomUUID } from 'node:crypto';
import { CODE_RESEND_SECONDS } from '@portal/shared';
import * as M from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { hashToken, hmac, newToken, numericCode, sameHash } from '../../platform/auth/tokens.ts';
import {
  findLiveSmsCode,
  insertSmsCode,
  lastSmsCodeAt,
  readSmsTicket,
  setSmsTicket,
  smsCodesSince,
  spendSmsCode,
  takeSmsAttempt,
} from './repo.ts';

export type SmsScene = 'register' | 'forgot' | 'admin';

const CODE_TTL_MS = 5 * 60 * 1000;
const TICKET_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const PER_PHONE_PER_DAY = 10;
const PER_IP_PER_HOUR = 30;

const SCENE_TEXT: Record<SmsScene, string> = { register: '注册账号', forgot: '找回密码', admin: '管理员登录验证' };

export async function issueSmsCode(deps: Deps, input: { phone: string; scene: SmsScene; ip: string }): Promise<string> {
  const { db } = deps;
  const now = Date.now();
  const last = await lastSmsCodeAt(db, input.phone, input.scene);
  if (last && now - last.getTime() < CODE_RESEND_SECONDS * 1000) throw fail.business(M.SMS_TOO_FREQUENT);
  const { perPhone, perIp } = await smsCodesSince(db, {
    phone: input.phone,
    ip: input.ip,
    phoneSince: new Date(now - 24 * 3600 * 1000),
    ipSince: new Date(now - 3600 * 1000),
  });
  if (perPhone >= PER_PHONE_PER_DAY || perIp >= PER_IP_PER_HOUR) throw fail.business(M.SMS_TOO_FREQUENT);

  const code = numericCode(6);
  const bizId = randomUUID();
  await insertSmsCode(db, {
    bizId,
    phone: input.phone,
    scene: input.scene,
    codeHash: hmac(deps.config.secret, code),
    ip: input.ip,
    expiresAt: new Date(now + CODE_TTL_MS),
  });
  await deps.sms.send({
    phone: input.phone,
    code,
    content: `【国家能源集团】您正在${SCENE_TEXT[input.scene]}，验证码为${code}，5分钟内有效，请勿泄露给他人。`,
  });
  return bizId;
}

/**
 * Checks a code against the latest live one for the phone and scene (and bizId when given) and uses it up.
 * Every check takes one of the code's attempts first, with one conditional update, so parallel guesses cannot
 * exceed MAX_ATTEMPTS; the right code is then spent the same way, so it yields one success only.
 */
export async function checkSmsCode(
  deps: Deps,
  input: { phone: string; scene: SmsScene; code: string; bizId?: string },
): Promise<number | null> {
  const id = await findLiveSmsCode(deps.db, input);
  if (id === undefined) return null;
  const codeHash = await takeSmsAttempt(deps.db, id, MAX_ATTEMPTS);
  if (!codeHash || !sameHash(codeHash, hmac(deps.config.secret, input.code.trim()))) return null;
  return (await spendSmsCode(deps.db, id)) ? id : null;
}

export async function issueTicket(deps: Deps, smsCodeId: number): Promise<string> {
  const ticket = newToken();
  await setSmsTicket(deps.db, smsCodeId, hashToken(ticket), new Date(Date.now() + TICKET_TTL_MS));
  return ticket;
}

/** The phone a live ticket was issued for, or null. `use` spends it, atomically: of two racing uses, one gets null. */
export async function redeemTicket(
  deps: Deps,
  input: { ticket: string; scene: SmsScene; use: boolean },
): Promise<string | null> {
  return (
    (await readSmsTicket(deps.db, { ticketHash: hashToken(input.ticket), scene: input.scene, spend: input.use })) ??
    null
  );
}
