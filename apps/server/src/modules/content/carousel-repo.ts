/** Every query of the mobile carousel (content_carousel). */
import { and, asc, count, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contentCarousel } from '../../db/schema/content.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type CarouselRow = typeof contentCarousel.$inferSelect;

export function carouselList(db: Db, title: string | undefined): ListQuery<CarouselRow> {
  const cond = title ? ilike(contentCarousel.title, containsPattern(title)) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(contentCarousel).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(contentCarousel)
        .where(cond)
        .orderBy(asc(contentCarousel.sort), asc(contentCarousel.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function findCarousel(db: DbOrTx, id: string): Promise<CarouselRow | undefined> {
  const [row] = await db.select().from(contentCarousel).where(eq(contentCarousel.id, id));
  return row;
}

export async function upsertCarousel(db: DbOrTx, row: typeof contentCarousel.$inferInsert): Promise<void> {
  await db
    .insert(contentCarousel)
    .values(row)
    .onConflictDoUpdate({ target: contentCarousel.id, set: { ...row, updatedAt: new Date() } });
}

export async function deleteCarousel(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(contentCarousel).where(eq(contentCarousel.id, id)).returning()).length > 0;
}

/** The condition of an item in force at `now`: enabled, started, not ended. */
export function activeAt(now: Date): SQL {
  return and(
    eq(contentCarousel.state, 1),
    or(isNull(contentCarousel.startAt), lte(contentCarousel.startAt, now)),
    or(isNull(contentCarousel.endAt), gt(contentCarousel.endAt, now)),
  )!;
}

/** The items in force now, in order (a carousel holds a handful: at most 20 are shown). */
export function activeCarousel(db: Db, now: Date): Promise<CarouselRow[]> {
  return db
    .select()
    .from(contentCarousel)
    .where(activeAt(now))
    .orderBy(asc(contentCarousel.sort), asc(contentCarousel.id))
    .limit(20);
}
