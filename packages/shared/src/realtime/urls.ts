/**
 * Websocket URLs of §7.7. The scheme follows the page (ws: on http pages, wss: on https pages: browsers refuse a
 * plain socket from a secure page), and so does the path prefix of the real-time targets, because the gateway in
 * front of plain-http deployments routes them under /ws/websocket while the TLS one routes them under /ws.
 */
import { API_BASE, SERVICE_PREFIX } from '../api/services.ts';

/**
 * §7.7 real-time targets under the §3 socket names. The spec lists both without pairing them; paired by meaning:
 * msg is the message service (the §4 "real-time channel (message service)"), rpa the one-key RPA tax filing, calc
 * the tax data collection whose progress comes as user messages.
 */
export const REALTIME_TARGETS = {
  msg: '/message/service',
  rpa: '/tax/rpacontrol/entOneKeyTaxWebSocket',
  calc: '/tax/collect/userMessage',
} as const;
export type RealtimeTarget = keyof typeof REALTIME_TARGETS;

/** The part of window.location the URLs depend on (passed in, so the rule is testable and SSR-safe). */
export interface PageLocation {
  readonly protocol: string;
  readonly host: string;
}

const isSecure = (page: PageLocation) => page.protocol === 'https:';
const wsOrigin = (page: PageLocation) => `${isSecure(page) ? 'wss:' : 'ws:'}//${page.host}`;

/** The two path prefixes of the real-time targets (§7.7); the server answers both, whatever the page's scheme. */
export const REALTIME_PATH_PREFIXES = ['/ws/websocket', '/ws'] as const;

/**
 * §7.7: /ws/websocket{target}/{param} on http pages, /ws{target}/{param} on https pages. The param is the connection
 * ticket (the wsTicket call: the spec's user or enterprise id would let anyone open anyone's channel; the server
 * takes both from the session the ticket is bound to). It is URL-encoded; an empty one gives null, which the channel
 * reports as wsUrl不存在.
 */
export function realtimeUrl(
  target: RealtimeTarget,
  param: string | null | undefined,
  page: PageLocation,
): string | null {
  const p = param?.trim();
  if (!p || !page.host) return null;
  const prefix = isSecure(page) ? '/ws' : '/ws/websocket';
  return `${wsOrigin(page)}${prefix}${REALTIME_TARGETS[target]}/${encodeURIComponent(p)}`;
}

/** §7.7 chat path: /japi/ws/chat/online/websocket. */
export const CHAT_WS_PATH = `${API_BASE}${SERVICE_PREFIX.chat}/online/websocket`;

/** The query parameter of the chat URL that carries the connection ticket (browsers send no header on a socket). */
export const CHAT_TICKET_PARAM = 'ticket';

/**
 * The chat URL for the page (wss: on https pages, as in production) with its connection ticket; null without a host
 * or a ticket.
 */
export function chatUrl(page: PageLocation, ticket: string | null | undefined): string | null {
  const t = ticket?.trim();
  if (!t || !page.host) return null;
  return `${wsOrigin(page)}${CHAT_WS_PATH}?${CHAT_TICKET_PARAM}=${encodeURIComponent(t)}`;
}
