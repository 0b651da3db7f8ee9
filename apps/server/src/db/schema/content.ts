/**
 * Content area (§7.5 content, §3 News): sites, their channels (subjects), articles with their channels, revisions and
 * likes, and the scheduled jobs that publish and expire articles.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './user.ts';

/** PostgreSQL's tsvector (PGlite has it too): the article's words as jieba cut them, for the GIN index. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const contentSites = pgTable(
  'content_sites',
  {
    id: text('id').primaryKey(),
    siteName: text('site_name').notNull(),
    siteCode: text('site_code').notNull(),
    /** 1 启用, 0 停用. */
    state: integer('state').notNull().default(1),
    /** 1: its articles are on the public news calls; 0: internal (the knowledge base, for its holders only). */
    isPublic: integer('is_public').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    remark: text('remark').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_sites_code_uq').on(sql`lower(${t.siteCode})`)],
);

export const contentSubjects = pgTable(
  'content_subjects',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => contentSites.id),
    parentId: text('parent_id').notNull().default(''),
    subjectName: text('subject_name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 shown, 0 hidden. */
    state: integer('state').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_subjects_name_uq').on(t.siteId, sql`lower(${t.subjectName})`)],
);

/**
 * An article. `content` is sanitised HTML; `plainText` its text (for the search snippet); `searchVector` the title
 * (weight A) and the text (weight D) as jieba cut them, kept up to date on every save. Deleting marks `deletedAt`:
 * a deleted article answers like a missing one, and its revisions stay for the audit.
 */
export const contents = pgTable(
  'contents',
  {
    id: text('id').primaryKey(),
    businessCode: text('business_code').notNull(),
    title: text('title').notNull(),
    contentSource: text('content_source').notNull().default(''),
    author: text('author').notNull().default(''),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull(),
    plainText: text('plain_text').notNull().default(''),
    coverFileId: text('cover_file_id').notNull().default(''),
    /** CONTENT_STATE. */
    state: integer('state').notNull().default(0),
    /** The scheduled publish time (null: at once on approval); once published, when it was. */
    publishTime: ts('publish_time'),
    expireTime: ts('expire_time'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    /** The revision the last approval covered (an offline article goes back on line unreviewed only if unchanged). */
    approvedRevision: integer('approved_revision'),
    processInstId: text('process_inst_id').notNull().default(''),
    /** Review rounds ended by an approval: the next submission starts instance `<id>:<round>` (one per round). */
    reviewRound: integer('review_round').notNull().default(0),
    opinion: text('opinion').notNull().default(''),
    entId: text('ent_id').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: text('updated_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /** The title's words alone: a search ranks the articles whose title holds the words first (small, inline). */
    titleVector: tsvector('title_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    uniqueIndex('contents_business_code_uq').on(t.businessCode),
    index('contents_search_idx').using('gin', t.searchVector),
    // The title matches of a rare word are found here, not by walking a site's articles until ten match.
    index('contents_title_search_idx').using('gin', t.titleVector),
    index('contents_published_idx')
      .on(t.publishTime.desc(), t.id.desc())
      .where(sql`${t.state} = 4 and ${t.deletedAt} is null`),
    index('contents_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
  ],
);

/** §3 News contentSiteSubjects: the channels an article is filed under. */
export const contentSubjectLinks = pgTable(
  'content_subject_links',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => contentSubjects.id),
    /** The article's publish time while it is published (null otherwise): a channel's page is one index scan. */
    publishedAt: ts('published_at'),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.subjectId] }),
    index('content_subject_links_channel_idx')
      .on(t.subjectId, t.publishedAt.desc(), t.contentId.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * The sites an article is filed in (through its channels), with its publish time while it is published: a site's
 * list and a search within a site walk (site, published_at) and never look at another site's articles.
 */
export const contentSiteLinks = pgTable(
  'content_site_links',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => contentSites.id),
    publishedAt: ts('published_at'),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.siteId] }),
    index('content_site_links_site_idx')
      .on(t.siteId, t.publishedAt.desc(), t.contentId.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** Every save of an article (its text and fields as saved), numbered from 1. Never updated. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    contentSource: text('content_source').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.revision] })],
);

/** One like per user and article (likeCount). */
export const contentLikes = pgTable(
  'content_likes',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedAt: ts('liked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.userId] })],
);

/**
 * A scheduled publish or expiry. Every instance polls for due jobs and claims them with FOR UPDATE SKIP LOCKED inside
 * the transaction that applies them, so a job runs once across instances and survives a restart (it is a row).
 */
export const contentJobs = pgTable(
  'content_jobs',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** 'publish' | 'expire'. */
    kind: text('kind').notNull(),
    runAt: ts('run_at').notNull(),
    /** Set when it ran (or was made moot by a later change); pending jobs have null. */
    doneAt: ts('done_at'),
  },
  (t) => [
    index('content_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    uniqueIndex('content_jobs_pending_uq')
      .on(t.contentId, t.kind)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** The mobile carousel (/mobile/appDisposition; getPicture answers the items in force). */
export const contentCarousel = pgTable(
  'content_carousel',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    imageFileId: text('image_file_id').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    /** 1 启用, 0 停用. */
    state: integer('state').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('content_carousel_sort_idx').on(t.sort, t.id)],
);

/** A page's operation manual (/handbookSetting/index), by the page's path as the route table writes it. */
export const contentHandbooks = pgTable('content_handbooks', {
  /** The route's path, lower-cased (paths match case-insensitively). */
  path: text('path').primaryKey(),
  fileId: text('file_id').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
