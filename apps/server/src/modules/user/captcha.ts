/**
 * Image captchas keyed by the client's uuid: 4 characters, 5 minutes, one use. A wrong guess burns the
 * captcha too, so each guess costs a fresh image. AUTH_CAPTCHA=off accepts anything (tests, demos).
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { captchas } from '../../db/schema.ts';
import { hmac, sameHash } from '../../platform/auth/tokens.ts';
import { CAPTCHA_CONTENT_TYPE, randomCaptchaText, renderCaptchaImage } from './captcha-image.ts';

const TTL_MS = 5 * 60 * 1000;

/** Returns the image (a raster, see captcha-image.ts) and, for the module's own tests, the text (never sent to a client). */
export async function issueCaptcha(deps: Deps, uuid: string): Promise<{ image: Buffer; contentType: string; text: string }> {
  const text = randomCaptchaText();
  const image = renderCaptchaImage(text);
  const row = { textHash: hmac(deps.config.secret, text.toLowerCase()), expiresAt: new Date(Date.now() + TTL_MS), verifiedAt: null, usedAt: null };
  await deps.db.insert(captchas).values({ id: uuid, ...row }).onConflictDoUpdate({ target: captchas.id, set: row });
  return { image, contentType: CAPTCHA_CONTENT_TYPE, text };
}

async function matches(deps: Deps, uuid: string, text: string) {
  const [row] = await deps.db.select().from(captchas).where(eq(captchas.id, uuid)).limit(1);
  if (!row) return { row: undefined, ok: false };
  const ok = !row.usedAt && row.expiresAt.getTime() > Date.now() && sameHash(row.textHash, hmac(deps.config.secret, text.trim().toLowerCase()));
  return { row, ok };
}

const burn = (deps: Deps, uuid: string) => deps.db.update(captchas).set({ usedAt: new Date() }).where(eq(captchas.id, uuid));

/**
 * Login: uses up the captcha and checks it in one step. The burn comes first, as one conditional update, so of
 * two logins racing with one answer only one gets the row.
 */
export async function useCaptcha(deps: Deps, uuid: string | undefined, text: string | undefined): Promise<boolean> {
  if (!deps.config.captchaEnabled) return true;
  if (!uuid || !text) return false;
  const [row] = await deps.db.update(captchas).set({ usedAt: new Date() })
    .where(and(eq(captchas.id, uuid), isNull(captchas.usedAt))).returning();
  return Boolean(row) && row.expiresAt.getTime() > Date.now() && sameHash(row.textHash, hmac(deps.config.secret, text.trim().toLowerCase()));
}

/** checkCaptcha: a right answer is remembered for the SMS request that follows; a wrong one burns it. */
export async function verifyCaptcha(deps: Deps, uuid: string, text: string): Promise<boolean> {
  if (!deps.config.captchaEnabled) return true;
  const { row, ok } = await matches(deps, uuid, text);
  if (!row) return false;
  if (ok) await deps.db.update(captchas).set({ verifiedAt: new Date() }).where(eq(captchas.id, uuid));
  else await burn(deps, uuid);
  return ok;
}

/** sendMsg: needs a captcha verified by checkCaptcha, and uses it up (one conditional update: one SMS per captcha). */
export async function useVerifiedCaptcha(deps: Deps, uuid: string | undefined): Promise<boolean> {
  if (!deps.config.captchaEnabled) return true;
  if (!uuid) return false;
  const [row] = await deps.db.update(captchas).set({ usedAt: new Date() })
    .where(and(eq(captchas.id, uuid), isNull(captchas.usedAt), isNotNull(captchas.verifiedAt), gt(captchas.expiresAt, new Date())))
    .returning({ id: captchas.id });
  return Boolean(row);
}

/** Whether the uuid names a captcha this server issued that has not expired (a registration form's session). */
export async function captchaIssued(deps: Deps, uuid: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: captchas.id }).from(captchas)
    .where(and(eq(captchas.id, uuid), gt(captchas.expiresAt, new Date()))).limit(1);
  return Boolean(row);
}
