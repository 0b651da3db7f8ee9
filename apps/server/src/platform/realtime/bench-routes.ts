/**
 * The realtime benchmark's handles on a server started with BENCH_BARE_ROUTE=1 (bench/realtime.ts), never in a
 * deployment: a broadcast to every socket of this instance, a probe published on the bus (every instance pushes it to
 * the user's sockets: the cross-instance path modules use), and the process's memory and socket count.
 */
import type { FastifyInstance } from 'fastify';

type Query = { probe?: string; userId?: string };

export function registerBenchRoutes(app: FastifyInstance): void {
  const { realtime: hub, bus } = app.deps;
  const answer = (data: object) => ({ code: '200', msg: 'ok', data: [data] });

  app.post<{ Querystring: Query }>('/bench/realtime/broadcast', { config: { access: 'public' } }, async (req) => {
    const started = performance.now();
    const sent = hub.broadcast({ type: 'HEARTBEAT', content: String(req.query.probe ?? '') });
    return answer({ sent, writeMs: performance.now() - started });
  });

  app.post<{ Querystring: Query }>('/bench/realtime/probe', { config: { access: 'public' } }, async (req) => {
    await bus.publish({ type: 'realtime.probe', userId: String(req.query.userId), probeId: String(req.query.probe) });
    return answer({});
  });

  // With NODE_OPTIONS=--expose-gc (the benchmark sets it), garbage is collected first: memory held, not yet freed.
  app.get('/bench/realtime/stats', { config: { access: 'public' } }, async () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return answer({ sockets: hub.size(), rss, heapUsed });
  });
}
