/**
 * The notice-category menu of the message centre (§2.5 left menu, §3 Notice-category menu entry).
 *
 * §9 says the order is fixed but the spec does not list the categories, so this file is the decision: 全部消息
 * first (every notice), then the platform's own news, then by who the notice is about (products, the enterprise,
 * financing business), then what waits for the user (approvals), then customer service. Every §3.1 type 1..17
 * belongs to exactly one category (tests check it), so 全部消息 always equals the sum of the others.
 * `icon` is an @ant-design/icons component name; the web maps it to the component, shared stays framework free.
 */
import type { NoticeType } from '../constants.ts';

export type NoticeCategoryKey = 'all' | 'system' | 'product' | 'enterprise' | 'business' | 'todo' | 'service';

export interface NoticeCategory {
  /** Sent as `noticeType` of the list call (§7.6); the server expands it with noticeTypesOfCategory. */
  readonly type: NoticeCategoryKey;
  readonly title: string;
  readonly icon: string;
  /** The §3.1 types shown under this entry; empty for 'all', which shows every type. */
  readonly noticeTypes: readonly NoticeType[];
}

/** The fixed order of the menu (§9). */
export const NOTICE_CATEGORIES: readonly NoticeCategory[] = [
  { type: 'all', title: '全部消息', icon: 'MailOutlined', noticeTypes: [] },
  // 17 系统通知: maintenance and other platform-wide news.
  { type: 'system', title: '系统通知', icon: 'NotificationOutlined', noticeTypes: [17] },
  // Portal and product lifecycle: opening, to activate, opened, off shelf, portal online.
  { type: 'product', title: '产品通知', icon: 'AppstoreOutlined', noticeTypes: [1, 2, 3, 7, 13] },
  // The enterprise itself: its info, admin change and its result, organisation change.
  { type: 'enterprise', title: '企业通知', icon: 'BankOutlined', noticeTypes: [4, 5, 6, 11] },
  // Finance business results: financing approval, loan, budget approval.
  { type: 'business', title: '业务通知', icon: 'AccountBookOutlined', noticeTypes: [8, 9, 10] },
  // What a reviewer must act on (§6): news to-do and permission applications.
  { type: 'todo', title: '待办审批', icon: 'AuditOutlined', noticeTypes: [14, 16] },
  // Customer service answers: feedback and online consultation.
  { type: 'service', title: '服务通知', icon: 'CustomerServiceOutlined', noticeTypes: [12, 15] },
];

/** A menu entry as the message centre shows it (§3): title, type, icon and unread count. */
export interface NoticeCategoryEntry {
  readonly type: NoticeCategoryKey;
  readonly title: string;
  readonly icon: string;
  readonly unreadCount: number;
}

/** Unread notices per §3.1 type, e.g. `{ 2: 1, 17: 3 }`; absent types have none. */
export type UnreadCountsByType = Readonly<Partial<Record<number, number | null>>>;

/** A count from the wire: anything but a finite non-negative number reads 0, fractions are cut. */
function safeCount(n: number | null | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The menu entries in the fixed order with their unread counts. 全部消息 counts every type in the input, also
 * types this portal does not know yet, because its list shows them too.
 */
export function noticeCategoryEntries(unreadByType: UnreadCountsByType): NoticeCategoryEntry[] {
  const count = (t: number) => safeCount(unreadByType[t]);
  const all = Object.keys(unreadByType).reduce((sum, k) => sum + count(Number(k)), 0);
  return NOTICE_CATEGORIES.map((c) => ({
    type: c.type,
    title: c.title,
    icon: c.icon,
    unreadCount: c.type === 'all' ? all : c.noticeTypes.reduce((sum, t) => sum + count(t), 0),
  }));
}

/** The category a §3.1 type is listed under (besides 全部消息); undefined for an unknown type. */
export function categoryOfNoticeType(noticeType: number): NoticeCategoryKey | undefined {
  return NOTICE_CATEGORIES.find((c) => c.noticeTypes.some((t) => t === noticeType))?.type;
}

/** The §3.1 types a list call for `key` returns; undefined means every type (全部消息). */
export function noticeTypesOfCategory(key: NoticeCategoryKey): readonly NoticeType[] | undefined {
  return key === 'all' ? undefined : NOTICE_CATEGORIES.find((c) => c.type === key)?.noticeTypes;
}

export function isNoticeCategoryKey(value: unknown): value is NoticeCategoryKey {
  return NOTICE_CATEGORIES.some((c) => c.type === value);
}
