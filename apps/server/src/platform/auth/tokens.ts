/** Opaque tokens, their stored hashes, HMACs of short codes, and password hashes (scrypt). */
import { createHash, createHmac, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashQueue } from './hash-queue.ts';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1 };

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Captcha texts and SMS codes are short, so they are keyed with the server secret, not just hashed. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function numericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/*
 * Both password functions take a turn in the process's hash queue (./hash-queue.ts): at most a few scrypts at once.
 * Only verifyPassword (login, open to anyone) is refused with the 429 AppError when too many already wait.
 * hashPassword waits however long: its callers are the seed (before the server listens) and registration and password
 * reset, which have spent an SMS ticket before hashing (a 429 would waste it) and are bounded by the SMS rate limits.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await hashQueue.run(() => scrypt(password, salt, 32, SCRYPT), { mayRefuse: false });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await hashQueue.run(() =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p }),
  );
  return timingSafeEqual(actual, expected);
}
