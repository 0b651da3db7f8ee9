/**
 * Cross-instance events. Every instance keeps caches of sessions and permissions; whatever changes them is
 * published here. On PostgreSQL the bus is LISTEN/NOTIFY, so every instance hears every change; on PGlite (one
 * instance by construction) it is in-process. The publishing instance handles its own event synchronously before
 * the call returns, so its next request already sees the change.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client.ts';

export type PortalEvent =
  /** A user's sessions or the user row changed (login, logout, switch, phone check, status, layout, password). */
  | { type: 'user.changed'; userId: string }
  /**
   * Roles, menus or role grants changed: every cached permission set is stale. `roleIds` / `userIds` name whose
   * permissions changed, for the live push to their open sessions (modules/permission/live.ts); a role change names
   * the roles (their holders are found on each instance among its connected users, so the payload stays small).
   */
  | { type: 'permissions.changed'; roleIds?: string[]; userIds?: string[] }
  /** The organisation tree changed (a node added, changed, moved, cancelled): every cached tree is stale. */
  | { type: 'org.changed' }
  /** The holiday arrangement the tax deadlines are moved by changed (modules/tax/holidays.ts). */
  | { type: 'taxHolidays.changed' }
  /** What the readers of the content area see changed (an article published, taken off, deleted; a site's visibility). */
  | { type: 'content.changed' }
  /** A user's notices changed (unread counts). */
  | { type: 'notices.changed'; userId: string }
  /*
   * Real-time delivery (platform/realtime): an event names what changed by id only (a NOTIFY payload is at most
   * 8000 bytes, and no record's content travels through the bus); every instance's handler loads the record and
   * pushes it to the sockets it holds (app.deps.realtime.pushToUser), the publishing instance included.
   */
  /**
   * Notices were stored (after their transaction committed): each instance pushes those of users it holds sockets of
   * to their message channel, and their unread answers are stale. A send to many users publishes several events of at
   * most NOTICE_EVENT_CHUNK items (a NOTIFY payload is at most 8000 bytes).
   */
  | { type: 'notices.created'; items: { userId: string; noticeId: string }[] }
  /** A chat message was stored: push it to the sockets of the conversation's members on the chat channel. */
  | { type: 'chat.message'; conversationId: string; messageId: string }
  /** A conversation was opened, taken or closed: the service consoles' queues and the user's chat are stale. */
  | { type: 'chat.conversation'; conversationId: string }
  /**
   * Benchmarks and diagnostics: every instance pushes a HEARTBEAT carrying probeId to the user's sockets (measures
   * cross-instance delivery; nothing acts on it).
   */
  | { type: 'realtime.probe'; userId: string; probeId: string }
  /** Events may have been missed (the listening connection dropped): drop every cache. */
  | { type: 'caches.reset' };

/** Items per notices.created event: ~60 bytes each, well under NOTIFY's 8000-byte payload. */
export const NOTICE_EVENT_CHUNK = 100;

export type EventHandler = (event: PortalEvent) => void;

export interface EventBus {
  publish(event: PortalEvent): Promise<void>;
  subscribe(handler: EventHandler): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'portal_events';

abstract class BaseBus implements EventBus {
  private handlers = new Set<EventHandler>();

  subscribe(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  protected deliver(event: PortalEvent): void {
    for (const h of this.handlers) h(event);
  }

  abstract publish(event: PortalEvent): Promise<void>;
  abstract close(): Promise<void>;
}

export class InProcessBus extends BaseBus {
  async publish(event: PortalEvent): Promise<void> {
    this.deliver(event);
  }

  async close(): Promise<void> {}
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection. If that connection drops, every cache is cleared (events
 * may have been missed) and it reconnects, every quarter second until PostgreSQL accepts again (a restart refuses
 * connections for a while; the gap in which a notice is stored but not pushed stays short); once listening again the caches are cleared once more, for the events of the time in between.
 */
export class PgNotifyBus extends BaseBus {
  private readonly origin = randomUUID();
  private client: pg.Client | null = null;
  private closed = false;
  private listened = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly pool: pg.Pool,
    private readonly onError: (err: unknown) => void,
  ) {
    super();
  }

  async start(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      let parsed: { origin: string; event: PortalEvent };
      try {
        parsed = JSON.parse(msg.payload) as { origin: string; event: PortalEvent };
      } catch (err) {
        // Anyone with access to the database can NOTIFY this channel: a payload that is not ours is dropped, not thrown
        // out of the connection's event handler (which would end the process).
        return this.onError(err);
      }
      if (parsed.origin !== this.origin) this.deliver(parsed.event);
    });
    // Only the listening connection's loss is acted on; a failure while connecting rejects start (its caller retries).
    const lost = (err: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.onError(err);
      this.deliver({ type: 'caches.reset' });
      void client.end().catch(() => undefined);
      this.reconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
    if (this.listened) this.deliver({ type: 'caches.reset' });
    this.listened = true;
  }

  private reconnect(): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.start().catch((err: unknown) => {
        this.onError(err);
        this.reconnect();
      });
    }, 250).unref();
  }

  async publish(event: PortalEvent): Promise<void> {
    this.deliver(event);
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin: this.origin, event })]);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** The bus for a database: LISTEN/NOTIFY on PostgreSQL (every instance hears every change), in-process on PGlite. */
export async function openEventBus(database: Database, onError: (err: unknown) => void): Promise<EventBus> {
  if (!database.postgres) return new InProcessBus();
  const bus = new PgNotifyBus(database.postgres.connection, database.postgres.pool, onError);
  await bus.start();
  return bus;
}
