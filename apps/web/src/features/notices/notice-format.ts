import { NOTICE_TYPES, toDisplayTime } from '@portal/shared';

/** The §3.1 name of a notice type ('通知' for a type this portal does not know). */
export function noticeTypeLabel(type: number): string {
  return (NOTICE_TYPES as Record<number, string>)[type] ?? '通知';
}

/** The notice's time at +08:00, or the text as the server sent it. */
export function noticeTime(createDate: string): string {
  return toDisplayTime(createDate) || createDate;
}
