// The subset of the `ws` client the realtime benchmark uses (ws ships no types; the server declares its own subset in
// apps/server/src/platform/realtime/ws.d.ts).
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { ClientRequest, IncomingMessage } from 'node:http';

  interface ClientOptions {
    origin?: string;
    localAddress?: string;
    handshakeTimeout?: number;
    perMessageDeflate?: boolean;
  }

  class WebSocket extends EventEmitter {
    static readonly OPEN: 1;
    readonly readyState: 0 | 1 | 2 | 3;
    constructor(address: string, options?: ClientOptions);
    send(data: string): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (err: Error) => void): this;
    once(event: 'unexpected-response', listener: (req: ClientRequest, res: IncomingMessage) => void): this;
  }

  export { WebSocket };
  export default WebSocket;
}
