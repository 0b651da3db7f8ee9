/**
 * The websocket platform's one HTTP call. Browsers cannot put an Authorization header on a WebSocket, and the session
 * token must stay out of URLs (proxy and access logs keep them), so a signed-in page asks for a short-lived ticket and
 * connects with it: `?ticket=` on the chat socket, the `{param}` of the real-time targets (realtime/urls.ts). The
 * ticket is bound to the caller's session; the socket it opens closes when that session ends.
 */
import { z } from 'zod';
import { defineEndpoints, envelope } from './contract.ts';

export const WsTicketSchema = z.object({
  /** Opaque to the client; URL-safe (base64url and dots), under 100 characters. */
  ticket: z.string(),
  /** Seconds until a connection can no longer be opened with it (an open socket is not affected). */
  expiresIn: z.number().int().positive(),
});
export type WsTicket = z.infer<typeof WsTicketSchema>;

export const REALTIME_ENDPOINTS = defineEndpoints({
  wsTicket: {
    service: 'realtime',
    method: 'GET',
    path: '/ticket',
    summary: '获取 websocket 连接票据（60 秒内用于建立聊天或实时通道连接）',
    response: envelope(WsTicketSchema),
  },
});
