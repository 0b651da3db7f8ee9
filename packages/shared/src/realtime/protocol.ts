/**
 * Websocket frames of the chat and real-time channels, as zod schemas, and a parser that never throws.
 *
 * §3 fixes only the message {type HEARTBEAT|FILE|PLATE, content, needAnswer} and its acknowledgement (receive time
 * and content). The rest is this portal's own protocol, chosen for loss-free reconnects:
 * - every server frame a client must not miss (NOTICE, CHAT_MESSAGE) carries an increasing id, so a reconnecting
 *   client sends RESUME with the last id it saw and the server replays what came after;
 * - CHAT_SEND carries a client-chosen clientMsgId, so a message resent after a reconnect is stored once (the
 *   server answers a repeat with the same CHAT_ACK).
 * Every frame is one JSON text with a `type`. The §3 messages (HEARTBEAT, FILE, PLATE and the ACK of the last two) go
 * both ways: §3 says a message with needAnswer is acknowledged, not who sends it, so whichever side receives one
 * answers it (the server's hub and the web's RealtimeChannel alike).
 */
import { z } from 'zod';

/** Larger frames are refused unread: a chat text is at most CHAT_TEXT_MAX characters, FILE/PLATE carry ids. */
export const MAX_FRAME_BYTES = 64 * 1024;
export const CHAT_TEXT_MAX = 2000;

/**
 * Increasing ids are decimal text: the server's ids are 18-digit snowflakes, which a JS number cannot hold
 * exactly. Compare them with compareSeqId, never as numbers or plain strings ('9' > '10').
 */
export const seqIdSchema = z.string().regex(/^(0|[1-9]\d{0,19})$/);
export type SeqId = z.infer<typeof seqIdSchema>;

/** Negative, zero or positive like Array.sort comparators; valid SeqIds have no leading zeros. */
export function compareSeqId(a: SeqId, b: SeqId): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const isJson = (s: string): boolean => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};
const jsonText = z.string().refine(isJson, 'content must be JSON text');
/** NUL is refused: the server's text columns and validators refuse it too (docs/decisions.md). */
const noNul = (s: string) => !s.includes('\u0000');
const shortId = z.string().min(1).max(64).refine(noNul);
const needAnswer = z.union([z.boolean(), z.number(), z.string()]).nullish();

// --- §3 Websocket message (real-time channel) ---
export const heartbeatFrameSchema = z.object({
  type: z.literal('HEARTBEAT'),
  content: z.string().optional(),
  needAnswer,
});
export const fileFrameSchema = z.object({ type: z.literal('FILE'), content: jsonText, needAnswer });
export const plateFrameSchema = z.object({ type: z.literal('PLATE'), content: jsonText, needAnswer });
/** §3: the acknowledgement of a FILE or PLATE with needAnswer: receive time (epoch ms) and the content received. */
export const ackFrameSchema = z.object({
  type: z.literal('ACK'),
  receiveTime: z.number().int().nonnegative(),
  content: z.string(),
});

// --- Notice push (real-time channel) ---
/** `id` is the user's own notice number (the resume cursor), `noticeId` the notice's id for its detail. */
export const noticeFrameSchema = z.object({
  type: z.literal('NOTICE'),
  id: seqIdSchema,
  noticeId: z.string().max(40).optional(),
  noticeType: z.number().int().min(1).max(999),
  content: z.string().max(CHAT_TEXT_MAX),
  createDate: z.string().max(40),
});

// --- Permission push (real-time channel, issue 12) ---
/**
 * What the user may see changed (a role's menus, a grant, a menu): the client reloads its user info (menus and
 * btnPerm) without signing in again. Carries nothing: the client asks the server for the new state.
 */
export const permissionsFrameSchema = z.object({ type: z.literal('PERMISSIONS') });
export type PermissionsFrame = z.infer<typeof permissionsFrameSchema>;

// --- Change push (real-time channel) ---
/**
 * Data many clients keep a copy of changed on the server (topic org: the organisation tree, after a direct change or
 * an approved change application): the client refetches its copy. Carries nothing else.
 */
export const CHANGE_TOPICS = ['org'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
export const changedFrameSchema = z.object({ type: z.literal('CHANGED'), topic: z.enum(CHANGE_TOPICS) });
export type ChangedFrame = z.infer<typeof changedFrameSchema>;

// --- Chat ---
/** Client → server. clientMsgId is random per message (a UUID fits) and is kept when the message is resent. */
export const chatSendFrameSchema = z.object({
  type: z.literal('CHAT_SEND'),
  clientMsgId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  conversationId: shortId,
  text: z.string().min(1).max(CHAT_TEXT_MAX).refine(noNul),
});
/** Server → client: a stored message; clientMsgId is present on the sender's own messages. */
export const chatMessageFrameSchema = z.object({
  type: z.literal('CHAT_MESSAGE'),
  id: seqIdSchema,
  clientMsgId: z.string().max(64).optional(),
  conversationId: shortId,
  text: z.string().max(CHAT_TEXT_MAX),
  sender: z.object({ userId: shortId, userName: z.string().max(64).optional() }),
  sentAt: z.number().int().nonnegative(),
});
/**
 * Server → the conversation's user and the service consoles: a conversation was opened, taken or closed (the queue
 * every service account sees, and the user's "a service account has joined").
 */
export const chatConversationFrameSchema = z.object({
  type: z.literal('CHAT_CONVERSATION'),
  conversationId: shortId,
  status: z.enum(['queued', 'active', 'closed']),
  serviceUserId: z.string().max(64).nullable(),
  serviceUserName: z.string().max(64).nullable().optional(),
});
/** Server → sender: the message with clientMsgId is stored as `id` (also the answer to a repeated send). */
export const chatAckFrameSchema = z.object({
  type: z.literal('CHAT_ACK'),
  clientMsgId: z.string().max(64),
  id: seqIdSchema,
});

// --- Both channels ---
/** Client → server after a reconnect: replay everything after lastId. */
export const resumeFrameSchema = z.object({ type: z.literal('RESUME'), lastId: seqIdSchema });
/** Server → client: a refused frame. With clientMsgId the send is refused for good and must not be resent. */
export const errorFrameSchema = z.object({
  type: z.literal('ERROR'),
  code: z.string().max(40),
  msg: z.string().max(500),
  clientMsgId: z.string().max(64).optional(),
});

export const clientFrameSchema = z.discriminatedUnion('type', [
  heartbeatFrameSchema,
  fileFrameSchema,
  plateFrameSchema,
  ackFrameSchema,
  chatSendFrameSchema,
  resumeFrameSchema,
]);
export const serverFrameSchema = z.discriminatedUnion('type', [
  heartbeatFrameSchema,
  fileFrameSchema,
  plateFrameSchema,
  ackFrameSchema,
  noticeFrameSchema,
  permissionsFrameSchema,
  changedFrameSchema,
  chatMessageFrameSchema,
  chatConversationFrameSchema,
  chatAckFrameSchema,
  errorFrameSchema,
]);
export const frameSchema = z.discriminatedUnion('type', [
  heartbeatFrameSchema,
  fileFrameSchema,
  plateFrameSchema,
  ackFrameSchema,
  noticeFrameSchema,
  permissionsFrameSchema,
  changedFrameSchema,
  chatSendFrameSchema,
  chatMessageFrameSchema,
  chatConversationFrameSchema,
  chatAckFrameSchema,
  resumeFrameSchema,
  errorFrameSchema,
]);

export type HeartbeatFrame = z.infer<typeof heartbeatFrameSchema>;
export type FileFrame = z.infer<typeof fileFrameSchema>;
export type PlateFrame = z.infer<typeof plateFrameSchema>;
export type AckFrame = z.infer<typeof ackFrameSchema>;
export type NoticeFrame = z.infer<typeof noticeFrameSchema>;
export type ChatSendFrame = z.infer<typeof chatSendFrameSchema>;
export type ChatMessageFrame = z.infer<typeof chatMessageFrameSchema>;
export type ChatAckFrame = z.infer<typeof chatAckFrameSchema>;
export type ChatConversationFrame = z.infer<typeof chatConversationFrameSchema>;
export type ResumeFrame = z.infer<typeof resumeFrameSchema>;
export type ErrorFrame = z.infer<typeof errorFrameSchema>;
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type Frame = z.infer<typeof frameSchema>;

export type FrameErrorKind = 'not_text' | 'too_large' | 'not_json' | 'invalid';
export type FrameParseResult<T> = { ok: true; frame: T } | { ok: false; error: FrameErrorKind; detail?: string };

/** UTF-8 length without allocating; stops counting once past `limit`. */
function utf8BytesOver(text: string, limit: number): boolean {
  if (text.length > limit) return true; // every UTF-16 unit is at least one byte
  if (text.length * 3 <= limit) return false; // every unit is at most three bytes (a pair is four for two)
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    if (bytes > limit) return true;
  }
  return false;
}

function parseWith<T>(schema: z.ZodType<T>, text: unknown): FrameParseResult<T> {
  if (typeof text !== 'string') return { ok: false, error: 'not_text' };
  if (utf8BytesOver(text, MAX_FRAME_BYTES)) return { ok: false, error: 'too_large' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not_json' };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, frame: parsed.data }
    : { ok: false, error: 'invalid', detail: parsed.error.issues[0]?.message };
}

/**
 * Any frame of either direction, or why not. Never throws: a socket handler must survive whatever arrives.
 * Binary data (an ArrayBuffer or Blob) is `not_text`.
 */
export function parseFrame(text: unknown): FrameParseResult<Frame> {
  return parseWith(frameSchema, text);
}
/** What a server accepts from a client. */
export function parseClientFrame(text: unknown): FrameParseResult<ClientFrame> {
  return parseWith(clientFrameSchema, text);
}
/** What a client accepts from the server. */
export function parseServerFrame(text: unknown): FrameParseResult<ServerFrame> {
  return parseWith(serverFrameSchema, text);
}

export function encodeFrame(frame: Frame): string {
  return JSON.stringify(frame);
}

/** The heartbeat text both channels send (§4). */
export const HEARTBEAT_TEXT = encodeFrame({ type: 'HEARTBEAT' });

/**
 * The greeting the server sends on a real-time channel once the socket is accepted (§4 "special start phrase"). It
 * carries nothing, so the client delivers it as an empty message: the channel is live and has no data to read.
 */
export const REALTIME_START_PHRASE = '连接成功';

/**
 * §3: a message "with a needAnswer field" wants an acknowledgement. An explicit false is read as no: a sender
 * writing needAnswer: false means it.
 */
export function needsAnswer(frame: { needAnswer?: boolean | number | string | null }): boolean {
  return frame.needAnswer !== undefined && frame.needAnswer !== null && frame.needAnswer !== false;
}

/** §3 acknowledgement of a FILE or PLATE message. */
export function acknowledgement(frame: FileFrame | PlateFrame, receiveTime: number): AckFrame {
  return { type: 'ACK', receiveTime, content: frame.content };
}
