/** Configuration from the environment, read once. */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (default: the connection's search_path, i.e. public). */
  databaseSchema?: string;
  production: boolean;
  /** AUTH_CAPTCHA=off turns captcha checking off (tests, demos). */
  captchaEnabled: boolean;
  /** Keys the HMAC of captcha texts and SMS codes. */
  secret: string;
  /** Where the built web app is (served with its client routes). */
  webDist: string;
  /** Where built sub-apps are served from (/apps/<name>/). */
  subAppsDir: string;
  logLevel: string;
  /** Failed logins before a lock, and its length. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /**
   * Password hashes (scrypt) at once, and how many may wait for a turn before a login gets 429. HASH_CONCURRENCY
   * unset: the cores less one, 1 to 3 (platform/auth/hash-queue.ts); 0: unbounded (the benchmarks' "before").
   */
  hashConcurrency?: number;
  hashQueueMax: number;
  /**
   * Failed logins of one account from any address before its answers slow down, and the longest delay. The
   * account+IP lock above stops one guesser; this throttle slows many addresses guessing one account without
   * letting them lock its owner out.
   */
  accountThrottleAfter: number;
  accountThrottleMaxMs: number;
  /**
   * API_DOCS=on: serve the API document and its browser at /japi/docs. Off by default: a deployment does not hand
   * every visitor a map of its calls (docs/api-contract.md is the reference; `npm run docs:api` writes it).
   */
  apiDocs: boolean;
  /** DEV_SMS_OUTBOX=on: serve /japi/dev/sms-outbox (development and tests only; loopback only; never in production). */
  devSmsOutbox: boolean;
  /** Fastify's trustProxy: false, a hop count, or a list of proxy addresses/CIDRs (never "every hop"). */
  trustProxy: false | number | string[];
  /** Per-IP requests a minute to login, and to the captcha/SMS endpoints. */
  rateLimitLogin: number;
  rateLimitSms: number;
  /** Per-user creating requests (new applications, records) a minute. */
  rateLimitWrite: number;
  /** Per-IP checkRepeatPhone lookups a minute (phone enumeration). */
  rateLimitPhoneCheck: number;
  /** Connections per instance in the PostgreSQL pool. */
  dbPoolMax: number;
  seedDemo: boolean;
  /** BENCH_BARE_ROUTE=1: the benchmarks' bare baseline routes. */
  benchBareRoute: boolean;
  /**
   * HANDOFF_SECRET: the HMAC key shared with the energy group's other systems for one-time hand-off tickets
   * (operation module, getUserInfoByHandoff). Unset: hand-off is off.
   */
  handoffSecret?: string;
  /**
   * INSURANCE_TICKET_SECRET: the HMAC key of the insurance platform's sign-in tickets (getBxhxToken), shared with an
   * insurance platform run elsewhere. Unset: a key made for this installation and kept in the database.
   */
  insuranceTicketSecret?: string;
  /** Where uploads wait while they are checked and imported (UPLOAD_TMP_DIR; default: the system's temp folder). */
  uploadTmpDir: string;
  /**
   * What one uploaded archive (.xlsx, .docx) may unpack to in all, counted while the zip guard unpacks it
   * (UPLOAD_UNZIP_MAX_BYTES, default 512 MB); past it the file is refused as a zip bomb (platform/zip-guard.ts).
   */
  uploadUnzipMaxBytes: number;
  /**
   * ATTACHMENT_DIR: where the attachment service keeps files (one file per upload, named by a random key). Unset:
   * in the database (attachment_chunks), which every instance on one PostgreSQL shares; a directory must then be one
   * all instances mount.
   */
  attachmentDir?: string;
  /** Excel imports run at once per instance (IMPORT_CONCURRENCY, default 2); more wait their turn in a queue. */
  importConcurrency: number;
  /**
   * WS_ALLOWED_ORIGINS: page origins besides the server's own host allowed to open websockets (a development server
   * on another port that proxies them, e.g. http://localhost:5173). Comma list; unset: none.
   */
  wsAllowedOrigins: string[];
  /** Sockets one user may hold on one instance (tabs × channels); past it a new one is closed with 4029. */
  wsMaxPerUser: number;
  /** Inbound frames per socket: a sustained rate a second and a burst (a reconnect resends up to 100 chat messages). */
  wsFrameRate: number;
  wsFrameBurst: number;
  /** Every this often each socket is pinged; one that has not answered the previous ping is terminated. */
  wsPingIntervalMs: number;
  /** How often each instance looks for articles due to be published or taken off line. */
  contentJobIntervalMs: number;
  /** PAYMENT_JOB_INTERVAL_MS: how often each instance looks for submitted payment orders to settle (default 5 s). */
  paymentJobIntervalMs: number;
  /** How long a service account's chat reply waits to reach its user before a type 15 notice tells them (§3.1). */
  chatOfflineNoticeMs: number;
}

/**
 * TRUST_PROXY: unset/0/off → no proxy; a number → that many hops (1 = one nginx in front); otherwise a comma list
 * of proxy addresses or CIDRs. "true" (trust every hop) is refused: then the client picks its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'off' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would trust every hop; set the number of proxies (e.g. 1) or their addresses');
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** WS_ALLOWED_ORIGINS as origins (scheme://host[:port]); anything else stops the start rather than being ignored. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const origin = URL.canParse(s) ? new URL(s).origin : 'null';
      if (!/^https?:\/\//.test(origin)) throw new Error(`WS_ALLOWED_ORIGINS: ${s} is not an http(s) origin`);
      return origin;
    });
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * DATABASE_URL with a user name: node-postgres takes a missing one from $USER, which service managers and CI often
 * leave unset; PGUSER, $USER or the process's own user (libpq's default) fills it here.
 */
export function postgresUrl(url: string, env: NodeJS.ProcessEnv = process.env): string {
  const parsed = new URL(url);
  // (pg lets the parsed connection string override a separate `user`, so the name goes into the URL.)
  if (!parsed.username) parsed.username = env.PGUSER || env.USER || os.userInfo().username;
  return parsed.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const secret = env.PORTAL_SECRET ?? '';
  if (production && secret.length < 32) {
    // No default secret in production: several instances must share one, and a guessable one is worse than none.
    throw new Error('PORTAL_SECRET must be set to at least 32 characters when NODE_ENV=production');
  }
  const devSmsOutbox = (env.DEV_SMS_OUTBOX ?? 'off').toLowerCase() === 'on';
  if (production && devSmsOutbox)
    throw new Error('DEV_SMS_OUTBOX is a development aid and cannot be on when NODE_ENV=production');
  const handoffSecret = env.HANDOFF_SECRET || undefined;
  const insuranceTicketSecret = env.INSURANCE_TICKET_SECRET || undefined;
  if (production && insuranceTicketSecret && insuranceTicketSecret.length < 32) {
    throw new Error('INSURANCE_TICKET_SECRET must be at least 32 characters when set and NODE_ENV=production');
  }
  if (production && handoffSecret && handoffSecret.length < 32) {
    throw new Error('HANDOFF_SECRET must be at least 32 characters when set and NODE_ENV=production');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL ? postgresUrl(env.DATABASE_URL, env) : undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    production,
    captchaEnabled: (env.AUTH_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    secret: secret || randomBytes(32).toString('hex'),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    subAppsDir: path.resolve(env.SUBAPPS_DIR ?? path.join(repoRoot, 'apps/subapps')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginMaxFailures: positive(env.LOGIN_MAX_FAILURES, 5),
    loginLockMinutes: positive(env.LOGIN_LOCK_MINUTES, 15),
    hashConcurrency: /^\d+$/.test(env.HASH_CONCURRENCY ?? '') ? Number(env.HASH_CONCURRENCY) : undefined,
    hashQueueMax: positive(env.HASH_QUEUE_MAX, 32),
    accountThrottleAfter: positive(env.ACCOUNT_THROTTLE_AFTER, 10),
    accountThrottleMaxMs: positive(env.ACCOUNT_THROTTLE_MAX_MS, 5000),
    devSmsOutbox,
    apiDocs: (env.API_DOCS ?? 'off').toLowerCase() === 'on',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitLogin: positive(env.RATE_LIMIT_LOGIN, 60),
    rateLimitSms: positive(env.RATE_LIMIT_SMS, 30),
    rateLimitWrite: positive(env.RATE_LIMIT_WRITE, 30),
    rateLimitPhoneCheck: positive(env.RATE_LIMIT_PHONE_CHECK, 10),
    dbPoolMax: positive(env.DB_POOL_MAX, 10),
    seedDemo: (env.SEED_DEMO ?? 'on').toLowerCase() !== 'off',
    benchBareRoute: env.BENCH_BARE_ROUTE === '1',
    handoffSecret,
    insuranceTicketSecret,
    uploadTmpDir: path.resolve(env.UPLOAD_TMP_DIR ?? path.join(os.tmpdir(), 'portal-uploads')),
    uploadUnzipMaxBytes: positive(env.UPLOAD_UNZIP_MAX_BYTES, 512 * 1024 * 1024),
    attachmentDir: env.ATTACHMENT_DIR ? path.resolve(env.ATTACHMENT_DIR) : undefined,
    importConcurrency: positive(env.IMPORT_CONCURRENCY, 2),
    wsAllowedOrigins: parseOrigins(env.WS_ALLOWED_ORIGINS),
    wsMaxPerUser: positive(env.WS_MAX_PER_USER, 32),
    wsFrameRate: positive(env.WS_FRAME_RATE, 10),
    wsFrameBurst: positive(env.WS_FRAME_BURST, 150),
    wsPingIntervalMs: positive(env.WS_PING_INTERVAL_MS, 30_000),
    chatOfflineNoticeMs: positive(env.CHAT_OFFLINE_NOTICE_MS, 5000),
    contentJobIntervalMs: positive(env.CONTENT_JOB_INTERVAL_MS, 10_000),
    paymentJobIntervalMs: positive(env.PAYMENT_JOB_INTERVAL_MS, 5_000),
  };
}
