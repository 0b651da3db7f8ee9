/**
 * Image captchas keyed by the client's uuid: 4 characters, 5 minutes, one use. A wrong guess burns the
 * captcha too, so each guess costs a fresh image. AUTH_CAPTCHA=off accepts anything (tests, demos).
 */
import type { Deps } from '../../platform/deps.ts';
import { hmac, sameHash } from '../../platform/auth/tokens.ts';
import { CAPTCHA_CONTENT_TYPE, randomCaptchaText, renderCaptchaImage } from './captcha-image.ts';
import {
  captchaLive,
  findCaptcha,
  markCaptcha,
  takeUnusedCaptcha,
  takeVerifiedCaptcha,
  upsertCaptcha,
  type CaptchaState,
} from './repo.ts';

const TTL_MS = 5 * 60 * 1000;

/** Returns the image (a raster, see captcha-image.ts) and, for the module's own tests, the text (never sent to a client). */
export async function issueCaptcha(
  deps: Deps,
  uuid: string,
): Promise<{ image: Buffer; contentType: string; text: string }> {
  const text = randomCaptchaText();
  const image = renderCaptchaImage(text);
  await upsertCaptcha(deps.db, uuid, {
    textHash: hmac(deps.config.secret, text.toLowerCase()),
    expiresAt: new Date(Date.now() + TTL_MS),
    verifiedAt: null,
    usedAt: null,
  });
  return { image, contentType: CAPTCHA_CONTENT_TYPE, text };
}

function answers(deps: Deps, row: CaptchaState, text: string): boolean {
  return (
    !row.usedAt &&
    row.expiresAt.getTime() > Date.now() &&
    sameHash(row.textHash, hmac(deps.config.secret, text.trim().toLowerCase()))
  );
}

/**
 * Login: uses up the captcha and checks it in one step. The burn comes first, as one conditional update, so of
 * two logins racing with one answer only one gets the row.
 */
export async function useCaptcha(deps: Deps, uuid: string | undefined, text: string | undefined): Promise<boolean> {
  if (!deps.config.captchaEnabled) return true;
  if (!uuid || !text) return false;
  const row = await takeUnusedCaptcha(deps.db, uuid);
  return Boolean(row) && answers(deps, { ...row!, usedAt: null }, text);
}

/** checkCaptcha: a right answer is remembered for the SMS request that follows; a wrong one burns it. */
export async function verifyCaptcha(deps: Deps, uuid: string, text: string): Promise<boolean> {
  if (!deps.config.captchaEnabled) return true;
  const row = await findCaptcha(deps.db, uuid);
  if (!row) return false;
  const ok = answers(deps, row, text);
  await markCaptcha(deps.db, uuid, ok ? { verifiedAt: new Date() } : { usedAt: new Date() });
  return ok;
}

/** sendMsg: needs a captcha verified by checkCaptcha, and uses it up (one conditional update: one SMS per captcha). */
export async function useVerifiedCaptcha(deps: Deps, uuid: string | undefined): Promise<boolean> {
  if (!deps.config.captchaEnabled) return true;
  if (!uuid) return false;
  return takeVerifiedCaptcha(deps.db, uuid);
}

/** Whether the uuid names a captcha this server issued that has not expired (a registration form's session). */
export function captchaIssued(deps: Deps, uuid: string): Promise<boolean> {
  return captchaLive(deps.db, uuid);
}
