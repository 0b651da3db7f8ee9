/** autocannon against 127.0.0.1 only, bounded in time. */
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  baseUrl: string,
  t: LoadTarget,
  opts: { connections: number; seconds: number },
): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(baseUrl)) throw new Error('benchmarks only talk to 127.0.0.1');
  const r = await autocannon({
    url: baseUrl + t.path,
    method: t.method ?? 'GET',
    connections: opts.connections,
    duration: opts.seconds,
    // As a browser asks: the portal's large answers (user info, menu trees) are sent gzip-encoded to such clients.
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...t.headers },
    body: t.body === undefined ? undefined : JSON.stringify(t.body),
  });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
