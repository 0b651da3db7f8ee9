/**
 * One accepted socket: whose it is, what arrives on it, and how it is answered. Every inbound frame is counted
 * against the socket's rate, then must be JSON text of the protocol (packages/shared/src/realtime/protocol.ts);
 * whatever else arrives closes the socket with the code that says why (binary 1003, not a frame 1007, too large 1009,
 * too many 1008), never an exception out of the socket's event handler. The §3 messages are answered here: a
 * HEARTBEAT with a HEARTBEAT, a FILE or PLATE with needAnswer with its ACK; the rest goes to the modules' handlers
 * through the hub, one frame at a time per socket.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  HEARTBEAT_TEXT,
  WS_CLOSE,
  WS_CLOSE_REASON,
  acknowledgement,
  encodeFrame,
  needsAnswer,
  parseClientFrame,
  type ClientFrame,
  type FrameErrorKind,
  type ServerFrame,
  type WsCloseCode,
} from '@portal/shared';
import type { SessionContext } from '../auth/sessions.ts';
import type { Channel, RealtimeSocket } from './channels.ts';

/** ws's readyState values (a type-only import of ws: the platform does not load it itself). */
const CONNECTING = 0;
const OPEN = 1;
/**
 * A peer that reads nothing while we keep writing (a frozen tab, a stalled network) is cut off once this much waits
 * in its send buffer, so one slow reader cannot hold an unbounded share of the server's memory.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const CLOSE_FOR: Record<FrameErrorKind, WsCloseCode> = {
  not_text: WS_CLOSE.unsupportedData,
  too_large: WS_CLOSE.tooBig,
  not_json: WS_CLOSE.invalidPayload,
  invalid: WS_CLOSE.invalidPayload,
};

export interface ConnectionLimits {
  /** Sustained inbound frames a second, and the burst allowed above it (a token bucket). */
  frameRate: number;
  frameBurst: number;
}

export interface ConnectionEvents {
  /** A frame for the modules (everything but HEARTBEAT), after the platform's own answer. */
  dispatch(conn: Connection, frame: Exclude<ClientFrame, { type: 'HEARTBEAT' }>): Promise<void>;
  closed(conn: Connection): void;
}

export class Connection implements RealtimeSocket {
  entId: string;
  readonly userId: string;
  readonly sessionId: number;
  /** Set by a pong or any frame; cleared by each ping. Still clear at the next ping: the peer is gone. */
  private alive = true;
  /** When the session was last found live (Date.now()). */
  checkedAt = Date.now();
  /** The newest session check under way for this socket: an older one finishing later must not undo its result. */
  checkSeq = 0;
  private tokens: number;
  private refilledAt = performance.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    readonly id: number,
    readonly channel: Channel,
    /** The session the ticket named; every later check reads it again by this hash. */
    readonly tokenHash: string,
    session: SessionContext,
    private readonly limits: ConnectionLimits,
    private readonly events: ConnectionEvents,
    private readonly log: FastifyBaseLogger,
  ) {
    this.userId = session.userId;
    this.entId = session.entId;
    this.sessionId = session.sessionId;
    this.tokens = limits.frameBurst;
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.once('close', () => events.closed(this));
  }

  get open(): boolean {
    return this.ws.readyState === OPEN;
  }

  send(frame: ServerFrame): boolean {
    return this.sendRaw(encodeFrame(frame));
  }

  /** Text (or its UTF-8 bytes, encoded once for many sockets) sent as one text frame. */
  sendRaw(data: string | Buffer): boolean {
    if (this.ws.readyState !== OPEN) return false;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ socket: this.id, userId: this.userId }, 'websocket peer reads nothing: terminated');
      this.ws.terminate();
      return false;
    }
    this.ws.send(data, { binary: false });
    return true;
  }

  /** Closes with one of the portal's codes and its Chinese reason (a no-op once closing). */
  close(code: WsCloseCode): void {
    if (this.ws.readyState !== OPEN && this.ws.readyState !== CONNECTING) return;
    this.ws.close(code, WS_CLOSE_REASON[code]);
  }

  /** The sweep's turn: a peer that answered nothing since the last ping is terminated, any other is pinged. */
  heartbeat(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    if (this.ws.readyState === OPEN) this.ws.ping();
  }

  private receive(data: RawData, isBinary: boolean): void {
    try {
      if (this.ws.readyState !== OPEN) return; // closing: what still arrives is not answered
      this.alive = true;
      if (!this.takeToken()) return this.close(WS_CLOSE.policyViolation);
      if (isBinary) return this.close(WS_CLOSE.unsupportedData);
      const parsed = parseClientFrame(Buffer.isBuffer(data) ? data.toString('utf8') : null);
      if (!parsed.ok) return this.close(CLOSE_FOR[parsed.error]);
      this.answer(parsed.frame);
    } catch (err) {
      this.log.error({ err, socket: this.id }, 'websocket frame handling failed');
      this.close(WS_CLOSE.internalError);
    }
  }

  private answer(frame: ClientFrame): void {
    if (frame.type === 'HEARTBEAT') {
      this.sendRaw(HEARTBEAT_TEXT);
      return;
    }
    if ((frame.type === 'FILE' || frame.type === 'PLATE') && needsAnswer(frame)) {
      this.send(acknowledgement(frame, Date.now()));
    }
    // One at a time: the next frame's handler starts when this one's has settled (dispatch never rejects).
    this.queue = this.queue.then(() => this.events.dispatch(this, frame));
  }

  /** Token bucket: `frameBurst` frames at once, refilled at `frameRate` a second. */
  private takeToken(): boolean {
    const now = performance.now();
    const { frameRate, frameBurst } = this.limits;
    this.tokens = Math.min(frameBurst, this.tokens + ((now - this.refilledAt) * frameRate) / 1000);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
