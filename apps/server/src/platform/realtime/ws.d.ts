/**
 * The subset of the `ws` package's API that the websocket platform and its tests use. ws ships no types and
 * @types/ws is not a dependency; @fastify/websocket's own types name `WebSocket`, `Server` and `ServerOptions` of
 * this module, so they resolve here too. Written from ws 8's documentation (doc/ws.md); extend it when a new call
 * is needed rather than casting.
 */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { ClientRequest, IncomingMessage } from 'node:http';

  /** A message as ws hands it over with the default binaryType ('nodebuffer'): one Buffer. */
  type RawData = Buffer | ArrayBuffer | Buffer[];

  interface ClientOptions {
    headers?: Record<string, string>;
    origin?: string;
    maxPayload?: number;
    /** Answer the server's pings (default true); false plays a dead peer. */
    autoPong?: boolean;
    handshakeTimeout?: number;
    localAddress?: string;
    perMessageDeflate?: boolean;
  }

  interface SendOptions {
    binary?: boolean;
    compress?: boolean;
    fin?: boolean;
  }

  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly readyState: 0 | 1 | 2 | 3;
    /** Bytes queued by send() and not yet handed to the operating system. */
    readonly bufferedAmount: number;
    constructor(address: string | URL, options?: ClientOptions);
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    send(data: string | Buffer, options: SendOptions, cb?: (err?: Error) => void): void;
    ping(data?: string | Buffer, mask?: boolean, cb?: (err?: Error) => void): void;
    close(code?: number, reason?: string | Buffer): void;
    /** Destroys the connection at once, without the closing handshake. */
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'open', listener: () => void): this;
    on(event: 'ping' | 'pong', listener: (data: Buffer) => void): this;
    on(event: 'unexpected-response', listener: (req: ClientRequest, res: IncomingMessage) => void): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (err: Error) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'unexpected-response', listener: (req: ClientRequest, res: IncomingMessage) => void): this;
  }

  interface ServerOptions {
    maxPayload?: number;
    perMessageDeflate?: boolean;
    clientTracking?: boolean;
    /** How long a close waits for the peer's answer before the connection is destroyed (default 30 s). */
    closeTimeout?: number;
  }

  class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions);
    readonly clients: Set<WebSocket>;
    close(cb?: (err?: Error) => void): void;
  }

  export { WebSocket, WebSocketServer, WebSocketServer as Server };
  export type { ClientOptions, RawData, SendOptions, ServerOptions };
  export default WebSocket;
}
