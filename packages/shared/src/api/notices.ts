/** Notices area (§3 Notice, §4 Notification dot, §7.4 notification calls, §7.6 payloads). */
import { z } from 'zod';
import { defineEndpoints, envelope } from './contract.ts';

/** The latest unread notice the bell's dot is decided from (§4: dot 1 when data[0] is present). */
export const UnreadNoticeSchema = z.object({
  id: z.string(),
  noticeType: z.number(),
  content: z.string(),
  createDate: z.string(),
});
export type UnreadNotice = z.infer<typeof UnreadNoticeSchema>;

/**
 * §7.6: the payload names the user and the enterprise. The server answers only for the caller's own, whatever
 * these say; they are accepted so the spec's clients keep working.
 */
const ownerFields = { userId: z.string().max(40).optional(), entId: z.string().max(40).optional() };

export const NOTICE_ENDPOINTS = defineEndpoints({
  notificationDot: {
    service: 'manage',
    method: 'POST',
    path: '/notification/getNotificationUnReadByUserId',
    summary: '未读通知（红点）',
    body: z.object(ownerFields),
    response: envelope(UnreadNoticeSchema),
  },
});
