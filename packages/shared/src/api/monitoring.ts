/**
 * The page browse log (issue 15, §3 Page browse log, §7.4 pageBrowseLog/savePageBrowseLog) and the personal centre's
 * own profile change (§7.4 backgroundCenter/updatePersonInformation). The browse log is written on every navigation
 * and kept for the monitoring statistics; the web ignores its failures, and the server queues the rows and writes
 * them in batches so a page never waits for it. Who browsed is the session's: the body's userId, userName, entId and
 * entName are accepted for the spec's payload, the server writes the session's own.
 */
import { z } from 'zod';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

const shortText = (max: number) => z.string().max(max).optional().default('');

export const PageBrowseLogSchema = z.object({
  menuId: shortText(40),
  oneLevelMenuId: shortText(40),
  url: z.string().trim().min(1).max(500),
  productType: shortText(10),
  userId: shortText(40),
  userName: shortText(100),
  entId: shortText(40),
  entName: shortText(200),
});
export type PageBrowseLog = z.input<typeof PageBrowseLogSchema>;

/** Page views per url over a period (the first monitoring statistic). */
export const PageBrowseStatSchema = z.object({ url: z.string(), views: z.number().int(), users: z.number().int() });

/** The personal centre's own editable facts; the rest (account, phone, enterprises) change elsewhere. */
export const UpdatePersonInformationSchema = z.object({
  userName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名不能超过20个字符'),
  showName: z.string().trim().max(20, '昵称不能超过20个字符').optional(),
});

export const MONITORING_ENDPOINTS = defineEndpoints({
  savePageBrowseLog: {
    service: 'manage',
    method: 'POST',
    path: '/pageBrowseLog/savePageBrowseLog',
    summary: '记录页面浏览（排队批量写入；失败不影响页面）',
    body: PageBrowseLogSchema,
    response: emptyEnvelope,
  },
  pageBrowseStats: {
    service: 'manage',
    method: 'POST',
    path: '/pageBrowseLog/stats',
    summary: '页面浏览统计（按页面，浏览次数与人数，近 days 天）',
    body: z.object({ days: z.coerce.number().int().min(1).max(366).default(30), ...pageQuery }),
    response: pageEnvelope(PageBrowseStatSchema),
  },
  updatePersonInformation: {
    service: 'manage',
    method: 'POST',
    path: '/backgroundCenter/updatePersonInformation',
    summary: '修改本人信息（姓名、昵称）',
    body: UpdatePersonInformationSchema,
    response: envelope(z.object({ userName: z.string(), showName: z.string() })),
  },
});
