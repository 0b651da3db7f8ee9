/**
 * Websocket tests through a listening server (app.listen on an ephemeral port) and the `ws` client, as a browser
 * would connect: with an Origin and a ticket from the wsTicket call.
 */
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_WS_PATH,
  REALTIME_START_PHRASE,
  REALTIME_TARGETS,
  type NoticeFrame,
  type RealtimeTarget,
} from '@portal/shared';
import { callEnv } from './helpers.ts';

/** Listens on 127.0.0.1 on a free port; returns the http base (http://127.0.0.1:port). */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export async function ticketOf(app: FastifyInstance, token: string): Promise<string> {
  const res = await callEnv(app, 'wsTicket', { token });
  if (res.code !== '200') throw new Error(`wsTicket: ${res.code} ${res.msg}`);
  return res.data[0].ticket;
}

export const chatPath = (ticket: string) => `${CHAT_WS_PATH}?ticket=${encodeURIComponent(ticket)}`;
export const realtimePath = (target: RealtimeTarget, param: string, prefix = '/ws/websocket') =>
  `${prefix}${REALTIME_TARGETS[target]}/${encodeURIComponent(param)}`;

export interface Closed {
  code: number;
  reason: string;
}

/** One client socket: what it received, in order, and how it ended. */
export class Client {
  readonly ws: WebSocket;
  readonly received: string[] = [];
  /** Resolves with the HTTP status of a refused upgrade, or 101 once open. */
  readonly outcome: Promise<number>;
  readonly closed: Promise<Closed>;
  private waiter: (() => void) | null = null;

  constructor(base: string, path: string, opts: { origin?: string | null; autoPong?: boolean } = {}) {
    const url = base.replace(/^http/, 'ws') + path;
    const origin = opts.origin === undefined ? base : opts.origin;
    this.ws = new WebSocket(url, { ...(origin === null ? {} : { origin }), autoPong: opts.autoPong ?? true });
    this.ws.on('message', (data, isBinary) => {
      this.received.push(isBinary ? '<binary>' : Buffer.isBuffer(data) ? data.toString('utf8') : '<not a buffer>');
      this.waiter?.();
    });
    this.outcome = new Promise((resolve) => {
      this.ws.once('open', () => resolve(101));
      this.ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        this.ws.terminate();
      });
      this.ws.once('error', () => resolve(0));
    });
    this.closed = new Promise((resolve) => {
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
    });
    this.ws.on('error', () => undefined); // refusals and closes surface through outcome and closed
  }

  send(frame: string | object | Buffer): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The n-th message received (0-based), waiting for it up to `ms`. */
  async message(n: number, ms = 5000): Promise<string> {
    const end = Date.now() + ms;
    while (this.received.length <= n) {
      const left = end - Date.now();
      if (left <= 0) throw new Error(`no message #${n} within ${ms} ms (got ${JSON.stringify(this.received)})`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
    return this.received[n];
  }

  /** The close, failing after `ms`. */
  async closedWithin(ms = 5000): Promise<Closed> {
    return Promise.race([
      this.closed,
      new Promise<Closed>((_, reject) => setTimeout(() => reject(new Error(`not closed within ${ms} ms`)), ms)),
    ]);
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(1000);
  }
}

/** Opens a socket and waits for the upgrade's outcome (101 when open). */
export async function open(
  base: string,
  path: string,
  opts?: { origin?: string | null; autoPong?: boolean },
): Promise<Client> {
  const c = new Client(base, path, opts);
  await c.outcome;
  return c;
}

/** Polls until `check` holds (cross-instance events arrive asynchronously). */
export async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

/** The NOTICE frames a message-channel client has received (the start phrase and other frames left out). */
export const noticesOf = (c: Client): NoticeFrame[] =>
  c.received
    .filter((m) => m !== REALTIME_START_PHRASE)
    .map((m) => JSON.parse(m) as { type: string })
    .filter((f): f is NoticeFrame => f.type === 'NOTICE');
