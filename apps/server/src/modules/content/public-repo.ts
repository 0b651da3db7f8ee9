/**
 * The readers' queries: a site's or a channel's published articles and the search within a site. They walk the site
 * links (content_site_links, by site and publish time) or a channel's links, so a list reads its page's rows and no
 * other site's; the search takes the GIN index's matches within the site and puts those whose title holds the words
 * first, newest first (the title's vector is small and kept inline: ranking reads no article's whole text). Which
 * sites a reader may read (public ones, or the knowledge base for its holders) the routes decide.
 */
import { and, count, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CONTENT_STATE } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contents, contentSiteLinks, contentSubjectLinks, contentSubjects } from '../../db/schema/content.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type ListOrder = 'latest' | 'views';

/** The outer article's id inside a correlated subquery (drizzle may write it unqualified). */
const OUTER_ID = sql.raw('"contents"."id"');
const subjectNames = sql<string>`coalesce((select string_agg(j.subject_name, '、' order by j.sort, j.id)
  from ${contentSubjectLinks} l join ${contentSubjects} j on j.id = l.subject_id where l.content_id = ${OUTER_ID}), '')`;

const publicColumns = {
  id: contents.id,
  title: contents.title,
  summary: contents.summary,
  contentSource: contents.contentSource,
  author: contents.author,
  coverFileId: contents.coverFileId,
  publishTime: contents.publishTime,
  views: contents.views,
  likes: contents.likes,
  plainText: contents.plainText,
  subjectNames,
};

export interface PublicRecord {
  id: string;
  title: string;
  summary: string;
  contentSource: string;
  author: string;
  coverFileId: string;
  publishTime: Date | null;
  views: number;
  likes: number;
  plainText: string;
  subjectNames: string;
}

const live = and(eq(contents.state, CONTENT_STATE.published), isNull(contents.deletedAt));

/**
 * Newest first as the links' indexes are ordered (DESC NULLS LAST): PostgreSQL's plain DESC puts nulls first, and an
 * order that differs from the index's in that only makes it sort every row of the site (24 ms at 100,000 articles,
 * where the index walk reads ten).
 */
const newest = (...cols: AnyColumn[]) => cols.map((c) => sql`${c} desc nulls last`);

/** A site's published articles, newest (or most read) first. */
export function siteArticles(db: Db, siteId: string, order: ListOrder = 'latest'): ListQuery<PublicRecord> {
  const inSite = and(eq(contentSiteLinks.siteId, siteId), sql`${contentSiteLinks.publishedAt} is not null`);
  return {
    // The links' partial index alone: the site's published articles (setPublished keeps the two in step).
    count: async () => (await db.select({ n: count() }).from(contentSiteLinks).where(inSite))[0].n,
    slice: (limit, offset) =>
      db
        .select(publicColumns)
        .from(contentSiteLinks)
        .innerJoin(contents, eq(contents.id, contentSiteLinks.contentId))
        .where(and(inSite, live))
        .orderBy(
          ...(order === 'views' ? [desc(contents.views)] : []),
          ...newest(contentSiteLinks.publishedAt, contentSiteLinks.contentId),
        )
        .limit(limit)
        .offset(offset),
  };
}

/** A channel's published articles, newest (or most read) first. */
export function channelArticles(db: Db, subjectId: string, order: ListOrder = 'latest'): ListQuery<PublicRecord> {
  const inChannel = and(
    eq(contentSubjectLinks.subjectId, subjectId),
    sql`${contentSubjectLinks.publishedAt} is not null`,
  );
  return {
    count: async () => (await db.select({ n: count() }).from(contentSubjectLinks).where(inChannel))[0].n,
    slice: (limit, offset) =>
      db
        .select(publicColumns)
        .from(contentSubjectLinks)
        .innerJoin(contents, eq(contents.id, contentSubjectLinks.contentId))
        .where(and(inChannel, live))
        .orderBy(
          ...(order === 'views' ? [desc(contents.views)] : []),
          ...newest(contentSubjectLinks.publishedAt, contentSubjectLinks.contentId),
        )
        .limit(limit)
        .offset(offset),
  };
}

export type SearchRecord = PublicRecord & { rank: number };

/**
 * A site's published articles holding every word, in two parts, each newest first: those whose title holds them (rank
 * 1), then the others (rank 0). Each part is a walk of the site's links in publish order, filtered by the word index
 * (or, for rare words, the index's matches sorted): no part ranks every match of a common word.
 */
export function searchInSite(db: Db, words: readonly string[], siteId: string) {
  const query = sql`plainto_tsquery('simple', ${words.join(' ')})`;
  const matches = and(
    eq(contentSiteLinks.siteId, siteId),
    sql`${contentSiteLinks.publishedAt} is not null`,
    sql`${contents.searchVector} @@ ${query}`,
    live,
  );
  const inTitle = sql`${contents.titleVector} @@ ${query}`;
  const part = (cond: SQL | undefined, rank: 0 | 1): ListQuery<SearchRecord> => ({
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(contents)
          .innerJoin(contentSiteLinks, eq(contentSiteLinks.contentId, contents.id))
          .where(cond)
      )[0].n,
    slice: (limit, offset) =>
      db
        .select({ ...publicColumns, rank: sql<number>`${rank}` })
        .from(contentSiteLinks)
        .innerJoin(contents, eq(contents.id, contentSiteLinks.contentId))
        .where(cond)
        .orderBy(...newest(contentSiteLinks.publishedAt, contentSiteLinks.contentId))
        .limit(limit)
        .offset(offset),
  });
  return {
    all: part(matches, 0),
    titles: part(and(matches, inTitle), 1),
    rest: part(and(matches, sql`not (${inTitle})`), 0),
  };
}

/** The title matches, then the rest: the page's rows from one part or across the two (counts given, e.g. cached). */
export function titlesFirst(
  parts: ReturnType<typeof searchInSite>,
  counts: { all: () => Promise<number>; titles: () => Promise<number> },
): ListQuery<SearchRecord> {
  return {
    count: counts.all,
    slice: async (limit, offset) => {
      const inTitles = await counts.titles();
      const rows = offset < inTitles ? await parts.titles.slice(limit, offset) : [];
      if (rows.length < limit)
        rows.push(...(await parts.rest.slice(limit - rows.length, Math.max(0, offset - inTitles))));
      return rows;
    },
  };
}

/** Published in one of these sites. */
const inSites = (siteIds: readonly string[]): SQL =>
  sql`exists (select 1 from ${contentSiteLinks} sl where sl.content_id = ${OUTER_ID}
    and sl.published_at is not null and ${inArray(sql`sl.site_id`, [...siteIds])})`;

/** A published article of one of these sites, its views counted (undefined: none such). */
export async function readPublished(db: DbOrTx, id: string, siteIds: readonly string[]) {
  if (siteIds.length === 0) return undefined;
  const [row] = await db
    .update(contents)
    .set({ views: sql`${contents.views} + 1` })
    .where(and(eq(contents.id, id), live, inSites(siteIds)))
    .returning({ id: contents.id });
  if (!row) return undefined;
  const [out] = await db
    .select({ ...publicColumns, content: contents.content })
    .from(contents)
    .where(eq(contents.id, id));
  return out;
}

export async function isPublishedIn(db: DbOrTx, id: string, siteIds: readonly string[]): Promise<boolean> {
  if (siteIds.length === 0) return false;
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, id), live, inSites(siteIds)));
  return rows.length > 0;
}
