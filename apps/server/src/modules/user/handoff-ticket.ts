/**
 * Hand-off tickets (§7.1 getUserInfoByHandoff): a user arrives from another system of the energy group with a
 * one-time, short-lived ticket that system signed with the secret it shares with the portal (HANDOFF_SECRET).
 *
 * Ticket: `base64url(payload) + '.' + base64url(HMAC-SHA256(secret, payload))`, payload the UTF-8 JSON
 * `{ account, entId?, exp, nonce }` (exp in unix seconds, at most 120 s ahead; nonce ≥ 16 random bytes, base64url or
 * hex). docs/deployment.md describes it for the other systems' developers. Every failure answers the same message.
 */
import { z } from 'zod';
import { openTicket, signTicket, ticketNonce } from '../../platform/signed-ticket.ts';

/** The one answer to every failed hand-off: off, malformed, forged, expired, reused, unknown or disabled account. */
export const HANDOFF_INVALID = '交接凭证无效或已过期';
/** The longest a ticket may live: its exp at most this far ahead of the portal's clock. */
export const HANDOFF_MAX_TTL_SECONDS = 120;
/** Tolerated clock difference between the issuing system and the portal (on the "too far ahead" side). */
const CLOCK_SKEW_SECONDS = 5;
/** The longest ticket the query accepts. */
export const HANDOFF_TICKET_MAX_LENGTH = 1024;

const B64URL = /^[A-Za-z0-9_-]+$/;
/** No C0 control character (U+0000–U+001F) and no DEL (U+007F): a ticket's fields are plain text. */
const noControl = (s: string) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const payloadSchema = z.object({
  account: z.string().min(1).max(64).refine(noControl),
  entId: z.string().min(1).max(40).refine(noControl).optional(),
  exp: z.number().int().positive(),
  // ≥ 16 bytes: 22 base64url characters or 32 hex digits.
  nonce: z.string().min(22).max(128).regex(B64URL),
});

export type HandoffPayload = z.infer<typeof payloadSchema>;

/** Issues a ticket as the other system does (tests, and the reference for docs/deployment.md). */
export function issueHandoffTicket(
  secret: string,
  claims: { account: string; entId?: string },
  ttlSeconds: number = HANDOFF_MAX_TTL_SECONDS,
  now: number = Date.now(),
): string {
  const payload: HandoffPayload = {
    account: claims.account,
    ...(claims.entId ? { entId: claims.entId } : {}),
    exp: Math.floor(now / 1000) + ttlSeconds,
    nonce: ticketNonce(),
  };
  return signHandoffPayload(secret, payload);
}

/** Signs any payload (tests forge odd ones with it). */
export function signHandoffPayload(secret: string, payload: unknown): string {
  return signTicket(secret, payload);
}

/**
 * The ticket's claims if its signature (compared in constant time), form and lifetime are good; null otherwise.
 * Whether the nonce is unused is the database's to say (redeemHandoffNonce).
 */
export function readHandoffTicket(secret: string, ticket: string, now: number = Date.now()): HandoffPayload | null {
  const json = openTicket(secret, ticket, HANDOFF_TICKET_MAX_LENGTH);
  if (json === null) return null;
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const nowS = Math.floor(now / 1000);
  if (parsed.data.exp <= nowS || parsed.data.exp > nowS + HANDOFF_MAX_TTL_SECONDS + CLOCK_SKEW_SECONDS) return null;
  return parsed.data;
}
