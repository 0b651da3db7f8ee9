/**
 * An article's save, its answers, and its moves between states (rules.ts of the shared package): every save
 * sanitises the body (the platform's one allow-list), refreshes the search words, keeps a revision, files the article
 * under its channels and claims its images and attachments from the attachment service.
 */
import * as M from '@portal/shared';
import {
  CONTENT_FILE_PROJECT_TYPE,
  CONTENT_IMAGE_PROJECT_TYPE,
  CONTENT_MESSAGES as CM,
  CONTENT_STATE_LABEL,
  toDisplayTime,
  type ContentDetail,
  type ContentRow,
  type ContentState,
  type WorkflowActor,
} from '@portal/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { ListTotals } from '../../platform/paging.ts';
import { perApp } from '../../platform/per-app.ts';
import { people } from '../../platform/people.ts';
import { hasVisibleText, imageFileIds, plainTextOf, sanitiseRichText } from '../../platform/rich-text.ts';
import { attachmentsOf, claimAttachment, claimAttachments } from '../attachment/index.ts';
import { detailOf, findInstance } from '../workflow/index.ts';
import { scheduleJob } from './jobs-repo.ts';
import {
  findContent,
  insertContent,
  insertRevision,
  listRecordOf,
  setPublished,
  setSubjects,
  subjectIdsOf,
  updateContent,
  vectorsOf,
  type ContentListRecord,
  type ContentRecord,
} from './repo.ts';
import { indexWords } from './search.ts';
import { subjectsByIds } from './site-repo.ts';

/**
 * The readers' lists' totals, kept 30 s per list (counting a site's 100,000 articles costs more than reading a page of
 * them); any change of what is published clears them on every instance (content.changed).
 */
export const contentTotals = perApp(
  (deps) => new ListTotals(deps, { ttlMs: 30_000, evictOn: (type) => type === 'content.changed' }),
);

/** Tells every instance that what readers see changed: an article's publication, a site, a channel (after the commit). */
export function announceChange(deps: Pick<Deps, 'bus'>): Promise<void> {
  return deps.bus.publish({ type: 'content.changed' });
}

/** Who owns an article's files in the attachment service. */
export const CONTENT_FILES = 'content';
export const CONTENT_IMAGES = 'contentImage';

export interface ContentFields {
  title: string;
  contentSource: string;
  author: string;
  summary: string;
  content: string;
  coverFileId: string;
  contentSiteSubjects: { subjectId: string }[];
  attachmentFiles: { fileId: string; fileName: string }[];
  publishTime: string | null;
  expireTime: string | null;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A publish time must lie ahead. The one the article already holds (when it was published, or a schedule that has
 * passed) is sent back unchanged by the form: it is dropped, and the next approval publishes at once.
 */
function futurePublishTime(sent: string | null, held: Date | null, now: Date): Date | null {
  if (!sent) return null;
  const t = new Date(sent);
  if (t.getTime() > now.getTime()) return t;
  if (held && seconds(held) === seconds(t)) return null;
  throw fail.business(CM.publishTimePast);
}

/** The fields checked against the clock and the database; the body sanitised. */
async function checked(tx: DbOrTx, f: ContentFields, now: Date, before?: ContentRecord) {
  const subjectIds = [...new Set(f.contentSiteSubjects.map((s) => s.subjectId))];
  const subjects = await subjectsByIds(tx, subjectIds);
  if (subjects.length !== subjectIds.length) throw fail.business(CM.subjectNotFound);
  const html = sanitiseRichText(f.content);
  if (!hasVisibleText(html) && imageFileIds(html).length === 0) throw fail.business(CM.bodyEmpty);
  const publishTime = futurePublishTime(f.publishTime, before?.publishTime ?? null, now);
  const expireTime = f.expireTime ? new Date(f.expireTime) : null;
  if (expireTime && expireTime.getTime() <= (publishTime ?? now).getTime()) throw fail.business(CM.expireBeforePublish);
  const plainText = plainTextOf(html);
  return { subjects, html, plainText, publishTime, expireTime };
}

/** The article's images and attachments become its own (images are kept for its revisions; attachments as named). */
async function claimFiles(tx: Tx, s: SessionContext, id: string, f: ContentFields, html: string) {
  const target = { entId: s.entId, userId: s.userId, ownerId: id };
  const images = new Set([...imageFileIds(html), ...(f.coverFileId ? [f.coverFileId] : [])]);
  for (const fileId of images) {
    await claimAttachment(tx, {
      ...target,
      fileId,
      ownerType: CONTENT_IMAGES,
      projectType: CONTENT_IMAGE_PROJECT_TYPE,
      message: '图片不存在或已失效，请重新上传',
    });
  }
  await claimAttachments(
    tx,
    { ...target, ownerType: CONTENT_FILES, projectType: CONTENT_FILE_PROJECT_TYPE },
    f.attachmentFiles,
    (name) => `附件“${name}”不存在或已失效，请重新上传`,
  );
}

/** Saves a new article (a draft) or a new revision of an editable one; answers its id. */
export async function saveContent(deps: Deps, s: SessionContext, f: ContentFields, id?: string): Promise<string> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const before = id ? await findContent(tx, id, true) : undefined;
    if (id && !before) throw fail.notFound(CM.notFound);
    if (before && !M.EDITABLE_STATES.includes(before.state as ContentState)) throw fail.business(CM.notEditable);
    const c = await checked(tx, f, now, before);
    const contentId = id ?? newId();
    const revision = (before?.revision ?? 0) + 1;
    const fields = {
      title: f.title,
      contentSource: f.contentSource,
      author: f.author,
      summary: f.summary || c.plainText.slice(0, 120),
      content: c.html,
      plainText: c.plainText,
      coverFileId: f.coverFileId,
      publishTime: c.publishTime,
      expireTime: c.expireTime,
      revision,
      updatedBy: s.userId,
      ...vectorsOf(indexWords(f.title), indexWords(`${f.summary} ${c.plainText}`)),
    };
    if (before) {
      // An edit of a rejected or offline article makes it a draft again: it goes through review before it shows.
      await updateContent(tx, contentId, { ...fields, state: M.CONTENT_STATE.draft, updatedAt: now });
    } else {
      await insertContent(tx, {
        id: contentId,
        businessCode: `CT${contentId}`,
        ...fields,
        state: M.CONTENT_STATE.draft,
        entId: s.entId,
        createdBy: s.userId,
        createdAt: now,
        updatedAt: now,
      });
    }
    await setSubjects(tx, contentId, c.subjects);
    await insertRevision(tx, {
      contentId,
      revision,
      title: f.title,
      contentSource: f.contentSource,
      author: f.author,
      summary: fields.summary,
      content: c.html,
      savedBy: s.userId,
      savedAt: now,
    });
    await claimFiles(tx, s, contentId, f, c.html);
    return contentId;
  });
}

/** Puts an approved article on line now, or schedules it; its expiry is scheduled either way. */
export async function publishApproved(tx: Tx, row: ContentRecord, now: Date): Promise<void> {
  await updateContent(tx, row.id, { approvedRevision: row.revision });
  if (row.publishTime && row.publishTime.getTime() > now.getTime()) {
    await setPublished(tx, row.id, null, M.CONTENT_STATE.scheduled);
    await scheduleJob(tx, row.id, 'publish', row.publishTime);
  } else {
    await setPublished(tx, row.id, now, M.CONTENT_STATE.published);
  }
  await scheduleJob(tx, row.id, 'expire', row.expireTime);
}

/** The names of the users who created these articles. */
async function creatorNames(deps: Deps, rows: readonly { createdBy: string }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.createdBy))];
  const found = await people(deps).users(ids);
  return new Map([...found].map(([id, p]) => [id, p.userName || p.account]));
}

const time = (d: Date | null) => (d ? toDisplayTime(d) : null);

/**
 * Which of these articles under review the actor may decide on now (the workflow's own answer for each: at most a
 * page of them).
 */
async function reviewable(deps: Deps, rows: readonly ContentListRecord[], actor?: WorkflowActor): Promise<Set<string>> {
  const out = new Set<string>();
  if (!actor) return out;
  for (const r of rows) {
    if (r.state !== M.CONTENT_STATE.reviewing || !r.processInstId) continue;
    const instance = await findInstance(deps.db, r.processInstId);
    if (instance && (await detailOf(deps.db, instance, actor)).canAct) out.add(r.id);
  }
  return out;
}

/** The editors' rows; `actor` (the caller) tells which of them are theirs to review. */
export async function rowsOut(
  deps: Deps,
  rows: readonly ContentListRecord[],
  actor?: WorkflowActor,
): Promise<ContentRow[]> {
  const names = await creatorNames(deps, rows);
  const mine = await reviewable(deps, rows, actor);
  return rows.map((r) => ({
    id: r.id,
    businessCode: r.businessCode,
    title: r.title,
    contentSource: r.contentSource,
    author: r.author,
    subjectNames: r.subjectNames,
    siteName: r.siteName,
    state: r.state,
    stateLabel: CONTENT_STATE_LABEL[r.state as ContentState] ?? '',
    publishTime: time(r.publishTime),
    expireTime: time(r.expireTime),
    views: r.views,
    likes: r.likes,
    processInstId: r.processInstId,
    opinion: r.opinion,
    canReview: mine.has(r.id),
    createdBy: names.get(r.createdBy) ?? '',
    updateTime: toDisplayTime(r.updatedAt),
  }));
}

export async function rowOut(deps: Deps, id: string, actor?: WorkflowActor): Promise<ContentRow> {
  const row = await listRecordOf(deps.db, id);
  if (!row) throw fail.notFound(CM.notFound);
  return (await rowsOut(deps, [row], actor))[0];
}

export async function detailOut(deps: Deps, row: ContentRecord, actor?: WorkflowActor): Promise<ContentDetail> {
  const base = await rowOut(deps, row.id, actor);
  const files = await attachmentsOf(deps.db, CONTENT_FILES, row.id);
  return {
    ...base,
    summary: row.summary,
    content: row.content,
    coverFileId: row.coverFileId,
    contentSiteSubjects: (await subjectIdsOf(deps.db, row.id)).map((subjectId) => ({ subjectId })),
    attachmentFiles: files.map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
    revision: row.revision,
  };
}
