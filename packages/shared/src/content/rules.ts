/**
 * The content area's rules (§3 News, §7.5 content): an article's states and the moves between them, the limits of its
 * fields, and the sites the portal reads (news, knowledge base, help centre). Server and web read them from here.
 */

/** An article's state. */
export const CONTENT_STATE = {
  draft: 0,
  /** Submitted; a reviewer decides on the workflow module (type 14 notice 审核). */
  reviewing: 1,
  /** Returned to its author with the reviewer's opinion. */
  rejected: 2,
  /** Approved; published by the scheduler at its publish time. */
  scheduled: 3,
  published: 4,
  /** Taken off by an editor, or expired at its expiry time. */
  offline: 5,
} as const;
export type ContentState = (typeof CONTENT_STATE)[keyof typeof CONTENT_STATE];

export const CONTENT_STATE_LABEL: Record<ContentState, string> = {
  0: '草稿',
  1: '待审核',
  2: '已驳回',
  3: '待发布',
  4: '已发布',
  5: '已下线',
};

/** States whose article its author may still edit (an edit of a rejected article starts a new draft round). */
export const EDITABLE_STATES: readonly ContentState[] = [
  CONTENT_STATE.draft,
  CONTENT_STATE.rejected,
  CONTENT_STATE.offline,
];

/** States an article may be submitted for review from. */
export const SUBMITTABLE_STATES: readonly ContentState[] = EDITABLE_STATES;

/** States an editor may delete an article in (a published one is taken off first; one under review is decided first). */
export const DELETABLE_STATES: readonly ContentState[] = [
  CONTENT_STATE.draft,
  CONTENT_STATE.rejected,
  CONTENT_STATE.offline,
];

/**
 * updateState (上线 / 下线): a published article goes offline; an offline article that was approved before goes back
 * on line without a new review only while its text is unchanged since (the server checks that).
 */
export function stateChangeAllowed(from: ContentState, to: ContentState): boolean {
  if (to === CONTENT_STATE.offline) return from === CONTENT_STATE.published || from === CONTENT_STATE.scheduled;
  if (to === CONTENT_STATE.published) return from === CONTENT_STATE.offline;
  return false;
}

/** The sites the portal's own pages read; an editor may add others (their channels then serve /CMS only). */
export const SITE_CODE = { news: 'news', knowledge: 'knowledge', help: 'help' } as const;
export type SiteCode = (typeof SITE_CODE)[keyof typeof SITE_CODE];

export const CONTENT_LIMITS = {
  title: 100,
  source: 50,
  author: 30,
  summary: 300,
  /** The body as sent, before sanitising (a long article with tables). */
  body: 500_000,
  siteName: 30,
  siteCode: 30,
  subjectName: 30,
  remark: 200,
  /** Channels an article is filed under. */
  subjects: 10,
  attachments: 20,
  /** A search string. */
  query: 50,
} as const;

/** §8.3 messages of the area. */
export const CONTENT_MESSAGES = {
  notFound: '文章不存在或已删除',
  siteNotFound: '站点不存在',
  subjectNotFound: '栏目不存在',
  siteCodeTaken: '站点编码已存在',
  subjectNameTaken: '该站点下已有同名栏目',
  subjectInUse: '该栏目下还有文章，不能删除',
  subjectHasChildren: '该栏目下还有子栏目，不能删除',
  subjectMoveInUse: '该栏目下已有文章，不能移到其他站点',
  notEditable: '当前状态的文章不能修改',
  notSubmittable: '当前状态的文章不能提交审核',
  notDeletable: '当前状态的文章不能删除，请先下线',
  stateNotAllowed: '当前状态不能执行该操作',
  publishTimePast: '发布时间不能早于当前时间',
  expireBeforePublish: '下线时间须晚于发布时间',
  noReviewer: '没有可审核该文章的审核人，请联系管理员',
  bodyEmpty: '请输入正文',
  changedSinceApproval: '文章审核通过后已修改，请重新提交审核',
  revisionNotFound: '版本不存在',
  alreadyLiked: '您已点过赞',
  searchEmpty: '请输入搜索关键词',
  submitted: '提交成功',
} as const;
