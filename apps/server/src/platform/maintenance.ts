/**
 * Housekeeping of short-lived rows: expired captchas, old SMS codes, long-ended sessions, stale lock counters,
 * expired hand-off nonces.
 * Idempotent deletes, so every instance may run it; hourly, and once at start.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captchas, handoffTickets, loginFailures, sessions, smsCodes } from '../db/schema.ts';

const HOUR = 3600 * 1000;

export async function purgeExpired(app: FastifyInstance, now = Date.now()): Promise<void> {
  const { db } = app.deps;
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now - HOUR)));
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now - 48 * HOUR)));
  await db.delete(sessions).where(or(
    and(isNotNull(sessions.endedAt), lt(sessions.endedAt, new Date(now - 30 * 24 * HOUR))),
    lt(sessions.expiresAt, new Date(now - 30 * 24 * HOUR)),
  ));
  await db.delete(loginFailures).where(lt(loginFailures.updatedAt, new Date(now - 24 * HOUR)));
  // A used hand-off nonce is kept while its ticket could still pass the expiry check (then that check refuses it).
  await db.delete(handoffTickets).where(lt(handoffTickets.expiresAt, new Date(now - HOUR)));
}

export function scheduleMaintenance(app: FastifyInstance): void {
  const run = () => purgeExpired(app).catch((err) => app.log.warn({ err }, 'maintenance failed'));
  const timer = setInterval(run, HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  void run();
}
