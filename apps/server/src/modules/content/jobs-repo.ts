/**
 * The scheduled publish and expiry jobs (content_jobs). A due job is claimed with FOR UPDATE SKIP LOCKED in the
 * transaction that applies it: another instance polling at the same moment skips it, and a crash before the commit
 * leaves it pending for the next poll.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentJobs } from '../../db/schema/content.ts';
import { newId } from '../../platform/ids.ts';

export type JobKind = 'publish' | 'expire';
export type JobRow = typeof contentJobs.$inferSelect;

/** Replaces the article's pending job of this kind (a new time, or none). */
export async function scheduleJob(db: DbOrTx, contentId: string, kind: JobKind, runAt: Date | null): Promise<void> {
  await cancelJob(db, contentId, kind);
  if (runAt) await db.insert(contentJobs).values({ id: newId(), contentId, kind, runAt });
}

export async function cancelJob(db: DbOrTx, contentId: string, kind?: JobKind): Promise<void> {
  await db
    .update(contentJobs)
    .set({ doneAt: new Date() })
    .where(
      and(
        eq(contentJobs.contentId, contentId),
        isNull(contentJobs.doneAt),
        kind ? eq(contentJobs.kind, kind) : undefined,
      ),
    );
}

/** The oldest due job nobody else holds, locked for this transaction (undefined: none). */
export async function claimDueJob(tx: DbOrTx, now: Date): Promise<JobRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentJobs)
    .where(and(isNull(contentJobs.doneAt), lte(contentJobs.runAt, now)))
    .orderBy(asc(contentJobs.runAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function finishJob(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(contentJobs).set({ doneAt: now }).where(eq(contentJobs.id, id));
}
