/** Every query of the notices area's tables. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/notices.ts';

/**
 * The user's latest unread notice in the enterprise, or none: what the bell's dot is decided from (§4). Served by
 * the partial index notices_unread_latest_idx, one index entry however many notices the user has.
 */
export async function latestUnread(db: Db, userId: string, entId: string) {
  const rows = await db
    .select({
      id: notices.id,
      noticeType: notices.noticeType,
      content: notices.content,
      createDate: notices.createDate,
    })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.entId, entId), ne(notices.status, 1)))
    .orderBy(desc(notices.createDate))
    .limit(1);
  return rows.map((r) => ({ ...r, createDate: r.createDate.toISOString() }));
}
