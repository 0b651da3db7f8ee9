/**
 * §4 Real-time channel (message service; also the tax targets of §7.7). Opened on demand. On a close or an error it
 * retries up to 10 times, waiting 10 s × (attempt − 1): the first retry at once, the tenth after 90 s; then it gives
 * up. After 10 s without traffic it sends a heartbeat text, or reconnects if the socket has closed without telling.
 * A manual close stops the retries; a manual open is allowed only once closed. A close that says the session is over
 * (FINAL_CLOSE_CODES) stops them too: no retry could succeed. FILE and PLATE messages with
 * needAnswer are acknowledged with their receive time and content (§3).
 */
import { REALTIME_HEARTBEAT_MS, REALTIME_MAX_RETRIES, REALTIME_RETRY_BASE_MS, WS_URL_MISSING } from '@portal/shared';
import {
  HEARTBEAT_TEXT,
  REALTIME_START_PHRASE,
  acknowledgement,
  compareSeqId,
  encodeFrame,
  needsAnswer,
  parseServerFrame,
  type SeqId,
  type ServerFrame,
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

/** §4 "special start phrase": the server's greeting on an accepted socket, delivered as an empty message. */
export { REALTIME_START_PHRASE };

/** §4 retry delay: 10 s × the attempt number counted from 0, so the first retry (attempt 1) is immediate. */
export function realtimeRetryDelayMs(attempt: number): number {
  return REALTIME_RETRY_BASE_MS * Math.max(0, attempt - 1);
}

export type RealtimeState = 'idle' | 'connecting' | 'open' | 'retrying' | 'closed' | 'failed';

/**
 * What arrives, for the caller: the start phrase as `empty`; a frame of the protocol (heartbeats excepted);
 * any other text as is (the tax targets push their own JSON). Binary data is ignored.
 */
export type RealtimeInbound =
  { kind: 'empty' } | { kind: 'frame'; frame: ServerFrame } | { kind: 'text'; text: string };

export interface RealtimeChannelOptions {
  /**
   * The §7.7 URL, or a function asked before every attempt (realtimeUrlSource of ./tickets.ts: a fresh ticket as the
   * {param} each time); missing gives wsUrl不存在.
   */
  url: UrlSource;
  createSocket?: SocketFactory;
  timers?: Timers;
  onMessage?: (inbound: RealtimeInbound) => void;
  onError?: (message: string) => void;
  onStateChange?: (state: RealtimeState) => void;
  /** Called once the 10 retries are spent. */
  onGiveUp?: () => void;
}

export class RealtimeChannel implements ClosableSocket {
  private readonly createSocket: SocketFactory;
  private readonly timers: Timers;
  private socket: SocketLike | null = null;
  /** Bumped for every socket: events of an abandoned socket carry an old value and are ignored. */
  private generation = 0;
  private idleTimer: TimerId | null = null;
  private retryTimer: TimerId | null = null;
  private unregister: (() => void) | null = null;
  private current: RealtimeState = 'idle';
  /** Retries since the last successful open. */
  private retries = 0;
  /** The last notice id seen: a reconnect resumes after it, and a replayed notice is not delivered twice. */
  private lastNoticeId: SeqId | null = null;

  constructor(private readonly options: RealtimeChannelOptions) {
    this.createSocket = options.createSocket ?? browserSocketFactory;
    this.timers = options.timers ?? globalTimers;
  }

  get state(): RealtimeState {
    return this.current;
  }

  get retryCount(): number {
    return this.retries;
  }

  /**
   * Opens the channel: the first time, or again after a manual close or giving up (§4). While it is connecting,
   * open or retrying this is refused (false), so two sockets never serve one channel. Without a URL: false and
   * wsUrl不存在 through onError.
   */
  open(): boolean {
    if (this.current !== 'idle' && this.current !== 'closed' && this.current !== 'failed') return false;
    if (!this.options.url) {
      this.options.onError?.(WS_URL_MISSING);
      return false;
    }
    this.retries = 0;
    this.unregister = registerSocket(this);
    this.openSocket();
    return true;
  }

  /** Manual close (logout too, through the registry): no retry follows. */
  close(code: number = NORMAL_CLOSURE, reason = 'close'): void {
    this.stopTimers();
    this.generation++;
    closeQuietly(this.socket, code, reason);
    this.socket = null;
    this.release();
    this.setState('closed');
  }

  /** Sends a text while open; false otherwise (nothing is queued: the caller decides what a lost send means). */
  send(text: string): boolean {
    if (this.current !== 'open' || this.socket?.readyState !== SOCKET_STATE.open) return false;
    this.socket.send(text);
    this.armIdle();
    return true;
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
    } catch {
      // Creating the socket failed (a refused URL, too many sockets): counts as a failed attempt.
      this.handleDrop();
    }
  }

  /** The server ended the session (FINAL_CLOSE_CODES): closed, with its reason; any other close is retried. */
  private handleClose(code: number, reason: string): void {
    if (!FINAL_CLOSE_CODES.has(code)) return this.handleDrop();
    if (reason) this.options.onError?.(reason);
    this.close();
  }

  private handleOpen(): void {
    this.retries = 0;
    this.setState('open');
    if (this.lastNoticeId !== null) this.send(encodeFrame({ type: 'RESUME', lastId: this.lastNoticeId }));
    this.armIdle();
  }

  private handleMessage(data: unknown): void {
    this.armIdle();
    if (typeof data !== 'string') return;
    if (data === REALTIME_START_PHRASE) return this.options.onMessage?.({ kind: 'empty' });
    const parsed = parseServerFrame(data);
    if (!parsed.ok) return this.options.onMessage?.({ kind: 'text', text: data });
    const frame = parsed.frame;
    if (frame.type === 'HEARTBEAT') return;
    if ((frame.type === 'FILE' || frame.type === 'PLATE') && needsAnswer(frame)) {
      this.send(encodeFrame(acknowledgement(frame, this.timers.now())));
    }
    if (frame.type === 'NOTICE') {
      if (this.lastNoticeId !== null && compareSeqId(frame.id, this.lastNoticeId) <= 0) return;
      this.lastNoticeId = frame.id;
    }
    this.options.onMessage?.({ kind: 'frame', frame });
  }

  /** Close or error (once per socket): retry with the §4 delay, or give up after the tenth retry. */
  private handleDrop(): void {
    this.stopTimers();
    this.generation++;
    closeQuietly(this.socket, NORMAL_CLOSURE, 'reconnect');
    this.socket = null;
    if (this.retries >= REALTIME_MAX_RETRIES) {
      this.release();
      this.setState('failed');
      this.options.onGiveUp?.();
      return;
    }
    this.retries++;
    this.setState('retrying');
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.openSocket();
    }, realtimeRetryDelayMs(this.retries));
  }

  /** 10 s after the last traffic: a heartbeat on a live socket, a reconnect on one that closed silently. */
  private armIdle(): void {
    if (this.idleTimer !== null) this.timers.clearTimeout(this.idleTimer);
    this.idleTimer = this.timers.setTimeout(() => {
      this.idleTimer = null;
      if (this.socket?.readyState === SOCKET_STATE.open) this.send(HEARTBEAT_TEXT);
      else this.handleDrop();
    }, REALTIME_HEARTBEAT_MS);
  }

  private stopTimers(): void {
    if (this.idleTimer !== null) this.timers.clearTimeout(this.idleTimer);
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.idleTimer = null;
    this.retryTimer = null;
  }

  private release(): void {
    this.unregister?.();
    this.unregister = null;
  }

  private setState(state: RealtimeState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onStateChange?.(state);
  }
}
