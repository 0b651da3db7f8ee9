/**
 * Signed one-time tickets, the kit of every short-lived pass between the portal and another system of the group (the
 * hand-off from other systems, the insurance platform's authorised sign-in): `base64url(JSON payload) + '.' +
 * base64url(HMAC-SHA256(secret, payload))`. The signature is compared in constant time; the payload's form, lifetime
 * and single use are the caller's to check (single use: its nonce table).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { claimMeta } from './repo.ts';

const B64URL = /^[A-Za-z0-9_-]+$/;

const hmac = (secret: string, payload: Buffer) => createHmac('sha256', secret).update(payload).digest();

/** Signs a payload. */
export function signTicket(secret: string, payload: unknown): string {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return `${bytes.toString('base64url')}.${hmac(secret, bytes).toString('base64url')}`;
}

/** The ticket's JSON payload when it is well-formed, not longer than `maxLength` and signed with `secret`; else null. */
export function openTicket(secret: string, ticket: string, maxLength: number): unknown {
  if (ticket.length > maxLength) return null;
  const parts = ticket.split('.');
  if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return null;
  const bytes = Buffer.from(parts[0], 'base64url');
  const given = Buffer.from(parts[1], 'base64url');
  const expected = hmac(secret, bytes);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A fresh nonce: 16 random bytes, base64url. */
export const ticketNonce = () => randomBytes(16).toString('base64url');

/**
 * The secret of a ticket kind: the configured one, else one made for this installation on first use and kept in the
 * database, so every instance of the portal signs and checks with the same key.
 */
export async function ticketSecret(db: Db, configured: string | undefined, kind: string): Promise<string> {
  if (configured) return configured;
  return claimMeta(db, `ticketSecret:${kind}`, randomBytes(32).toString('base64url'));
}
