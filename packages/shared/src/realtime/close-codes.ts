/**
 * Close codes of the portal's sockets, read by the server (which closes) and the web's clients (which decide whether
 * to reconnect). 1000–1015 are the protocol's own (RFC 6455 §7.4.1); 4000–4999 are private and ours. The reasons are
 * Chinese (the client may show them) and stay under the protocol's 123 bytes of UTF-8.
 */
import { ACCOUNT_DISABLED, ACCOUNT_REPLACED, TOKEN_INVALID } from '../messages.ts';

export const WS_CLOSE = {
  normal: 1000,
  /** The server is shutting down: connect again (another instance will answer). */
  goingAway: 1001,
  /** A binary frame: the portal's frames are JSON text. */
  unsupportedData: 1003,
  /** Not JSON, or not a frame of the protocol (protocol.ts). */
  invalidPayload: 1007,
  /** Too many frames in a short time. */
  policyViolation: 1008,
  /** Over MAX_FRAME_BYTES: refused unread. */
  tooBig: 1009,
  internalError: 1011,
  /** The session ended (logout, expiry, password change): only signing in again helps. */
  sessionEnded: 4001,
  /** A login elsewhere replaced the session (§8.2). */
  sessionReplaced: 4002,
  /** The account was disabled. */
  accountDisabled: 4003,
  /** The user holds too many sockets on this server. */
  tooManySockets: 4029,
  /** The ticket was missing, malformed, forged or expired: ask for a new one and connect again. */
  ticketRefused: 4401,
} as const;
export type WsCloseCode = (typeof WS_CLOSE)[keyof typeof WS_CLOSE];

export const WS_CLOSE_REASON = {
  [WS_CLOSE.normal]: '连接已关闭',
  [WS_CLOSE.goingAway]: '服务器正在重启，请稍后重连',
  [WS_CLOSE.unsupportedData]: '仅支持文本消息',
  [WS_CLOSE.invalidPayload]: '消息格式错误',
  [WS_CLOSE.policyViolation]: '消息发送过于频繁',
  [WS_CLOSE.tooBig]: '消息过大',
  [WS_CLOSE.internalError]: '服务器内部错误',
  [WS_CLOSE.sessionEnded]: TOKEN_INVALID,
  [WS_CLOSE.sessionReplaced]: ACCOUNT_REPLACED,
  [WS_CLOSE.accountDisabled]: ACCOUNT_DISABLED,
  [WS_CLOSE.tooManySockets]: '连接数过多，请关闭其他页面后重试',
  [WS_CLOSE.ticketRefused]: '连接票据无效或已过期',
} as const satisfies Record<WsCloseCode, string>;

/**
 * After these a client does not reconnect by itself: the session is gone (a new ticket would be refused too), or the
 * user already has more sockets than allowed. Any other close is worth a retry.
 */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set<number>([
  WS_CLOSE.sessionEnded,
  WS_CLOSE.sessionReplaced,
  WS_CLOSE.accountDisabled,
  WS_CLOSE.tooManySockets,
]);
