/** Development aids: served only with DEV_SMS_OUTBOX=on, and only to callers on the server's machine. */
import { z } from 'zod';
import { defineEndpoints, envelope } from './contract.ts';

export const DEV_ENDPOINTS = defineEndpoints({
  devSmsOutbox: {
    service: 'dev',
    method: 'GET',
    path: '/sms-outbox',
    summary: '短信发件箱（最新一条；仅 DEV_SMS_OUTBOX=on 且本机访问）',
    query: z.object({ phone: z.string().min(1).max(20) }),
    response: envelope(z.object({ phone: z.string(), code: z.string(), content: z.string(), createdAt: z.string() })),
  },
});
