/**
 * The websocket hub of one instance (app.deps.realtime): the sockets it holds, by user, and what modules do with
 * them. Modules register inbound handlers per channel and frame type (onFrame, onOpen) and push frames to the sockets
 * of a user or of everyone on THIS instance (pushToUser, broadcast). Reaching the other instances is the modules'
 * business through the bus: an event names the record by id (platform/events.ts: notice.created, chat.message) and
 * every instance's handler loads it and pushes it to its own sockets.
 *
 * A socket belongs to the session its ticket named and lives as long as that session: every `user.changed` event
 * (logout, a new login, a disabled account, on any instance through LISTEN/NOTIFY) re-reads the sessions of that
 * user's sockets from the database and closes those no longer live, with the code that says why (4001 ended,
 * 4002 replaced, 4003 disabled). A periodic sweep pings every socket, terminates the ones that did not answer the
 * previous ping, and re-checks sessions not checked for RECHECK_MS (expiry, or an event missed).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_START_PHRASE,
  WS_CLOSE,
  WS_CLOSE_REASON,
  encodeFrame,
  type ClientFrame,
  type ServerFrame,
  type WsCloseCode,
} from '@portal/shared';
import type { Config } from '../../config.ts';
import type { EventBus, PortalEvent } from '../events.ts';
import type { SessionContext, SessionLookup, SessionStore } from '../auth/sessions.ts';
import { Connection } from './connection.ts';
import type { Channel, InboundHandler, InboundType, OpenHandler, RealtimeSocket } from './channels.ts';

/** Sessions of open sockets are re-read at least this often, whatever events say. */
const RECHECK_MS = 5 * 60_000;

export type HubConfig = Pick<Config, 'wsMaxPerUser' | 'wsFrameRate' | 'wsFrameBurst' | 'wsPingIntervalMs'>;

export interface HubOptions {
  sessions: SessionStore;
  bus: EventBus;
  config: HubConfig;
  log: FastifyBaseLogger;
}

/** A ticket's session as read before the upgrade; `epoch` tells whether an event came after the read. */
export type Admission =
  { ok: true; tokenHash: string; session: SessionContext; epoch: number } | { ok: false; code: WsCloseCode };

/** The close code for a session that is not live. */
export function closeCodeFor(lookup: Exclude<SessionLookup['kind'], 'ok'>): WsCloseCode {
  if (lookup === 'replaced') return WS_CLOSE.sessionReplaced;
  if (lookup === 'disabled') return WS_CLOSE.accountDisabled;
  return WS_CLOSE.sessionEnded;
}

type AnyInbound = (socket: RealtimeSocket, frame: Exclude<ClientFrame, { type: 'HEARTBEAT' }>) => void | Promise<void>;

export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly handlers = new Map<string, AnyInbound>();
  private readonly openers = new Map<Channel, Set<OpenHandler>>();
  private nextId = 1;
  private count = 0;
  /**
   * Bumped by every event that may end sessions. A socket whose session was read before a bump is checked again once
   * registered, so an event between the read and the registration cannot leave it open.
   */
  private epoch = 0;
  private checkSeq = 0;
  private readonly sweeper: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(private readonly opts: HubOptions) {
    this.unsubscribe = opts.bus.subscribe((e) => this.onEvent(e));
    this.sweeper = setInterval(() => this.sweep(), opts.config.wsPingIntervalMs);
    this.sweeper.unref();
  }

  // --- for modules ---

  /** The handler of one frame type on one channel; one per pair (a second registration is a wiring mistake). */
  onFrame<T extends InboundType>(channel: Channel, type: T, handler: InboundHandler<T>): () => void {
    const key = `${channel}:${type}`;
    if (this.handlers.has(key)) throw new Error(`realtime: ${type} on ${channel} already has a handler`);
    this.handlers.set(key, handler as AnyInbound);
    return () => this.handlers.delete(key);
  }

  onOpen(channel: Channel, handler: OpenHandler): () => void {
    let set = this.openers.get(channel);
    if (!set) this.openers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /**
   * Sends a frame to a user's sockets on this instance: those of `entId` (null: whatever enterprise they are in), on
   * `channels` (default: all). Returns how many sockets it was written to.
   */
  pushToUser(userId: string, entId: string | null, frame: ServerFrame, channels?: readonly Channel[]): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    const data = Buffer.from(encodeFrame(frame)); // encoded once, written to each
    let sent = 0;
    for (const c of set) {
      if ((entId === null || c.entId === entId) && (!channels || channels.includes(c.channel)) && c.sendRaw(data))
        sent++;
    }
    return sent;
  }

  /** Sends a frame to every socket on this instance (on `channels`, default all). Returns how many. */
  /** The users this instance holds sockets of (a module narrows a push to them with one query). */
  connectedUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  broadcast(frame: ServerFrame, channels?: readonly Channel[]): number {
    const data = Buffer.from(encodeFrame(frame));
    let sent = 0;
    for (const set of this.byUser.values()) {
      for (const c of set) if ((!channels || channels.includes(c.channel)) && c.sendRaw(data)) sent++;
    }
    return sent;
  }

  /** Open sockets on this instance (of one user, when given). */
  size(userId?: string): number {
    return userId === undefined ? this.count : (this.byUser.get(userId)?.size ?? 0);
  }

  // --- for the platform's routes ---

  /** Reads the session a valid ticket names, before the upgrade. */
  async admit(tokenHash: string): Promise<Admission> {
    const epoch = this.epoch;
    const found = await this.opts.sessions.lookupFresh(tokenHash);
    return found.kind === 'ok'
      ? { ok: true, tokenHash, session: found.session, epoch }
      : { ok: false, code: closeCodeFor(found.kind) };
  }

  /** Takes an upgraded socket of an admitted session. */
  accept(ws: WebSocket, channel: Channel, admission: Extract<Admission, { ok: true }>): void {
    const { userId } = admission.session;
    let set = this.byUser.get(userId);
    if (set && set.size >= this.opts.config.wsMaxPerUser) {
      ws.close(WS_CLOSE.tooManySockets, WS_CLOSE_REASON[WS_CLOSE.tooManySockets]);
      return;
    }
    const { wsFrameRate: frameRate, wsFrameBurst: frameBurst } = this.opts.config;
    const conn = new Connection(
      ws,
      this.nextId++,
      channel,
      admission.tokenHash,
      admission.session,
      { frameRate, frameBurst },
      { dispatch: (c, f) => this.dispatch(c, f), closed: (c) => this.forget(c) },
      this.opts.log,
    );
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(conn);
    this.count++;
    if (channel !== 'chat') conn.sendRaw(REALTIME_START_PHRASE);
    for (const open of this.openers.get(channel) ?? []) {
      void this.settle(() => open(conn), conn, 'open handler failed');
    }
    if (admission.epoch !== this.epoch) void this.recheck([conn], true);
  }

  /** Closes every socket (1001: connect again, another instance answers) and stops the timers. */
  close(): void {
    clearInterval(this.sweeper);
    this.unsubscribe();
    for (const set of this.byUser.values()) for (const c of set) c.close(WS_CLOSE.goingAway);
  }

  // --- inside ---

  private onEvent(e: PortalEvent): void {
    if (e.type === 'user.changed') {
      this.epoch++;
      const set = this.byUser.get(e.userId);
      if (set) void this.recheck([...set], true);
    } else if (e.type === 'caches.reset') {
      this.epoch++;
      void this.recheck(this.all(), true);
    } else if (e.type === 'realtime.probe') {
      this.pushToUser(e.userId, null, { type: 'HEARTBEAT', content: e.probeId });
    }
  }

  private async dispatch(conn: Connection, frame: Exclude<ClientFrame, { type: 'HEARTBEAT' }>): Promise<void> {
    const handler = this.handlers.get(`${conn.channel}:${frame.type}`);
    if (handler) {
      await this.settle(() => handler(conn, frame), conn, `${frame.type} handler failed`);
    } else if (frame.type === 'CHAT_SEND' || frame.type === 'RESUME') {
      // Nothing on this channel takes it: refused for good (with clientMsgId, the client does not resend it).
      const clientMsgId = frame.type === 'CHAT_SEND' ? frame.clientMsgId : undefined;
      conn.send({ type: 'ERROR', code: '404', msg: '该通道不支持此消息', clientMsgId });
    }
    // FILE, PLATE and ACK without a handler: answered (or an answer) already; nothing more to do.
  }

  /** Runs a module's handler; an error is logged and told to the client without clientMsgId (it may resend). */
  private async settle(run: () => void | Promise<void>, conn: Connection, what: string): Promise<void> {
    try {
      await run();
    } catch (err) {
      this.opts.log.error({ err, socket: conn.id, channel: conn.channel }, `realtime: ${what}`);
      conn.send({ type: 'ERROR', code: '500', msg: '服务器内部错误，请稍后重试' });
    }
  }

  /** Reads the sessions of these sockets (one read per session) and closes those no longer live. */
  private async recheck(conns: Connection[], fresh: boolean): Promise<void> {
    const bySession = new Map<string, Connection[]>();
    for (const c of conns) {
      const group = bySession.get(c.tokenHash);
      if (group) group.push(c);
      else bySession.set(c.tokenHash, [c]);
    }
    for (const [tokenHash, group] of bySession) {
      const seq = ++this.checkSeq;
      for (const c of group) c.checkSeq = seq;
      let found: SessionLookup;
      try {
        const s = this.opts.sessions;
        found = fresh ? await s.lookupFresh(tokenHash) : await s.lookupHash(tokenHash);
      } catch (err) {
        // The database is away: the sockets stay; the next event or sweep decides.
        this.opts.log.warn({ err }, 'realtime: session check failed');
        continue;
      }
      for (const c of group) {
        if (found.kind !== 'ok') c.close(closeCodeFor(found.kind));
        else if (c.checkSeq === seq) {
          c.entId = found.session.entId;
          c.checkedAt = Date.now();
        }
      }
    }
  }

  private sweep(): void {
    const stale: Connection[] = [];
    const due = Date.now() - RECHECK_MS;
    for (const c of this.all()) {
      c.heartbeat();
      if (c.checkedAt < due) stale.push(c);
    }
    if (stale.length) void this.recheck(stale, false);
  }

  private forget(conn: Connection): void {
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    this.count--;
    if (set.size === 0) this.byUser.delete(conn.userId);
  }

  private all(): Connection[] {
    const out: Connection[] = [];
    for (const set of this.byUser.values()) for (const c of set) out.push(c);
    return out;
  }
}
