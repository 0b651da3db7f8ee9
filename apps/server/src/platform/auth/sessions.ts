/**
 * Sessions: one live session per account (a new login ends the old one with reason 'replaced', whose next
 * call then gets HTTP 401), 5-day expiry, the enterprise in use held here and never taken from the client.
 * Lookups are cached per instance; every change publishes `user.changed`, which evicts the user's entries on
 * every instance (events.ts), and a short TTL bounds what a missed event could leave. A disabled account answers
 * 'disabled' whether or not its sessions were ended.
 */
import { COOKIE_EXPIRES_DAYS } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import {
  endSession,
  endUserSessions,
  findSessionByTokenHash,
  replaceSession,
  updateSession,
  type SessionPatch,
  type SessionRow,
} from '../repo.ts';
import { hashToken, newToken } from './tokens.ts';
import { UserScopedCache } from '../cache.ts';
import type { EventBus } from '../events.ts';

export interface SessionContext {
  sessionId: number;
  userId: string;
  entId: string;
  account: string;
  userSource: number;
  adminRequired: boolean;
  adminVerified: boolean;
}

export type SessionLookup =
  { kind: 'ok'; session: SessionContext } | { kind: 'none' } | { kind: 'replaced' } | { kind: 'disabled' };

export interface SessionStart {
  userId: string;
  entId: string;
  adminRequired: boolean;
  ip: string;
}

const SESSION_MS = COOKIE_EXPIRES_DAYS * 24 * 3600 * 1000;

function lookupOf(row: SessionRow): SessionLookup {
  if (row.endedAt) {
    return { kind: row.endReason === 'replaced' ? 'replaced' : row.endReason === 'disabled' ? 'disabled' : 'none' };
  }
  if (row.status !== 1) return { kind: 'disabled' };
  const { id: sessionId, userId, entId, account, userSource, adminRequired, adminVerified } = row;
  return { kind: 'ok', session: { sessionId, userId, entId, account, userSource, adminRequired, adminVerified } };
}

/** The session API every module uses: reads cached, writes published. */
export class SessionStore {
  private readonly cache = new UserScopedCache<{ expiresAt: number; lookup: SessionLookup }>({
    max: 100_000,
    ttlMs: 10_000,
  });

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
  ) {
    bus.subscribe((e) => {
      if (e.type === 'user.changed') this.cache.evictUser(e.userId);
      else if (e.type === 'caches.reset') this.cache.clear();
    });
  }

  async lookup(token: string): Promise<SessionLookup> {
    return this.lookupHash(hashToken(token));
  }

  /** The same, from the stored hash (a websocket holds the hash its ticket named, never the token). */
  async lookupHash(tokenHash: string): Promise<SessionLookup> {
    let entry = this.cache.get(tokenHash);
    if (!entry) {
      const row = await findSessionByTokenHash(this.db, tokenHash);
      // Unknown tokens are not cached: they belong to no user whose events could evict them.
      if (!row) return { kind: 'none' };
      entry = { expiresAt: row.expiresAt.getTime(), lookup: lookupOf(row) };
      this.cache.set(tokenHash, row.userId, entry);
    }
    if (entry.lookup.kind === 'ok' && entry.expiresAt <= Date.now()) return { kind: 'none' };
    return entry.lookup;
  }

  /**
   * The session as the database has it now, past the cache: a websocket's check when it opens and after every
   * user.changed event, where a cached answer read just before the change could keep a socket of an ended session
   * open. Not cached either (a concurrent eviction could otherwise be overwritten with what this read).
   */
  async lookupFresh(tokenHash: string): Promise<SessionLookup> {
    const row = await findSessionByTokenHash(this.db, tokenHash);
    if (!row) return { kind: 'none' };
    const lookup = lookupOf(row);
    return lookup.kind === 'ok' && row.expiresAt.getTime() <= Date.now() ? { kind: 'none' } : lookup;
  }

  /** Starts a session (ending the account's live one) and returns its token, which is stored only hashed. */
  async start(input: SessionStart): Promise<string> {
    const token = newToken();
    await replaceSession(this.db, {
      ...input,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_MS),
    });
    await this.changed(input.userId);
    return token;
  }

  async end(session: SessionContext, reason: string): Promise<void> {
    await endSession(this.db, session.sessionId, reason);
    await this.changed(session.userId);
  }

  /** Ends every live session of a user (password change, account disabled). */
  async endAllFor(userId: string, reason: 'password' | 'disabled'): Promise<void> {
    await endUserSessions(this.db, userId, reason);
    await this.changed(userId);
  }

  async update(session: SessionContext, patch: SessionPatch): Promise<void> {
    await updateSession(this.db, session.sessionId, patch);
    await this.changed(session.userId);
  }

  /** The user row or the user's sessions changed outside this class (status, layout style, roles). */
  changed(userId: string): Promise<void> {
    return this.bus.publish({ type: 'user.changed', userId });
  }
}
