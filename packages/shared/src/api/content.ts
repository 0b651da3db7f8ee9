/**
 * Content (§7.5 content: sites, subjects, contents; §7.4 management getDetail and likeCount; §3 News). Editors
 * (/newsSend/informationIssues, /newsSend/channelManagement) keep sites, their channels (subjects) and articles; an
 * article is reviewed on the workflow module (definition `newsReview`, notice type 14) and published at once or at its
 * publish time. Anyone, signed in or not, reads what is published (/finance/newsList, newsListSearch, newsDetails).
 *
 * The calls the spec names keep its paths; the search, the public list, the submit for review and the revisions are
 * ours (the spec names none). An article's body is HTML the server sanitises on save (one allow-list), so every answer
 * carries HTML that may be shown (the web sanitises it again when it shows it).
 */
import { z } from 'zod';
import { CONTENT_LIMITS as L } from '../content/rules.ts';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

const id = z.string().trim().min(1, '缺少编号').max(40);
const state01 = z.union([z.literal(0), z.literal(1)]);
const contentState = z.coerce.number().int().min(0).max(5);
/** A filter where '' (a cleared select) means none. */
const emptyAsNone = (v: unknown) => (v === '' || v === null ? undefined : v);
const isoTime = z.iso.datetime({ offset: true, message: '时间格式不正确' });

const required = (max: number, what: string) =>
  z.string().trim().min(1, `请输入${what}`).max(max, `${what}最多${max}个字符`);
const optionalText = (max: number, what: string) =>
  z.string().trim().max(max, `${what}最多${max}个字符`).optional().default('');

// ---- sites (站点) -------------------------------------------------------------------------------------------

export const SiteSchema = z.object({
  id: z.string(),
  siteName: z.string(),
  /** news, knowledge, help: the portal's own pages read these; others serve /CMS. */
  siteCode: z.string(),
  /** 1 启用, 0 停用. */
  state: z.number().int(),
  /** 1 公开 (its articles on the public news pages), 0 内部 (the knowledge base: for its holders). */
  isPublic: z.number().int(),
  sort: z.number().int(),
  remark: z.string(),
  updateTime: z.string(),
});
export type Site = z.infer<typeof SiteSchema>;

const siteFields = {
  siteName: required(L.siteName, '站点名称'),
  siteCode: z
    .string()
    .trim()
    .min(1, '请输入站点编码')
    .max(L.siteCode, `站点编码最多${L.siteCode}个字符`)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '站点编码以字母开头，只含字母、数字、下划线和连字符'),
  isPublic: state01.default(1),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  remark: optionalText(L.remark, '备注'),
};

// ---- subjects (栏目) ----------------------------------------------------------------------------------------

export const SubjectSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  /** '' for a top-level channel. */
  parentId: z.string(),
  subjectName: z.string(),
  sort: z.number().int(),
  /** 1 shown, 0 hidden. */
  state: z.number().int(),
  /** Articles filed under it (any state). */
  contentCount: z.number().int(),
  updateTime: z.string(),
});
export type Subject = z.infer<typeof SubjectSchema>;

/** A site with its channels, for the editor's selects and the public pages' channel tabs. */
export const SiteOptionSchema = z.object({
  id: z.string(),
  siteName: z.string(),
  siteCode: z.string(),
  subjects: z.array(
    z.object({ id: z.string(), parentId: z.string(), subjectName: z.string(), sort: z.number().int() }),
  ),
});
export type SiteOption = z.infer<typeof SiteOptionSchema>;

const subjectFields = {
  siteId: id,
  parentId: z.string().trim().max(40).optional().default(''),
  subjectName: required(L.subjectName, '栏目名称'),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  state: state01.default(1),
};

// ---- contents (文章) ----------------------------------------------------------------------------------------

export const AttachmentFileSchema = z.object({ fileId: z.string(), fileName: z.string() });
export type AttachmentFile = z.infer<typeof AttachmentFileSchema>;

/** An article as the editors' list shows it. */
export const ContentRowSchema = z.object({
  id: z.string(),
  /** The article's business code (CT + date + sequence), stable across its revisions. */
  businessCode: z.string(),
  title: z.string(),
  contentSource: z.string(),
  author: z.string(),
  /** The channels it is filed under, by name ('、'-joined). */
  subjectNames: z.string(),
  siteName: z.string(),
  state: z.number().int(),
  stateLabel: z.string(),
  /** The scheduled publish time, or when it was published (null: at once on approval). */
  publishTime: z.string().nullable(),
  expireTime: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  /** The workflow instance of its latest review ('' before its first submit). */
  processInstId: z.string(),
  /** The last reviewer's opinion (a rejection's reason). */
  opinion: z.string(),
  /** The caller may decide on its review now (审核): it is under review and its step is the caller's. */
  canReview: z.boolean(),
  createdBy: z.string(),
  updateTime: z.string(),
});
export type ContentRow = z.infer<typeof ContentRowSchema>;

/** §3 News, with what the editor and the approval modal (§2.5) need. */
export const ContentDetailSchema = ContentRowSchema.extend({
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  coverFileId: z.string(),
  contentSiteSubjects: z.array(z.object({ subjectId: z.string() })),
  attachmentFiles: z.array(AttachmentFileSchema),
  /** The number of its latest revision. */
  revision: z.number().int(),
});
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

const contentFields = {
  title: required(L.title, '标题'),
  contentSource: optionalText(L.source, '来源'),
  author: optionalText(L.author, '作者'),
  summary: optionalText(L.summary, '摘要'),
  content: z.string().max(L.body, `正文最多${L.body}个字符`),
  coverFileId: z.string().trim().max(40).optional().default(''),
  contentSiteSubjects: z
    .array(z.object({ subjectId: id }))
    .min(1, '请选择栏目')
    .max(L.subjects, `最多选择${L.subjects}个栏目`),
  attachmentFiles: z
    .array(z.object({ fileId: id, fileName: z.string().trim().max(200).optional().default('') }))
    .max(L.attachments, `最多${L.attachments}个附件`)
    .optional()
    .default([]),
  /** Publish at this time after approval (must be in the future); null: at once. */
  publishTime: isoTime.nullable().optional().default(null),
  /** Taken off line at this time; null: never. */
  expireTime: isoTime.nullable().optional().default(null),
};

/** A published article as anyone reads it (list and search). */
export const PublicContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  contentSource: z.string(),
  author: z.string(),
  coverFileId: z.string(),
  subjectNames: z.string(),
  publishTime: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
});
export type PublicContent = z.infer<typeof PublicContentSchema>;

/** A piece of text, matched (`hit`) by the search or not: the web marks hits without rendering any HTML. */
export const HighlightSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlight = z.infer<typeof HighlightSchema>;

export const SearchResultSchema = PublicContentSchema.extend({
  titleHighlight: HighlightSchema,
  /** The part of the text around the first match. */
  snippet: HighlightSchema,
  rank: z.number(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** A published article as /finance/newsDetails shows it. */
export const PublicDetailSchema = PublicContentSchema.extend({
  content: z.string(),
  attachmentFiles: z.array(AttachmentFileSchema),
  /** The signed-in reader liked it (false for a visitor). */
  liked: z.boolean(),
});
export type PublicDetail = z.infer<typeof PublicDetailSchema>;

export const RevisionSchema = z.object({
  revision: z.number().int(),
  title: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type Revision = z.infer<typeof RevisionSchema>;

export const RevisionDetailSchema = RevisionSchema.extend({
  contentSource: z.string(),
  author: z.string(),
  summary: z.string(),
  content: z.string(),
});
export type RevisionDetail = z.infer<typeof RevisionDetailSchema>;

const siteCodeFilter = z.string().trim().max(L.siteCode).optional();

export const CONTENT_ENDPOINTS = defineEndpoints({
  sitePage: {
    service: 'content',
    method: 'POST',
    path: '/api/site/page',
    summary: '栏目管理：站点分页查询',
    body: z.object({ siteName: z.string().trim().max(L.siteName).optional(), ...pageQuery }),
    response: pageEnvelope(SiteSchema),
  },
  siteAdd: {
    service: 'content',
    method: 'POST',
    path: '/api/site/add',
    summary: '栏目管理：新增站点（站点编码唯一）',
    body: z.object(siteFields),
    response: envelope(SiteSchema),
  },
  siteUpdate: {
    service: 'content',
    method: 'PUT',
    path: '/api/site/update',
    summary: '栏目管理：修改站点',
    body: z.object({ id, ...siteFields }),
    response: envelope(SiteSchema),
  },
  siteUpdateState: {
    service: 'content',
    method: 'PUT',
    path: '/api/site/updateState',
    summary: '栏目管理：启用或停用站点（停用的站点不对外展示）',
    body: z.object({ id, state: state01 }),
    response: envelope(SiteSchema),
  },
  siteOptions: {
    service: 'content',
    method: 'POST',
    path: '/api/site/siteId',
    summary: '站点及其栏目（启用的；id 为空时全部站点），供选择栏目用',
    body: z.object({ id: z.string().trim().max(40).optional() }),
    response: envelope(SiteOptionSchema),
  },
  subjectPage: {
    service: 'content',
    method: 'POST',
    path: '/api/subject/page',
    summary: '栏目管理：栏目分页查询',
    body: z.object({
      siteId: z.preprocess(emptyAsNone, z.string().trim().max(40).optional()),
      subjectName: z.string().trim().max(L.subjectName).optional(),
      ...pageQuery,
    }),
    response: pageEnvelope(SubjectSchema),
  },
  subjectAdd: {
    service: 'content',
    method: 'POST',
    path: '/api/subject/add',
    summary: '栏目管理：新增栏目（同一站点下名称唯一）',
    body: z.object(subjectFields),
    response: envelope(SubjectSchema),
  },
  subjectUpdate: {
    service: 'content',
    method: 'PUT',
    path: '/api/subject/update',
    summary: '栏目管理：修改栏目',
    body: z.object({ id, ...subjectFields }),
    response: envelope(SubjectSchema),
  },
  subjectDelete: {
    service: 'content',
    method: 'DELETE',
    path: '/api/subject/:id',
    summary: '栏目管理：删除栏目（其下无文章、无子栏目时）',
    params: z.object({ id }),
    response: emptyEnvelope,
  },
  contentAdd: {
    service: 'content',
    method: 'POST',
    path: '/api/content/add',
    summary: '信息发布：新增文章（草稿；正文清理后保存，并保存为第 1 版）',
    body: z.object(contentFields),
    response: envelope(ContentDetailSchema),
  },
  contentUpdate: {
    service: 'content',
    method: 'POST',
    path: '/api/content/update',
    summary: '信息发布：修改文章（草稿、已驳回、已下线的；每次保存新增一个版本）',
    body: z.object({ id, ...contentFields }),
    response: envelope(ContentDetailSchema),
  },
  contentPage: {
    service: 'content',
    method: 'POST',
    path: '/api/content/page',
    summary: '信息发布：文章分页查询（全部站点的文章，新修改的在前）',
    body: z.object({
      title: z.string().trim().max(L.title).optional(),
      siteId: z.preprocess(emptyAsNone, z.string().trim().max(40).optional()),
      subjectId: z.preprocess(emptyAsNone, z.string().trim().max(40).optional()),
      state: z.preprocess(emptyAsNone, contentState.optional()),
      ...pageQuery,
    }),
    response: pageEnvelope(ContentRowSchema),
  },
  contentDetail: {
    service: 'content',
    method: 'POST',
    path: '/api/content/detail',
    summary: '文章详情（编辑，或该文章的审核人）',
    body: z.object({ id }),
    response: envelope(ContentDetailSchema),
  },
  contentDetailByBusinessCode: {
    service: 'content',
    method: 'POST',
    path: '/api/content/detailByBusinessCode',
    summary: '按业务编号查文章详情（审批弹窗按流程的业务编号取文章）',
    body: z.object({ businessCode: id }),
    response: envelope(ContentDetailSchema),
  },
  contentUpdateState: {
    service: 'content',
    method: 'POST',
    path: '/api/content/updateState',
    summary: '信息发布：上线或下线文章（已发布 → 已下线；审核通过后未修改的已下线文章 → 已发布）',
    body: z.object({ id, state: z.union([z.literal(4), z.literal(5)]) }),
    response: envelope(ContentRowSchema),
  },
  contentDelete: {
    service: 'content',
    method: 'PUT',
    path: '/api/content/delete',
    summary: '信息发布：删除文章（草稿、已驳回、已下线的）',
    body: z.object({ id }),
    response: emptyEnvelope,
  },
  contentSubmit: {
    service: 'content',
    method: 'POST',
    path: '/api/content/submit',
    summary: '信息发布：提交审核（审核人收到待办通知 14；路径为本门户约定）',
    body: z.object({ id }),
    response: envelope(ContentRowSchema),
  },
  contentRevisions: {
    service: 'content',
    method: 'POST',
    path: '/api/content/revisions',
    summary: '信息发布：文章的历史版本（新在前；路径为本门户约定）',
    body: z.object({ id, ...pageQuery }),
    response: pageEnvelope(RevisionSchema),
  },
  contentRevision: {
    service: 'content',
    method: 'POST',
    path: '/api/content/revision',
    summary: '信息发布：一个历史版本的内容（比较用；路径为本门户约定）',
    body: z.object({ id, revision: z.coerce.number().int().min(1).max(1_000_000) }),
    response: envelope(RevisionDetailSchema),
  },
  contentRestore: {
    service: 'content',
    method: 'POST',
    path: '/api/content/restore',
    summary: '信息发布：恢复到某一历史版本（作为新版本保存；路径为本门户约定）',
    body: z.object({ id, revision: z.coerce.number().int().min(1).max(1_000_000) }),
    response: envelope(ContentDetailSchema),
  },
  newsPage: {
    service: 'content',
    method: 'POST',
    path: '/api/content/published',
    summary: '已发布文章分页（公开；按站点编码和栏目；路径为本门户约定）',
    body: z.object({
      siteCode: siteCodeFilter,
      subjectId: z.preprocess(emptyAsNone, z.string().trim().max(40).optional()),
      ...pageQuery,
    }),
    response: pageEnvelope(PublicContentSchema),
  },
  newsSearch: {
    service: 'content',
    method: 'POST',
    path: '/api/content/search',
    summary: '已发布文章全文检索（公开；中文分词，按相关度排序，标出命中词；路径为本门户约定）',
    body: z.object({
      keyword: z.string().trim().min(1, '请输入搜索关键词').max(L.query, `搜索关键词最多${L.query}个字符`),
      siteCode: siteCodeFilter,
      ...pageQuery,
    }),
    response: pageEnvelope(SearchResultSchema),
  },
  newsDetail: {
    service: 'manage',
    method: 'POST',
    path: '/management/getDetail',
    summary: '已发布文章详情（公开；阅读数加一；登录用户另得是否已点赞）',
    body: z.object({ id }),
    response: envelope(PublicDetailSchema),
  },
  newsLike: {
    service: 'manage',
    method: 'POST',
    path: '/management/likeCount',
    summary: '为已发布文章点赞（每人一次），返回点赞数',
    body: z.object({ id }),
    response: envelope(z.object({ likes: z.number().int(), liked: z.boolean() })),
  },
});
