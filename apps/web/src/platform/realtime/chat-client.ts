/**
 * §4 Chat websocket of the shell: connects, sends a heartbeat every 5 s, reconnects 2 s after an error or an
 * abnormal close, and closes normally (1000) on logout, after which it stays closed. Nothing is lost across a
 * reconnect: it resumes from the last message id it saw, and messages sent but not yet acknowledged are sent again
 * with their clientMsgId, which the server uses to store each message once. A close that says the session is over
 * (FINAL_CLOSE_CODES: logout elsewhere, replaced, disabled) ends it too: reconnecting could not help.
 */
import { CHAT_HEARTBEAT_MS, CHAT_RECONNECT_MS, WS_URL_MISSING } from '@portal/shared';
import {
  HEARTBEAT_TEXT,
  chatSendFrameSchema,
  compareSeqId,
  encodeFrame,
  parseServerFrame,
  type ChatAckFrame,
  type ChatConversationFrame,
  type ChatMessageFrame,
  type ChatSendFrame,
  type ErrorFrame,
  type SeqId,
} from '@portal/shared/realtime/protocol';
import { FINAL_CLOSE_CODES } from '@portal/shared/realtime/close-codes';
import { registerSocket, type ClosableSocket } from './registry.ts';
import {
  NORMAL_CLOSURE,
  SOCKET_STATE,
  browserSocketFactory,
  closeQuietly,
  globalTimers,
  type SocketFactory,
  type SocketLike,
  type TimerId,
  type Timers,
  type UrlSource,
  withUrl,
} from './socket.ts';

/** Unacknowledged messages kept for resending; past this, send refuses (a dead link must not grow memory). */
export const CHAT_MAX_PENDING = 100;

export type ChatState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChatClientOptions {
  /**
   * §7.7 chat URL, or a function asked before every attempt (chatUrlSource of ./tickets.ts: a fresh ticket each
   * time); missing gives the error wsUrl不存在.
   */
  url: UrlSource;
  createSocket?: SocketFactory;
  timers?: Timers;
  /** A fresh id per message; crypto.randomUUID by default. */
  newClientMsgId?: () => string;
  /** Where to resume from, e.g. the last id a previous client of this page saw. */
  lastSeenId?: SeqId | null;
  /** Each stored message once, in id order as the server sends them (repeats after a resume are dropped). */
  onMessage?: (message: ChatMessageFrame) => void;
  /** The server stored the message sent with clientMsgId as id. */
  onAck?: (ack: Pick<ChatAckFrame, 'clientMsgId' | 'id'>) => void;
  /**
   * A conversation was opened, taken or closed (CHAT_CONVERSATION): the user's "排队中 / 客服已接入", the service
   * console's queue. Not replayed after a reconnect: a caller reloads what it shows when the state becomes open.
   */
  onConversation?: (conversation: ChatConversationFrame) => void;
  /** The server refused a message for good (it is not resent). */
  onRefused?: (error: ErrorFrame) => void;
  /** A message for the user (wsUrl不存在, why the socket could not be created, or why the server ended it). */
  onError?: (message: string) => void;
  onStateChange?: (state: ChatState) => void;
}

export class ChatClient implements ClosableSocket {
  private readonly createSocket: SocketFactory;
  private readonly timers: Timers;
  private readonly newClientMsgId: () => string;
  private socket: SocketLike | null = null;
  /** Bumped for every socket: events of an abandoned socket carry an old value and are ignored. */
  private generation = 0;
  private heartbeat: TimerId | null = null;
  private reconnectTimer: TimerId | null = null;
  private unregister: (() => void) | null = null;
  private current: ChatState = 'idle';
  private lastId: SeqId | null;
  /** Insertion-ordered, so a resend keeps the order the user typed. */
  private readonly pending = new Map<string, ChatSendFrame>();

  constructor(private readonly options: ChatClientOptions) {
    this.createSocket = options.createSocket ?? browserSocketFactory;
    this.timers = options.timers ?? globalTimers;
    this.newClientMsgId = options.newClientMsgId ?? (() => crypto.randomUUID());
    this.lastId = options.lastSeenId ?? null;
  }

  get state(): ChatState {
    return this.current;
  }

  get lastSeenId(): SeqId | null {
    return this.lastId;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /**
   * Starts connecting and registers with the logout registry until close(). False (and wsUrl不存在 through
   * onError) without a URL. Calling it while connected or waiting to reconnect changes nothing.
   */
  connect(): boolean {
    if (!this.options.url) {
      this.options.onError?.(WS_URL_MISSING);
      return false;
    }
    if (this.current !== 'idle' && this.current !== 'closed') return true;
    this.unregister = registerSocket(this);
    this.openSocket();
    return this.current !== 'closed';
  }

  /**
   * Sends a chat message, only while the connection is open (§4). Returns its clientMsgId, kept until the server
   * acknowledges it; false when not open, when the text is not a valid message, or when too many wait unacknowledged.
   */
  send(conversationId: string, text: string): string | false {
    if (this.current !== 'open' || this.socket?.readyState !== SOCKET_STATE.open) return false;
    if (this.pending.size >= CHAT_MAX_PENDING) return false;
    const parsed = chatSendFrameSchema.safeParse({
      type: 'CHAT_SEND',
      clientMsgId: this.newClientMsgId(),
      conversationId,
      text,
    });
    if (!parsed.success) return false;
    this.pending.set(parsed.data.clientMsgId, parsed.data);
    this.socket.send(encodeFrame(parsed.data));
    return parsed.data.clientMsgId;
  }

  /** Normal close (logout: the registry calls this with 1000). No reconnect follows; unsent messages are dropped. */
  close(code: number = NORMAL_CLOSURE, reason = 'close'): void {
    this.stopTimers();
    this.generation++;
    closeQuietly(this.socket, code, reason);
    this.socket = null;
    this.pending.clear();
    this.unregister?.();
    this.unregister = null;
    this.setState('closed');
  }

  private openSocket(): void {
    const gen = ++this.generation;
    const live = () => gen === this.generation;
    this.setState('connecting');
    withUrl(this.options.url, live, {
      url: (url) => this.createFor(url, live),
      missing: () => {
        this.options.onError?.(WS_URL_MISSING);
        this.close();
      },
      failed: () => this.handleDrop(),
    });
  }

  private createFor(url: string, live: () => boolean): void {
    try {
      this.socket = this.createSocket(url, {
        onOpen: () => live() && this.handleOpen(),
        onMessage: (data) => live() && this.handleMessage(data),
        onError: () => live() && this.handleDrop(),
        onClose: (code, reason) => live() && this.handleClose(code, reason),
      });
    } catch (err) {
      // The URL itself is refused (a SyntaxError): retrying cannot help.
      this.options.onError?.(err instanceof Error ? err.message : String(err));
      this.close();
    }
  }

  /** A normal close by the server, or one that says the session is over, ends it (§4 reconnects after the rest). */
  private handleClose(code: number, reason: string): void {
    if (code === NORMAL_CLOSURE) return this.close();
    if (!FINAL_CLOSE_CODES.has(code)) return this.handleDrop();
    if (reason) this.options.onError?.(reason);
    this.close();
  }

  private handleOpen(): void {
    this.setState('open');
    this.heartbeat = this.timers.setInterval(() => this.beat(), CHAT_HEARTBEAT_MS);
    if (this.lastId !== null) this.sendRaw(encodeFrame({ type: 'RESUME', lastId: this.lastId }));
    for (const frame of this.pending.values()) this.sendRaw(encodeFrame(frame));
  }

  private handleMessage(data: unknown): void {
    const parsed = parseServerFrame(data);
    if (!parsed.ok) return; // not ours (or broken): a chat must survive whatever arrives
    const frame = parsed.frame;
    switch (frame.type) {
      case 'CHAT_ACK':
        if (this.pending.delete(frame.clientMsgId))
          this.options.onAck?.({ clientMsgId: frame.clientMsgId, id: frame.id });
        return;
      case 'CHAT_MESSAGE':
        // The sender's own message coming back also acknowledges it (the ack itself may have been lost).
        if (frame.clientMsgId && this.pending.delete(frame.clientMsgId)) {
          this.options.onAck?.({ clientMsgId: frame.clientMsgId, id: frame.id });
        }
        // Ids only grow: one at or below the last seen is a repeat of the replay after RESUME.
        if (this.lastId !== null && compareSeqId(frame.id, this.lastId) <= 0) return;
        this.lastId = frame.id;
        this.options.onMessage?.(frame);
        return;
      case 'CHAT_CONVERSATION':
        this.options.onConversation?.(frame);
        return;
      case 'ERROR':
        if (frame.clientMsgId && this.pending.delete(frame.clientMsgId)) this.options.onRefused?.(frame);
        return;
      default:
        return; // heartbeats and frames of other channels
    }
  }

  /** Error or abnormal close: drop this socket and connect again in 2 s (once, however many events arrive). */
  private handleDrop(): void {
    this.stopTimers();
    this.generation++;
    closeQuietly(this.socket, NORMAL_CLOSURE, 'reconnect');
    this.socket = null;
    this.setState('reconnecting');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.openSocket();
    }, CHAT_RECONNECT_MS);
  }

  /** The heartbeat also notices a socket that closed without an event (a sleeping laptop) and reconnects. */
  private beat(): void {
    if (this.socket?.readyState === SOCKET_STATE.open) this.socket.send(HEARTBEAT_TEXT);
    else this.handleDrop();
  }

  private sendRaw(text: string): void {
    if (this.socket?.readyState === SOCKET_STATE.open) this.socket.send(text);
  }

  private stopTimers(): void {
    if (this.heartbeat !== null) this.timers.clearInterval(this.heartbeat);
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.heartbeat = null;
    this.reconnectTimer = null;
  }

  private setState(state: ChatState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onStateChange?.(state);
  }
}
