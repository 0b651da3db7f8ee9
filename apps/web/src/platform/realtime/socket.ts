/**
 * What the realtime clients need from the outside world, injected so tests drive them with a fake socket and fake
 * timers (no real network, no real waiting), and so one client never reaches for globals it cannot control.
 */

/** WebSocket.readyState values (named here: tests run where WebSocket may not exist). */
export const SOCKET_STATE = { connecting: 0, open: 1, closing: 2, closed: 3 } as const;

/** 1000: normal closure. Logout closes with it (registry.ts); the chat client does not reconnect after it. */
export const NORMAL_CLOSURE = 1000;

/** The socket's events, passed at creation: the client binds them to one connection attempt. */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(data: unknown): void;
  onError(): void;
  onClose(code: number, reason: string): void;
}

/** The part of WebSocket the clients use; a browser WebSocket satisfies it. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketLike;

/**
 * Where a client connects: a fixed URL, or a function asked before every attempt. The portal's sockets need the
 * latter (tickets.ts): a connection ticket opens a socket only within a minute, so each reconnect fetches a new one.
 * The function resolves null when there is nothing to connect to (reported as wsUrl不存在; the client stops), and
 * rejects when it could not tell (a failed request), which counts as a dropped attempt.
 */
export type UrlSource = string | null | undefined | (() => Promise<string | null | undefined>);

/**
 * Resolves a source for one connection attempt: at once for a fixed URL (so a client built on one behaves exactly
 * as before), later for a function. Nothing is called back once `live()` is false (the attempt was abandoned).
 */
export function withUrl(
  source: UrlSource,
  live: () => boolean,
  then: { url(url: string): void; missing(): void; failed(): void },
): void {
  if (typeof source !== 'function') {
    if (source) then.url(source);
    else then.missing();
    return;
  }
  source().then(
    (url) => live() && (url ? then.url(url) : then.missing()),
    () => live() && then.failed(),
  );
}

/** The browser's WebSocket. Handlers are wired as properties, so nothing is left registered on a dropped socket. */
export const browserSocketFactory: SocketFactory = (url, h) => {
  const ws = new WebSocket(url);
  ws.onopen = () => h.onOpen();
  ws.onmessage = (ev) => h.onMessage(ev.data);
  ws.onerror = () => h.onError();
  ws.onclose = (ev) => h.onClose(ev.code, ev.reason);
  return ws;
};

export type TimerId = ReturnType<typeof globalThis.setTimeout>;

export interface Timers {
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(fn: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
  /** Epoch milliseconds (the §3 acknowledgement's receive time). */
  now(): number;
}

/** The global timers, looked up at call time (so vi.useFakeTimers also applies to clients built before it). */
export const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
  now: () => Date.now(),
};

/** Closes a socket being abandoned; a socket already closed may throw, which changes nothing. */
export function closeQuietly(socket: SocketLike | null, code: number, reason: string): void {
  if (!socket) return;
  try {
    socket.close(code, reason);
  } catch {
    /* already closed */
  }
}
