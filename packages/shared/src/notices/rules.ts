/**
 * The notice entity of §3 and its state rules of §4 (unread, disabled action, agree/refuse, review) plus the
 * notification-dot rule of the header bell. Pure: the server, the message centre and the bell all read these, so a
 * notice looks the same everywhere.
 */
import { z } from 'zod';
import { SUCCESS_CODE } from '../constants.ts';

/** §3 Notice status 1: read. Anything else is unread (§4), including 2. */
export const NOTICE_STATUS_READ = 1;
/** §3 Notice status 2: the action of the notice is disabled (already handled). */
export const NOTICE_STATUS_DISABLED = 2;

/**
 * §3 Notice as the API carries it. Ids are strings: the server's ids are 18-digit snowflakes, beyond the 2^53
 * a JSON number holds exactly. `data` is JSON for some types (financing, organisation change): text or an object,
 * read through the type's own schema (financing.ts), never trusted as is.
 */
export const NoticeSchema = z.object({
  id: z.string().min(1),
  userId: z.string(),
  entId: z.string(),
  noticeType: z.number().int(),
  status: z.number().int(),
  content: z.string(),
  createDate: z.string(),
  data: z.unknown().optional(),
  fileId: z.string().nullish(),
  fileName: z.string().nullish(),
  fromType: z.union([z.string(), z.number()]).nullish(),
  productType: z.string().nullish(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/**
 * `data` as a value: JSON text is parsed, an object is taken as it is, and text that is not JSON reads undefined
 * (a notice with broken data still lists; only its extra rows or link are left out).
 */
export function parseNoticeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** The two fields the state rules read; callers may pass a list row, a detail or a pushed notice. */
export type NoticeState = Pick<Notice, 'noticeType' | 'status'>;

/** §4: a notice is unread until its status is 1; status 2 (disabled action) is still unread. */
export function isUnread(notice: Pick<Notice, 'status'>): boolean {
  return notice.status !== NOTICE_STATUS_READ;
}

/**
 * §4: opening an unread notice marks it read. Returns the same object when nothing changes, so a React list
 * re-renders only the row that did.
 */
export function markRead<T extends Pick<Notice, 'status'>>(notice: T): T {
  return isUnread(notice) ? { ...notice, status: NOTICE_STATUS_READ } : notice;
}

/** Product off shelf (§3.1 type 7): nothing is left to act on. */
const OFF_SHELF_TYPE = 7;

/** §4: type 7 and status 2 notices show their action button disabled. */
export function hasDisabledAction(notice: NoticeState): boolean {
  return notice.noticeType === OFF_SHELF_TYPE || notice.status === NOTICE_STATUS_DISABLED;
}

/** §4: admin change (type 5) is answered with agree or refuse in the detail modal footer. */
export const NOTICE_AGREE_REFUSE_TYPES: readonly number[] = [5];

export function offersAgreeRefuse(noticeType: number): boolean {
  return NOTICE_AGREE_REFUSE_TYPES.includes(noticeType);
}

/**
 * §6: reviewers approve news (type 14, opinion with pass/reject) and permission applications (type 16); their
 * action label is 审核 (§9). Type 13 (portal online) opens the same detail view, read only.
 */
export const NOTICE_REVIEW_TYPES: readonly number[] = [14, 16];

export function isReviewNotice(noticeType: number): boolean {
  return NOTICE_REVIEW_TYPES.includes(noticeType);
}

/** The part of the §7 envelope the dot reads; loose on purpose, since the response is checked here. */
export interface NotificationDotResponse {
  code?: unknown;
  data?: readonly unknown[] | null;
}

/**
 * §4 Notification dot: 1 when the unread call answers code '200' with a first item, 0 when it answers '200'
 * without one. Any other answer is not used (§4), so the dot keeps `current`: a failed call must not hide an
 * unread notice, nor show one.
 */
export function nextNotificationDot(response: NotificationDotResponse | null | undefined, current: 0 | 1): 0 | 1 {
  if (!response || response.code !== SUCCESS_CODE) return current;
  const first: unknown = Array.isArray(response.data) ? response.data[0] : undefined;
  return first !== undefined && first !== null ? 1 : 0;
}
