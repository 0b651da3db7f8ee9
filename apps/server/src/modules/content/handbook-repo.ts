/** Every query of the operation manuals (content_handbooks). */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentHandbooks } from '../../db/schema/content.ts';

export type HandbookRecord = typeof contentHandbooks.$inferSelect;

export async function handbooksOf(db: DbOrTx, paths: readonly string[]): Promise<HandbookRecord[]> {
  if (paths.length === 0) return [];
  return db
    .select()
    .from(contentHandbooks)
    .where(inArray(contentHandbooks.path, [...paths]));
}

/** Every page path that has a manual (a few hundred at most: one per page of the route table). */
export async function configuredPaths(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ path: contentHandbooks.path }).from(contentHandbooks);
  return new Set(rows.map((r) => r.path));
}

export async function upsertHandbook(db: DbOrTx, row: typeof contentHandbooks.$inferInsert): Promise<void> {
  await db
    .insert(contentHandbooks)
    .values(row)
    .onConflictDoUpdate({ target: contentHandbooks.path, set: { ...row, updatedAt: new Date() } });
}

export async function deleteHandbook(db: DbOrTx, path: string): Promise<HandbookRecord | undefined> {
  const [row] = await db.delete(contentHandbooks).where(eq(contentHandbooks.path, path)).returning();
  return row;
}
