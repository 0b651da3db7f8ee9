/**
 * Notices area (§3 Notice, §4 Notification dot and Notice, §7.4 notification calls, §7.6 payloads). Whatever userId
 * or entId a payload carries, a caller only ever reads and changes their own notices in the enterprise in use: the
 * server takes both from the session (the fields are accepted so the spec's clients keep working).
 */
import { z } from 'zod';
import { NOTICE_PAGE_SIZE } from '../constants.ts';
import { NoticeSchema } from '../notices/rules.ts';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** The latest unread notice the bell's dot is decided from (§4: dot 1 when data[0] is present). */
export const UnreadNoticeSchema = z.object({
  id: z.string(),
  noticeType: z.number(),
  content: z.string(),
  createDate: z.string(),
});
export type UnreadNotice = z.infer<typeof UnreadNoticeSchema>;

/** §3 Notice-category menu entry, in the fixed order (notices/categories.ts), with its unread count. */
export const NoticeCategoryEntrySchema = z.object({
  type: z.string(),
  title: z.string(),
  icon: z.string(),
  unreadCount: z.number(),
});

/** A notice as the list and the detail carry it: §3 Notice, with its increasing sequence for resuming a socket. */
export const NoticeRecordSchema = NoticeSchema.extend({ seq: z.string() });
export type NoticeRecord = z.infer<typeof NoticeRecordSchema>;

/** Whether the account has activated a product (findAccountActive). */
export const AccountActiveSchema = z.object({ productType: z.string(), active: z.boolean(), requested: z.boolean() });
export type AccountActive = z.infer<typeof AccountActiveSchema>;

/** A member's request to activate a product, waiting for a company admin (authorityManagement's 待激活产品). */
export const ActivationRequestSchema = z.object({
  activationId: z.string(),
  userId: z.string(),
  userName: z.string(),
  account: z.string(),
  productType: z.string(),
  productName: z.string(),
  requestedAt: z.string(),
});
export type ActivationRequest = z.infer<typeof ActivationRequestSchema>;

/** Someone operations can send a system notice to (/systemMonitoring/push): a user or an enterprise. */
export const NoticeRecipientSchema = z.object({
  kind: z.enum(['user', 'enterprise']),
  id: z.string(),
  name: z.string(),
  /** The account of a user, the credit code of an enterprise. */
  detail: z.string(),
});
export type NoticeRecipient = z.infer<typeof NoticeRecipientSchema>;

/** A system notice sent from the push page, with how many received and read it. */
export const NoticeSendSchema = z.object({
  id: z.string(),
  content: z.string(),
  senderName: z.string(),
  recipients: z.number(),
  readCount: z.number(),
  userIds: z.array(z.string()),
  entIds: z.array(z.string()),
  createdAt: z.string(),
});
export type NoticeSend = z.infer<typeof NoticeSendSchema>;

const ownerFields = { userId: z.string().max(40).optional(), entId: z.string().max(40).optional() };
const noticeId = z.string().trim().min(1).max(40).regex(/^\d+$/, '通知编号格式不正确');
/** §7.6 noticeType: a §3.1 type (1–17) or a category key of the menu ('all', 'system', …). */
const noticeType = z.union([
  z.coerce.number().int().min(1).max(17),
  z.enum(['all', 'system', 'product', 'enterprise', 'business', 'todo', 'service']),
]);
const productType = z
  .string()
  .trim()
  .regex(/^\d{2}$/, '产品代码格式不正确');

export const NOTICE_ENDPOINTS = defineEndpoints({
  notificationDot: {
    service: 'manage',
    method: 'POST',
    path: '/notification/getNotificationUnReadByUserId',
    summary: '未读通知（红点）',
    body: z.object(ownerFields),
    response: envelope(UnreadNoticeSchema),
  },
  noticeCategories: {
    service: 'manage',
    method: 'POST',
    path: '/notification/getNoticeTypeByUserId',
    summary: '消息分类与各类未读数（固定顺序）',
    body: z.object(ownerFields),
    response: envelope(NoticeCategoryEntrySchema),
  },
  noticePage: {
    service: 'manage',
    method: 'POST',
    path: '/notification/getNotification',
    summary: '通知分页查询（page、limit，每页默认6条）',
    body: z.object({
      ...ownerFields,
      noticeType: noticeType.default('all'),
      page: z.coerce.number().int().min(1).max(100000).default(1),
      limit: z.coerce.number().int().min(1).max(50).default(NOTICE_PAGE_SIZE),
    }),
    response: pageEnvelope(NoticeRecordSchema),
  },
  noticeDetail: {
    service: 'manage',
    method: 'POST',
    path: '/notification/getNotificationInfo',
    summary: '通知详情',
    body: z.object({ ...ownerFields, id: noticeId, noticeType: noticeType.optional() }),
    response: envelope(NoticeRecordSchema),
  },
  noticeSetRead: {
    service: 'manage',
    method: 'POST',
    path: '/notification/setRead',
    summary: '标记通知为已读（status=1）',
    body: z.object({ ...ownerFields, id: noticeId, status: z.literal(1), noticeType: noticeType.optional() }),
    response: emptyEnvelope,
  },
  findAccountActive: {
    service: 'manage',
    method: 'POST',
    path: '/notification/findAccountActive',
    summary: '账号是否已激活某产品',
    body: z.object({ productType }),
    response: envelope(AccountActiveSchema),
  },
  activationByAdmin: {
    service: 'manage',
    method: 'POST',
    path: '/notification/activationByAdmin',
    summary: '企业管理员激活产品（通知申请人，类型3）：id 为类型2通知，或 activationId 为待激活申请',
    // The notice's id (§7.4, from the type 2 notice), or the request's (the 待激活产品 list of authorityManagement).
    body: z
      .object({ id: noticeId.optional(), activationId: noticeId.optional() })
      .refine((b) => (b.id === undefined) !== (b.activationId === undefined), {
        message: '请指定通知或激活申请',
        path: ['id'],
      }),
    response: emptyEnvelope,
  },
  activationRequests: {
    service: 'manage',
    method: 'GET',
    path: '/notification/activationRequests',
    summary: '本企业待激活的产品申请（企业管理员，分页）',
    query: z.object({ ...pageQuery }),
    response: pageEnvelope(ActivationRequestSchema),
  },
  activationNotRole: {
    service: 'manage',
    method: 'POST',
    path: '/notification/activationNotRole',
    summary: '无权限用户申请激活产品（通知企业管理员，类型2）',
    body: z.object({ productType }),
    response: emptyEnvelope,
  },
  agreeChange: {
    service: 'manage',
    method: 'POST',
    path: '/notification/agreeChange',
    summary: '同意成为企业管理员（类型5；结果以类型6通知发起人）',
    body: z.object({ id: noticeId }),
    response: emptyEnvelope,
  },
  refuseChange: {
    service: 'manage',
    method: 'POST',
    path: '/notification/refuseChange',
    summary: '拒绝成为企业管理员（类型5；结果以类型6通知发起人）',
    body: z.object({ id: noticeId }),
    response: emptyEnvelope,
  },
  sendNotification: {
    service: 'manage',
    method: 'POST',
    path: '/notification/sendNotification',
    summary: '运营发送系统通知（类型17）给指定用户或企业',
    body: z
      .object({
        content: z.string().trim().min(1).max(500),
        userIds: z.array(z.string().trim().min(1).max(40)).max(500).default([]),
        entIds: z.array(z.string().trim().min(1).max(40)).max(100).default([]),
      })
      .refine((b) => b.userIds.length + b.entIds.length > 0, { message: '请选择接收用户或企业', path: ['userIds'] }),
    response: envelope(z.object({ recipients: z.number() })),
  },
  noticeRecipientSearch: {
    service: 'manage',
    method: 'GET',
    path: '/notification/recipients',
    summary: '系统通知接收人查询（用户账号、姓名或企业名称）',
    query: z.object({ keyword: z.string().trim().min(1).max(50) }),
    response: envelope(NoticeRecipientSchema),
  },
  noticeSendPage: {
    service: 'manage',
    method: 'GET',
    path: '/notification/sent/page',
    summary: '已发送的系统通知（分页，含已读人数）',
    query: z.object({ ...pageQuery }),
    response: pageEnvelope(NoticeSendSchema),
  },
  changeCompanyAdmin: {
    service: 'manage',
    method: 'POST',
    path: '/notification/changeCompanyAdmin',
    summary: '企业管理员发起变更（类型5通知被指定的本企业成员）',
    body: z.object({ toUserId: z.string().trim().min(1).max(40).regex(/^\d+$/, '用户编号格式不正确') }),
    response: emptyEnvelope,
  },
});
