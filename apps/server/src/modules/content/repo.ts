/**
 * Every query of the articles (contents, their channel links, revisions and likes). The published list and the search
 * are paged in SQL on their indexes: a channel's page walks content_subject_links by (subject, published_at), the
 * site's page contents by published time, the search the GIN index of search_vector ranked by ts_rank_cd.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  contentLikes,
  contentRevisions,
  contents,
  contentSiteLinks,
  contentSites,
  contentSubjectLinks,
  contentSubjects,
} from '../../db/schema/content.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type ContentRecord = typeof contents.$inferSelect;
export type ContentListRecord = Omit<ContentRecord, 'content' | 'plainText' | 'searchVector' | 'titleVector'> & {
  subjectNames: string;
  siteName: string;
};

const live = isNull(contents.deletedAt);

/**
 * The outer article's id inside a correlated subquery, qualified by hand: drizzle writes a column of a one-table
 * query unqualified ("id"), which inside the subquery would name the joined channel's or site's id.
 */
const OUTER_ID = sql.raw('"contents"."id"');

const subjectNames = sql<string>`coalesce((select string_agg(j.subject_name, '、' order by j.sort, j.id)
  from ${contentSubjectLinks} l join ${contentSubjects} j on j.id = l.subject_id where l.content_id = ${OUTER_ID}), '')`;
const siteNames = sql<string>`coalesce((select string_agg(distinct s.site_name, '、')
  from ${contentSubjectLinks} l join ${contentSubjects} j on j.id = l.subject_id join ${contentSites} s on s.id = j.site_id
  where l.content_id = ${OUTER_ID}), '')`;

const listColumns = {
  id: contents.id,
  businessCode: contents.businessCode,
  title: contents.title,
  contentSource: contents.contentSource,
  author: contents.author,
  summary: contents.summary,
  coverFileId: contents.coverFileId,
  state: contents.state,
  publishTime: contents.publishTime,
  expireTime: contents.expireTime,
  views: contents.views,
  likes: contents.likes,
  revision: contents.revision,
  approvedRevision: contents.approvedRevision,
  processInstId: contents.processInstId,
  reviewRound: contents.reviewRound,
  opinion: contents.opinion,
  entId: contents.entId,
  createdBy: contents.createdBy,
  updatedBy: contents.updatedBy,
  createdAt: contents.createdAt,
  updatedAt: contents.updatedAt,
  deletedAt: contents.deletedAt,
  subjectNames,
  siteName: siteNames,
};

export interface ContentFilter {
  title?: string;
  siteId?: string;
  subjectId?: string;
  state?: number;
}

/** The editors' list: every live article, last changed first. */
export function contentList(db: Db, f: ContentFilter): ListQuery<ContentListRecord> {
  const where: SQL[] = [live];
  if (f.title) where.push(ilike(contents.title, containsPattern(f.title)));
  if (f.state !== undefined) where.push(eq(contents.state, f.state));
  if (f.subjectId) {
    where.push(
      sql`exists (select 1 from ${contentSubjectLinks} l where l.content_id = ${OUTER_ID} and l.subject_id = ${f.subjectId})`,
    );
  }
  if (f.siteId) {
    where.push(sql`exists (select 1 from ${contentSubjectLinks} l join ${contentSubjects} j on j.id = l.subject_id
      where l.content_id = ${OUTER_ID} and j.site_id = ${f.siteId})`);
  }
  const cond = and(...where);
  return {
    count: async () => (await db.select({ n: count() }).from(contents).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select(listColumns)
        .from(contents)
        .where(cond)
        // As the index orders them (DESC NULLS LAST): a plain DESC would sort every article.
        .orderBy(sql`${contents.updatedAt} desc nulls last`, sql`${contents.id} desc nulls last`)
        .limit(limit)
        .offset(offset),
  };
}

/** A live article (a deleted one is missing). */
export async function findContent(db: DbOrTx, id: string, forUpdate = false): Promise<ContentRecord | undefined> {
  const q = db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), live));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findContentByCode(db: DbOrTx, businessCode: string): Promise<ContentRecord | undefined> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.businessCode, businessCode), live));
  return row;
}

export async function listRecordOf(db: DbOrTx, id: string): Promise<ContentListRecord | undefined> {
  const [row] = await db.select(listColumns).from(contents).where(eq(contents.id, id));
  return row;
}

/** The search vectors of an article: every word (the title's weigh more), and the title's alone. */
export const vectorsOf = (titleWords: string, textWords: string): { searchVector: SQL; titleVector: SQL } => ({
  searchVector: sql`setweight(to_tsvector('simple', ${titleWords}), 'A') || setweight(to_tsvector('simple', ${textWords}), 'D')`,
  titleVector: sql`to_tsvector('simple', ${titleWords})`,
});

export type ContentWrite = Omit<typeof contents.$inferInsert, 'searchVector' | 'titleVector'> & {
  searchVector: SQL;
  titleVector: SQL;
};

export async function insertContent(db: DbOrTx, row: ContentWrite): Promise<void> {
  await db.insert(contents).values(row);
}

export async function updateContent(
  db: DbOrTx,
  id: string,
  set: Partial<Omit<ContentWrite, 'searchVector' | 'titleVector'>> & { searchVector?: SQL; titleVector?: SQL },
): Promise<void> {
  await db
    .update(contents)
    .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .where(eq(contents.id, id));
}

/**
 * Files the article under exactly these channels, and so in their sites (an article being saved is not published:
 * its links carry no publish time until it is).
 */
export async function setSubjects(
  db: DbOrTx,
  contentId: string,
  subjects: readonly { id: string; siteId: string }[],
): Promise<void> {
  await db.delete(contentSubjectLinks).where(eq(contentSubjectLinks.contentId, contentId));
  await db.delete(contentSiteLinks).where(eq(contentSiteLinks.contentId, contentId));
  if (subjects.length === 0) return;
  await db.insert(contentSubjectLinks).values(subjects.map((j) => ({ contentId, subjectId: j.id })));
  const sites = [...new Set(subjects.map((j) => j.siteId))];
  await db.insert(contentSiteLinks).values(sites.map((siteId) => ({ contentId, siteId })));
}

export async function subjectIdsOf(db: DbOrTx, contentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: contentSubjectLinks.subjectId })
    .from(contentSubjectLinks)
    .where(eq(contentSubjectLinks.contentId, contentId))
    .orderBy(asc(contentSubjectLinks.subjectId));
  return rows.map((r) => r.id);
}

/** Marks the article published at `at` (or not), on the article and on its channel and site links. */
export async function setPublished(db: DbOrTx, id: string, at: Date | null, state: number): Promise<void> {
  await db
    .update(contents)
    .set({ state, ...(at ? { publishTime: at } : {}), updatedAt: new Date() })
    .where(eq(contents.id, id));
  await db.update(contentSubjectLinks).set({ publishedAt: at }).where(eq(contentSubjectLinks.contentId, id));
  await db.update(contentSiteLinks).set({ publishedAt: at }).where(eq(contentSiteLinks.contentId, id));
}

// --- revisions ---

export async function insertRevision(db: DbOrTx, row: typeof contentRevisions.$inferInsert): Promise<void> {
  await db.insert(contentRevisions).values(row);
}

export function revisionList(db: Db, contentId: string): ListQuery<typeof contentRevisions.$inferSelect> {
  const cond = eq(contentRevisions.contentId, contentId);
  return {
    count: async () => (await db.select({ n: count() }).from(contentRevisions).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(contentRevisions)
        .where(cond)
        .orderBy(desc(contentRevisions.revision))
        .limit(limit)
        .offset(offset),
  };
}

export async function findRevision(db: DbOrTx, contentId: string, revision: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.revision, revision)));
  return row;
}

/** One like per user: true if this call added it. The count on the article follows in the same statement. */
export async function addLike(db: DbOrTx, contentId: string, userId: string): Promise<boolean> {
  const added = await db.insert(contentLikes).values({ contentId, userId }).onConflictDoNothing().returning();
  if (added.length) {
    await db
      .update(contents)
      .set({ likes: sql`${contents.likes} + 1` })
      .where(eq(contents.id, contentId));
  }
  return added.length > 0;
}

export async function likedBy(db: DbOrTx, contentIds: readonly string[], userId: string): Promise<Set<string>> {
  if (contentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentLikes.contentId })
    .from(contentLikes)
    .where(and(eq(contentLikes.userId, userId), inArray(contentLikes.contentId, [...contentIds])));
  return new Set(rows.map((r) => r.id));
}

export async function likesOf(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ likes: contents.likes }).from(contents).where(eq(contents.id, id));
  return row?.likes ?? 0;
}

/** Articles whose search words were never computed (the demo seed's, an import's), a batch at a time. */
export function articlesWithoutWords(db: DbOrTx, limit: number) {
  return db
    .select({ id: contents.id, title: contents.title, summary: contents.summary, plainText: contents.plainText })
    .from(contents)
    .where(
      sql`(${contents.searchVector} = ''::tsvector or ${contents.titleVector} = ''::tsvector) and ${contents.deletedAt} is null`,
    )
    .limit(limit);
}

export async function setSearchWords(db: DbOrTx, id: string, vectors: { searchVector: SQL; titleVector: SQL }) {
  await db.update(contents).set(vectors).where(eq(contents.id, id));
}
