/**
 * Sessions: one live session per account (a new login ends the old one with reason 'replaced', whose next
 * call then gets HTTP 401), 5-day expiry, the enterprise in use held here and never taken from the client.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { COOKIE_EXPIRES_DAYS } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

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

export async function startSession(
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

export async function lookupSession(db: Db, token: string): Promise<SessionLookup> {
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
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { kind: 'none' };
  if (row.endedAt) {
    if (row.endReason === 'replaced') return { kind: 'replaced' };
    if (row.endReason === 'disabled') return { kind: 'disabled' };
    return { kind: 'none' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { kind: 'none' };
  if (row.status !== 1) return { kind: 'disabled' };
  return {
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
  };
}

export async function endSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date(), endReason: reason }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of a user (password change, account disabled). */
export async function endUserSessions(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function updateSession(
  db: Db,
  sessionId: number,
  patch: Partial<{ entId: string; adminRequired: boolean; adminVerified: boolean }>,
): Promise<void> {
  await db.update(sessions).set(patch).where(eq(sessions.id, sessionId));
}
