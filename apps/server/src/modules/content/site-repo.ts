/** Every query of the sites and channels (content_sites, content_subjects). */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contents, contentSites, contentSubjectLinks, contentSubjects } from '../../db/schema/content.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type SiteRow = typeof contentSites.$inferSelect;
export type SubjectRow = typeof contentSubjects.$inferSelect & { siteName: string; contentCount: number };

export function siteList(db: Db, siteName: string | undefined): ListQuery<SiteRow> {
  const cond = siteName ? ilike(contentSites.siteName, containsPattern(siteName)) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(contentSites).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(contentSites)
        .where(cond)
        .orderBy(asc(contentSites.sort), asc(contentSites.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function findSite(db: DbOrTx, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(contentSites).where(eq(contentSites.id, id));
  return row;
}

export async function siteCodeTaken(db: DbOrTx, code: string, exceptId?: string): Promise<boolean> {
  const cond = [sql`lower(${contentSites.siteCode}) = lower(${code})`];
  if (exceptId) cond.push(ne(contentSites.id, exceptId));
  return (
    (
      await db
        .select({ id: contentSites.id })
        .from(contentSites)
        .where(and(...cond))
        .limit(1)
    ).length > 0
  );
}

export async function insertSite(db: DbOrTx, row: typeof contentSites.$inferInsert): Promise<SiteRow> {
  const [saved] = await db.insert(contentSites).values(row).returning();
  return saved;
}

export async function updateSite(
  db: DbOrTx,
  id: string,
  set: Partial<typeof contentSites.$inferInsert>,
): Promise<SiteRow | undefined> {
  const [saved] = await db
    .update(contentSites)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(contentSites.id, id))
    .returning();
  return saved;
}

/** Enabled sites (or the one asked for) with their shown channels, in display order. */
export async function siteOptions(db: Db, id?: string) {
  const sites = await db
    .select()
    .from(contentSites)
    .where(and(eq(contentSites.state, 1), id ? eq(contentSites.id, id) : undefined))
    .orderBy(asc(contentSites.sort), asc(contentSites.id));
  if (sites.length === 0) return [];
  const subjects = await db
    .select()
    .from(contentSubjects)
    .where(
      and(
        inArray(
          contentSubjects.siteId,
          sites.map((s) => s.id),
        ),
        eq(contentSubjects.state, 1),
      ),
    )
    .orderBy(asc(contentSubjects.sort), asc(contentSubjects.id));
  return sites.map((s) => ({
    id: s.id,
    siteName: s.siteName,
    siteCode: s.siteCode,
    subjects: subjects
      .filter((j) => j.siteId === s.id)
      .map((j) => ({ id: j.id, parentId: j.parentId, subjectName: j.subjectName, sort: j.sort })),
  }));
}

// The outer channel's id in the count below is qualified by hand: drizzle may write it unqualified ("id"), which inside
// the subquery would name the article's id.
const subjectColumns = {
  id: contentSubjects.id,
  siteId: contentSubjects.siteId,
  parentId: contentSubjects.parentId,
  subjectName: contentSubjects.subjectName,
  sort: contentSubjects.sort,
  state: contentSubjects.state,
  updatedAt: contentSubjects.updatedAt,
  siteName: contentSites.siteName,
  contentCount: sql<number>`(select count(*)::int from ${contentSubjectLinks} l join ${contents} c on c.id = l.content_id
    where l.subject_id = ${sql.raw('"content_subjects"."id"')} and c.deleted_at is null)`,
};

export function subjectList(db: Db, filter: { siteId?: string; subjectName?: string }): ListQuery<SubjectRow> {
  const where: SQL[] = [];
  if (filter.siteId) where.push(eq(contentSubjects.siteId, filter.siteId));
  if (filter.subjectName) where.push(ilike(contentSubjects.subjectName, containsPattern(filter.subjectName)));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(contentSubjects).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select(subjectColumns)
        .from(contentSubjects)
        .innerJoin(contentSites, eq(contentSites.id, contentSubjects.siteId))
        .where(cond)
        .orderBy(asc(contentSites.sort), asc(contentSubjects.sort), desc(contentSubjects.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function findSubject(db: DbOrTx, id: string): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select(subjectColumns)
    .from(contentSubjects)
    .innerJoin(contentSites, eq(contentSites.id, contentSubjects.siteId))
    .where(eq(contentSubjects.id, id));
  return row;
}

export async function subjectNameTaken(db: DbOrTx, siteId: string, name: string, exceptId?: string) {
  const cond = [eq(contentSubjects.siteId, siteId), sql`lower(${contentSubjects.subjectName}) = lower(${name})`];
  if (exceptId) cond.push(ne(contentSubjects.id, exceptId));
  return (
    (
      await db
        .select({ id: contentSubjects.id })
        .from(contentSubjects)
        .where(and(...cond))
        .limit(1)
    ).length > 0
  );
}

export async function hasChildSubjects(db: DbOrTx, id: string): Promise<boolean> {
  return (
    (await db.select({ id: contentSubjects.id }).from(contentSubjects).where(eq(contentSubjects.parentId, id)).limit(1))
      .length > 0
  );
}

export async function insertSubject(db: DbOrTx, row: typeof contentSubjects.$inferInsert): Promise<void> {
  await db.insert(contentSubjects).values(row);
}

export async function updateSubject(db: DbOrTx, id: string, set: Partial<typeof contentSubjects.$inferInsert>) {
  await db
    .update(contentSubjects)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(contentSubjects.id, id));
}

/** Deletes a channel no live article is filed under (deleted articles lose the link; their revisions stay). */
export async function deleteSubject(db: DbOrTx, id: string): Promise<void> {
  await db.delete(contentSubjectLinks).where(eq(contentSubjectLinks.subjectId, id));
  await db.delete(contentSubjects).where(eq(contentSubjects.id, id));
}

/** The channels of these ids that exist, with their site (an article may only be filed under existing ones). */
export async function subjectsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: contentSubjects.id, siteId: contentSubjects.siteId })
    .from(contentSubjects)
    .where(inArray(contentSubjects.id, [...ids]));
}

/** Every site (a handful), for the readers' directory. */
export function allSites(db: DbOrTx): Promise<SiteRow[]> {
  return db.select().from(contentSites);
}

/** Every channel's site and state (dozens), for the readers' directory. */
export function subjectSites(db: DbOrTx) {
  return db
    .select({ id: contentSubjects.id, siteId: contentSubjects.siteId, state: contentSubjects.state })
    .from(contentSubjects);
}
