/**
 * A scriptable socket for tests of the realtime clients and of the components built on them (not used by the app).
 * The test plays the server: open(), receive(), error(), serverClose(); it reads what the client sent in `sent`.
 * Like a browser WebSocket, send() throws unless open, and close() does not call back synchronously.
 */
import { SOCKET_STATE, type SocketFactory, type SocketHandlers, type SocketLike } from './socket.ts';

export class FakeSocket implements SocketLike {
  readyState: number = SOCKET_STATE.connecting;
  readonly sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(
    readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {}

  send(data: string): void {
    if (this.readyState !== SOCKET_STATE.open) throw new Error('InvalidStateError: socket is not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = SOCKET_STATE.closed;
  }

  /** The frames sent, parsed (heartbeats included). */
  sentFrames(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }

  // --- the server's side ---
  open(): void {
    this.readyState = SOCKET_STATE.open;
    this.handlers.onOpen();
  }

  receive(data: unknown): void {
    this.handlers.onMessage(typeof data === 'string' || data instanceof ArrayBuffer ? data : JSON.stringify(data));
  }

  /** An error event alone; browsers follow it with a close (see serverClose). */
  error(): void {
    this.handlers.onError();
  }

  serverClose(code = 1006, reason = ''): void {
    this.readyState = SOCKET_STATE.closed;
    this.handlers.onClose(code, reason);
  }

  /** The connection is gone but no event came (a sleeping laptop): only readyState tells. */
  dropSilently(): void {
    this.readyState = SOCKET_STATE.closed;
  }
}

/** A factory that records every socket it creates, newest last. */
export function fakeSocketFactory(): { factory: SocketFactory; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  return {
    factory: (url, handlers) => {
      const s = new FakeSocket(url, handlers);
      sockets.push(s);
      return s;
    },
    sockets,
    last: () => {
      const s = sockets.at(-1);
      if (!s) throw new Error('no socket was created');
      return s;
    },
  };
}
