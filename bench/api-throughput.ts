/**
 * API throughput: 100 connections, 10 s per run, after a warm-up, against the real server. The baselines are bare
 * Fastify routes in the same server process, one asked by GET and one by POST with the same JSON body as the
 * unread dot; each signed-in read is reported as a ratio to the bare route asked the same way (and to the bare
 * GET), measured in the same round. Rounds interleave the targets; each figure is the median over the rounds.
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
  await fetch(`${url}/japi/api/user/user/sendPhoneCode`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ tokenType: 101 }),
  });
  const outbox = (await (await fetch(`${url}/japi/dev/sms-outbox?phone=13800000001`)).json()) as {
    data: { code: string }[];
  };
  const res = (await (
    await fetch(`${url}/japi/api/user/user/verifyPhoneCode`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ code: outbox.data[0].code }),
    })
  ).json()) as { code: string };
  if (res.code !== '200') throw new Error('superadmin phone verification failed');
  return token;
}

export async function run(): Promise<void> {
  const server = await startServer({ port: 8191 });
  try {
    const user = await signIn(server.url, 'user');
    const admin = await verifiedSuperadmin(server.url);
    const info = (await (
      await fetch(`${server.url}/japi/api/user/user/getUserInfo`, { headers: { authorization: `Bearer ${user}` } })
    ).json()) as {
      data: { userId: string; entId: string }[];
    };
    const { userId, entId } = info.data[0];
    // Each read is compared with the bare route asked the same way: a POST with a JSON body costs the framework (and
    // the load generator, on the same two cores) more than a GET, whatever the handler does.
    const barePost = {
      name: 'bare POST route (baseline of POST reads)',
      path: '/bench/bare',
      method: 'POST' as const,
      body: { userId, entId },
    };
    const targets: (LoadTarget & { baseline?: string })[] = [
      { name: 'bare route (baseline)', path: '/bench/bare' },
      barePost,
      { name: 'user info', path: '/japi/api/user/user/getUserInfo', headers: { authorization: `Bearer ${user}` } },
      {
        name: 'menu tree (all menus)',
        path: '/japi/api/operation/menu/getAllMenu',
        headers: { authorization: `Bearer ${admin}` },
      },
      {
        name: 'unread (notification dot)',
        path: '/japi/api/manage/notification/getNotificationUnReadByUserId',
        method: 'POST',
        headers: { authorization: `Bearer ${user}` },
        body: { userId, entId },
        baseline: barePost.name,
      },
    ];
    const isBaseline = (t: LoadTarget) => t === targets[0] || t === barePost;
    for (const t of targets) await load(server.url, t, { connections: CONNECTIONS, seconds: 2 }); // warm-up
    const runs = new Map<
      string,
      { rps: number[]; p50: number[]; p99: number[]; ratio: number[]; vsGet: number[]; bad: number }
    >();
    for (let r = 0; r < ROUNDS; r++) {
      const thisRound = new Map<string, number>();
      for (const t of targets) {
        const f = await load(server.url, t, { connections: CONNECTIONS, seconds: SECONDS });
        thisRound.set(t.name, f.reqPerSec);
        const acc = runs.get(t.name) ?? { rps: [], p50: [], p99: [], ratio: [], vsGet: [], bad: 0 };
        acc.rps.push(f.reqPerSec);
        acc.p50.push(f.p50);
        acc.p99.push(f.p99);
        acc.ratio.push(thisRound.get(t.baseline ?? targets[0].name)! / f.reqPerSec);
        acc.vsGet.push(thisRound.get(targets[0].name)! / f.reqPerSec);
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
        'baseline/x': isBaseline(t) ? 1 : round(ratio, 2),
        'bare GET/x': round(median(a.vsGet), 2),
        'non-2xx+errors': a.bad,
        budget: isBaseline(t) ? '-' : ratio <= 2 && p99 < 25 ? 'met' : 'MISSED',
      };
    });
    writeResult({
      name: 'api-throughput',
      budgets: {
        'signed-in reads':
          'throughput within 2x of the bare route asked the same way (baseline/x ≤ 2: GET reads against the bare GET, the POST read against the bare POST with the same body), p99 < 25 ms at 100 connections',
      },
      rows,
      notes: [
        `${ROUNDS} rounds × ${SECONDS} s per target, ${CONNECTIONS} connections, medians; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
      ],
    });
  } finally {
    await server.stop();
  }
}
