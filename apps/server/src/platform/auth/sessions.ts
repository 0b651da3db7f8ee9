/**
 * Sessions: one live session per account (a new login ends the old one with reason 'replaced', whose next
 * call then gets HTTP 401), 5-day expiry, the enterprise in use held here and never taken from the client.
 * Lookups are cached per instance; every change publishes `user.changed`, which evicts the user's entries on
 * every instance (events.ts), and a short TTL bounds what a missed event could leave.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { COOKIE_EXPIRES_DAYS } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
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
  | { kind: 'ok'; session: SessionContext }
  | { kind: 'none' }
  | { kind: 'replaced' }
  | { kind: 'disabled' };

const SESSION_MS = COOKIE_EXPIRES_DAYS * 24 * 3600 * 1000;

async function startSession(
  db: Db,
  input: { userId: string; entId: string; adminRequired: boolean; ip: string },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'replaced' })
      .where(and(eq(sessions.userId, input.userId), isNull(sessions.endedAt)));
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: input.userId,
      entId: input.entId,
      adminRequired: input.adminRequired,
      expiresAt: new Date(Date.now() + SESSION_MS),
      ip: input.ip,
    });
  });
  return token;
}

async function readSession(db: Db, tokenHash: string): Promise<{ userId: string; expiresAt: number; lookup: SessionLookup } | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      entId: sessions.entId,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      adminRequired: sessions.adminRequired,
      adminVerified: sessions.adminVerified,
      account: users.account,
      userSource: users.userSource,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const base = { userId: row.userId, expiresAt: row.expiresAt.getTime() };
  if (row.endedAt) {
    const kind = row.endReason === 'replaced' ? 'replaced' : row.endReason === 'disabled' ? 'disabled' : 'none';
    return { ...base, lookup: { kind } };
  }
  if (row.status !== 1) return { ...base, lookup: { kind: 'disabled' } };
  return { ...base, lookup: {
    kind: 'ok',
    session: {
      sessionId: row.id,
      userId: row.userId,
      entId: row.entId,
      account: row.account,
      userSource: row.userSource,
      adminRequired: row.adminRequired,
      adminVerified: row.adminVerified,
    },
  } };
}

async function endSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date(), endReason: reason }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of a user (password change, account disabled). */
async function endUserSessions(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

async function updateSession(
  db: Db,
  sessionId: number,
  patch: Partial<{ entId: string; adminRequired: boolean; adminVerified: boolean }>,
): Promise<void> {
  await db.update(sessions).set(patch).where(eq(sessions.id, sessionId));
}

/** The session API every module uses: reads cached, writes published. */
export class SessionStore {
  private readonly cache = new UserScopedCache<{ expiresAt: number; lookup: SessionLookup }>({ max: 100_000, ttlMs: 10_000 });

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
    const tokenHash = hashToken(token);
    let entry = this.cache.get(tokenHash);
    if (!entry) {
      const read = await readSession(this.db, tokenHash);
      // Unknown tokens are not cached: they belong to no user whose events could evict them.
      if (!read) return { kind: 'none' };
      entry = { expiresAt: read.expiresAt, lookup: read.lookup };
      this.cache.set(tokenHash, read.userId, entry);
    }
    if (entry.lookup.kind === 'ok' && entry.expiresAt <= Date.now()) return { kind: 'none' };
    return entry.lookup;
  }

  async start(input: { userId: string; entId: string; adminRequired: boolean; ip: string }): Promise<string> {
    const token = await startSession(this.db, input);
    await this.changed(input.userId);
    return token;
  }

  async end(session: SessionContext, reason: string): Promise<void> {
    await endSession(this.db, session.sessionId, reason);
    await this.changed(session.userId);
  }

  /** Ends every live session of a user (password change, account disabled). */
  async endAllFor(userId: string, reason: string): Promise<void> {
    await endUserSessions(this.db, userId, reason);
    await this.changed(userId);
  }

  async update(session: SessionContext, patch: Partial<{ entId: string; adminRequired: boolean; adminVerified: boolean }>): Promise<void> {
    await updateSession(this.db, session.sessionId, patch);
    await this.changed(session.userId);
  }

  /** The user row or the user's sessions changed outside this class (status, layout style, roles). */
  changed(userId: string): Promise<void> {
    return this.bus.publish({ type: 'user.changed', userId });
  }
}
