/**
 * Data-growth fixtures: each grows one area's tables from one size to the next with raw bulk SQL
 * (generate_series, never row by row). A later area adds its own in a few lines, e.g.
 *   { name: 'notices', sizes: [10_000, 100_000, 1_000_000], grow: (exec, from, to) => exec(`INSERT INTO notices … generate_series(${from + 1}, ${to})`) , reads: […] }
 */
import { ROLE } from '../../apps/server/src/db/seed/ids.ts';

export type Exec = (sql: string) => Promise<void>;

export interface GrowthRead {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (userIndex: number) => unknown;
}

export interface GrowthFixture {
  name: string;
  sizes: number[];
  /** Adds rows for items from+1..to. */
  grow(exec: Exec, from: number, to: number, passwordHash: string): Promise<void>;
  /** How many bulk users (each with a live session) there are at this size. */
  users: (size: number) => number;
  /** Token of the i-th bulk user's live session (i in 1..users(size)); a plain function, shared between fixtures. */
  token: (i: number) => string;
  /** The i-th bulk user's account, for signing in; a plain function, shared between fixtures. */
  account: (i: number) => string;
  reads: GrowthRead[];
}

/** Users with their enterprises (ten users each) and a live session each. */
export const usersFixture: GrowthFixture = {
  name: 'users',
  sizes: [1_000, 10_000, 100_000],
  users: (size) => size,
  token: (i) => `bench-token-${i}`,
  account: (i) => `bench_u${i}`,
  async grow(exec, from, to, passwordHash) {
    const users = `generate_series(${from + 1}, ${to}) i`;
    const ent = `'bent' || ((i - 1) / 10 + 1)`;
    await exec(`INSERT INTO enterprises (id, name, credit_code, ent_type, plate, ent_version)
      SELECT 'bent' || e, '压测企业' || e, 'BENCH' || lpad(e::text, 13, '0'), 1, 'other', '1'
      FROM generate_series(${from / 10 + 1}, ${to / 10}) e`);
    await exec(`INSERT INTO users (id, account, user_name, show_name, phone, password_hash, user_source, status)
      SELECT 'bu' || i, 'bench_u' || i, '压测用户' || i, 'bench_u' || i, '139' || lpad(i::text, 8, '0'), '${passwordHash}', 1, 1 FROM ${users}`);
    await exec(`INSERT INTO memberships (user_id, ent_id, is_default) SELECT 'bu' || i, ${ent}, true FROM ${users}`);
    await exec(
      `INSERT INTO user_roles (user_id, ent_id, role_id) SELECT 'bu' || i, ${ent}, '${ROLE.entUser}' FROM ${users}`,
    );
    await exec(`INSERT INTO sessions (token_hash, user_id, ent_id, expires_at, admin_required)
      SELECT encode(sha256(('bench-token-' || i)::bytea), 'hex'), 'bu' || i, ${ent}, now() + interval '5 days', false FROM ${users}`);
    await exec('ANALYZE');
  },
  reads: [
    { name: 'user info', method: 'GET', path: '/japi/api/user/user/getUserInfo' },
    { name: 'enterprise list', method: 'GET', path: '/japi/api/user/user/getEntList' },
    {
      name: 'unread (notification dot)',
      method: 'POST',
      path: '/japi/api/manage/notification/getNotificationUnReadByUserId',
      body: () => ({}),
    },
  ],
};

/** Users the notices fixture spreads its notices over; the first of them holds a tenth of all notices. */
const NOTICE_USERS = 10_000;

/**
 * Notices (ARCHITECTURE.md: unread counts < 10 ms at 1,000,000 notices, PostgreSQL) over 10,000 users: every tenth
 * notice belongs to user 1 (100,000 at the largest size, the worst case for a per-user query), the rest spread
 * evenly; 30 % unread, dates over a year.
 */
export const noticesFixture: GrowthFixture = {
  name: 'notices',
  sizes: [10_000, 100_000, 1_000_000],
  users: () => NOTICE_USERS,
  token: usersFixture.token,
  account: usersFixture.account,
  async grow(exec, from, to, passwordHash) {
    if (from === 0) await usersFixture.grow(exec, 0, NOTICE_USERS, passwordHash);
    const user = `(CASE WHEN n % 10 = 0 THEN 1 ELSE (n::bigint * 7919) % (${NOTICE_USERS} - 1) + 2 END)`;
    // seq = n: unique and increasing for each user, as the per-user numbers are (notices.seq); types 1..17.
    await exec(`INSERT INTO notices (id, user_id, ent_id, notice_type, status, content, create_date, seq)
      SELECT 'bn' || n, 'bu' || ${user}, 'bent' || ((${user} - 1) / 10 + 1), 1 + n % 17,
        CASE WHEN n % 10 < 3 THEN 0 ELSE 1 END, '压测通知 ' || n, now() - (n % 525600) * interval '1 minute', n
      FROM generate_series(${from + 1}, ${to}) n`);
    await exec(`INSERT INTO notice_user_seqs (user_id, last_seq) SELECT user_id, max(seq) FROM notices GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE SET last_seq = EXCLUDED.last_seq`);
    await exec(`INSERT INTO notice_counts (user_id, ent_id, notice_type, total, unread)
      SELECT user_id, ent_id, notice_type, count(*), count(*) FILTER (WHERE status <> 1) FROM notices
      WHERE id LIKE 'bn%' AND substr(id, 3)::bigint BETWEEN ${from + 1} AND ${to} GROUP BY 1, 2, 3
      ON CONFLICT (user_id, ent_id, notice_type) DO UPDATE
        SET total = notice_counts.total + EXCLUDED.total, unread = notice_counts.unread + EXCLUDED.unread`);
    await exec('ANALYZE');
  },
  reads: [
    usersFixture.reads.find((r) => r.name.startsWith('unread'))!,
    {
      name: 'notice page (全部消息, page 1 of 6)',
      method: 'POST',
      path: '/japi/api/manage/notification/getNotification',
      body: () => ({ noticeType: 'all', page: 1, limit: 6 }),
    },
    {
      name: 'notice page (产品通知, page 3)',
      method: 'POST',
      path: '/japi/api/manage/notification/getNotification',
      body: () => ({ noticeType: 'product', page: 3, limit: 6 }),
    },
    {
      name: 'category counts',
      method: 'POST',
      path: '/japi/api/manage/notification/getNoticeTypeByUserId',
      body: () => ({}),
    },
  ],
};

export const GROWTH_FIXTURES: GrowthFixture[] = [usersFixture, noticesFixture];
