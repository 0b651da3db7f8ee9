/**
 * API throughput: 100 connections, 10 s per run, after a warm-up, against the real server. The baseline is a
 * bare Fastify route in the same server process; each signed-in read is reported as a ratio to it, measured
 * in the same round. Rounds interleave the targets, and each figure is the median over the rounds.
 * Budget (ARCHITECTURE.md): signed-in reads within 2x of the bare route's throughput, p99 < 25 ms.
 */
import { load, type LoadTarget } from './lib/load.ts';
import { median, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer } from './lib/server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

async function verifiedSuperadmin(url: string): Promise<string> {
  const token = await signIn(url, 'superadmin');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${url}/japi/api/user/user/sendPhoneCode`, { method: 'POST', headers: auth, body: JSON.stringify({ tokenType: 101 }) });
  const outbox = (await (await fetch(`${url}/japi/dev/sms-outbox?phone=13800000001`)).json()) as { data: { code: string }[] };
  const res = (await (await fetch(`${url}/japi/api/user/user/verifyPhoneCode`, {
    method: 'POST', headers: auth, body: JSON.stringify({ code: outbox.data[0].code }),
  })).json()) as { code: string };
  if (res.code !== '200') throw new Error('superadmin phone verification failed');
  return token;
}

export async function run(): Promise<void> {
  const server = await startServer({ port: 8191 });
  try {
    const user = await signIn(server.url, 'user');
    const admin = await verifiedSuperadmin(server.url);
    const info = (await (await fetch(`${server.url}/japi/api/user/user/getUserInfo`, { headers: { authorization: `Bearer ${user}` } })).json()) as {
      data: { userId: string; entId: string }[];
    };
    const { userId, entId } = info.data[0];
    const targets: LoadTarget[] = [
      { name: 'bare route (baseline)', path: '/bench/bare' },
      { name: 'user info', path: '/japi/api/user/user/getUserInfo', headers: { authorization: `Bearer ${user}` } },
      { name: 'menu tree (all menus)', path: '/japi/api/operation/menu/getAllMenu', headers: { authorization: `Bearer ${admin}` } },
      {
        name: 'unread (notification dot)', path: '/japi/api/manage/notification/getNotificationUnReadByUserId',
        method: 'POST', headers: { authorization: `Bearer ${user}` }, body: { userId, entId },
      },
    ];
    for (const t of targets) await load(server.url, t, { connections: CONNECTIONS, seconds: 2 }); // warm-up
    const runs = new Map<string, { rps: number[]; p50: number[]; p99: number[]; ratio: number[]; bad: number }>();
    for (let r = 0; r < ROUNDS; r++) {
      let baseline = NaN;
      for (const t of targets) {
        const f = await load(server.url, t, { connections: CONNECTIONS, seconds: SECONDS });
        if (t === targets[0]) baseline = f.reqPerSec;
        const acc = runs.get(t.name) ?? { rps: [], p50: [], p99: [], ratio: [], bad: 0 };
        acc.rps.push(f.reqPerSec);
        acc.p50.push(f.p50);
        acc.p99.push(f.p99);
        acc.ratio.push(baseline / f.reqPerSec);
        acc.bad += f.non2xx + f.errors;
        runs.set(t.name, acc);
      }
    }
    const rows: Row[] = targets.map((t) => {
      const a = runs.get(t.name)!;
      const ratio = median(a.ratio);
      const p99 = median(a.p99);
      return {
        endpoint: t.name,
        'req/s': round(median(a.rps), 0),
        'p50 ms': median(a.p50),
        'p99 ms': p99,
        'baseline/x': round(ratio, 2),
        'non-2xx+errors': a.bad,
        budget: t === targets[0] ? '-' : ratio <= 2 && p99 < 25 ? 'met' : 'MISSED',
      };
    });
    writeResult({
      name: 'api-throughput',
      budgets: { 'signed-in reads': 'throughput within 2x of the bare route (baseline/x ≤ 2), p99 < 25 ms at 100 connections' },
      rows,
      notes: [`${ROUNDS} rounds × ${SECONDS} s per target, ${CONNECTIONS} connections, medians; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`],
    });
  } finally {
    await server.stop();
  }
}
