/**
 * Every open websocket client registers here, so logout (§4) can close them all normally.
 * A client is anything with close(code, reason): a raw WebSocket or the realtime client classes.
 */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

const sockets = new Set<ClosableSocket>();

/** Returns the matching unregister function. */
export function registerSocket(socket: ClosableSocket): () => void {
  sockets.add(socket);
  return () => unregisterSocket(socket);
}

export function unregisterSocket(socket: ClosableSocket): void {
  sockets.delete(socket);
}

export function openSocketCount(): number {
  return sockets.size;
}

/** Closes with 1000 (normal closure), so clients do not treat it as an abnormal close and reconnect. */
export function closeAllSockets(): void {
  const all = [...sockets];
  sockets.clear();
  for (const s of all) {
    try {
      s.close(1000, 'logout');
    } catch {
      /* already closed */
    }
  }
}
