/**
 * Connection tickets. A browser cannot send the Authorization header on a WebSocket, and a session token in a URL
 * would be written into every proxy's access log, so a signed-in page asks for a ticket (the wsTicket call) and
 * connects with it. A ticket is `v1.<expiry>.<token hash>.<mac>`:
 * - expiry: epoch seconds in base 36, TICKET_TTL_SECONDS after issue; a socket must be opened before then (an open
 *   socket lives as long as its session, not its ticket);
 * - token hash: the session's stored SHA-256 (base64url), which names the session the socket binds to. It is not a
 *   credential: every check hashes the presented token, so the hash alone opens nothing, and it cannot be turned into
 *   a ticket without the secret;
 * - mac: HMAC-SHA256 of the rest under a key derived from PORTAL_SECRET (so it can never equal another use of the
 *   secret), cut to 128 bits so the ticket stays under the router's 100-character path parameter limit.
 * Nothing is stored: every instance sharing the secret verifies every ticket. A ticket may be used more than once
 * within its minute (a reconnect after a network blip); it only ever opens sockets of its own session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_SECONDS = 60;
const VERSION = 'v1';
const MAC_BYTES = 16;
const SHAPE = /^v1\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

export type TicketRefusal = 'missing' | 'malformed' | 'forged' | 'expired';
export type TicketCheck = { ok: true; tokenHash: string } | { ok: false; reason: TicketRefusal };

export class TicketSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('portal websocket ticket key').digest();
  }

  /** A ticket for the session whose token hashes to `tokenHash` (hex, as stored). */
  issue(tokenHash: string, nowMs = Date.now()): { ticket: string; expiresIn: number } {
    const expiry = (Math.floor(nowMs / 1000) + TICKET_TTL_SECONDS).toString(36);
    const hash = Buffer.from(tokenHash, 'hex').toString('base64url');
    const ticket = `${VERSION}.${expiry}.${hash}.${this.mac(expiry, hash).toString('base64url')}`;
    return { ticket, expiresIn: TICKET_TTL_SECONDS };
  }

  /** The session's token hash, or why not. Forgery is checked before expiry, so an old forged ticket is "forged". */
  verify(ticket: string | undefined | null, nowMs = Date.now()): TicketCheck {
    if (!ticket) return { ok: false, reason: 'missing' };
    const m = SHAPE.exec(ticket);
    if (!m) return { ok: false, reason: 'malformed' };
    const [, expiry, hash, mac] = m;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(expiry, hash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
    if (parseInt(expiry, 36) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, tokenHash: Buffer.from(hash, 'base64url').toString('hex') };
  }

  private mac(expiry: string, hash: string): Buffer {
    return createHmac('sha256', this.key).update(`${VERSION}.${expiry}.${hash}`).digest().subarray(0, MAC_BYTES);
  }
}
