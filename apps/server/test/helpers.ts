/** Test harness: a real database (PGlite from the template, or PostgreSQL in a fresh schema) and the real app. */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { copyTemplate, TEMPLATE_SCHEMA } from './pg-template.ts';
import { issueCaptcha } from '../src/modules/user/captcha.ts';
import {
  apiPath,
  endpointPath,
  type AnswerOf,
  type EndpointName,
  type Endpoints,
  type Envelope,
  type EnvelopeEndpoint,
  ENDPOINTS,
  API_BASE,
  PHONE_CODE_TOKEN_TYPE,
  RESPONSE_CODE,
  fillPath,
} from '@portal/shared';

export const DEMO_PASSWORD = 'Portal@2026';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /**
   * A second, independent handle on the same data, for a "restart": a new connection to the test's schema on
   * PostgreSQL, a copy of the data directory on PGlite (which one process cannot open twice).
   */
  reopen(): Promise<Database>;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  // The development SMS outbox is how tests read codes; production (where config refuses it) tests go without.
  const devSmsOutbox = env.NODE_ENV === 'production' ? 'off' : 'on';
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    DEV_SMS_OUTBOX: devSmsOutbox,
    // The contract tests read the API document the server serves.
    API_DOCS: 'on',
    ...env,
  });
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  let reopen: () => Promise<Database>;
  if (process.env.DATABASE_URL) {
    const copy = await copyTemplate(process.env.DATABASE_URL, inject('pgTemplate'));
    reopen = () => openDatabase({ url: copy.url, pgSchema: TEMPLATE_SCHEMA });
    database = await reopen();
    dropDatabase = copy.drop;
  } else {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ loadDataDir: new Blob([tar]) });
    const own = database;
    reopen = async () => openDatabase({ loadDataDir: await own.dump!() });
  }
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database });
    await app.ready();
  } catch (err) {
    await database.close();
    await dropDatabase?.();
    throw err;
  }
  return {
    app,
    database,
    config,
    reopen,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

export interface CallOptions {
  token?: string;
  /** Path parameters (`:name` segments of the contract's path). */
  params?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer is sent as it is (set content-type in headers). */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls an endpoint of the shared ENDPOINTS table the way the web does. */
export function call(
  app: FastifyInstance,
  name: EndpointName,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const e = ENDPOINTS[name];
  return app.inject({
    method: e.method,
    url: API_BASE + fillPath(endpointPath(name), opts.params ?? {}).path,
    query: opts.query,
    payload: opts.body as object | undefined,
    remoteAddress: opts.ip,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
}

/** What an envelope endpoint answers (the zod output type of its answer schema in the shared contract). */
export type AnswerOfEndpoint<N extends EnvelopeEndpoint> = AnswerOf<Endpoints[N]>;

/**
 * The envelope of a response. Named, it is typed as that endpoint's answer (the shared contract's); unnamed (a refusal,
 * an unknown path, a raw request), only `code` and `msg` are known and `data` stays `unknown[]`.
 */
export function envelopeOf(res: LightMyRequestResponse): Envelope;
export function envelopeOf<N extends EnvelopeEndpoint>(res: LightMyRequestResponse, name: N): AnswerOfEndpoint<N>;
export function envelopeOf(res: LightMyRequestResponse, _name?: EnvelopeEndpoint): Envelope {
  return res.json<Envelope>();
}

/** Calls and returns the envelope, asserting HTTP 200 (business codes travel with HTTP 200). */
export async function callEnv<N extends EnvelopeEndpoint>(
  app: FastifyInstance,
  name: N,
  opts: CallOptions = {},
): Promise<AnswerOfEndpoint<N>> {
  const res = await call(app, name, opts);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return envelopeOf(res, name);
}

export async function login(
  app: FastifyInstance,
  account: string,
  password = DEMO_PASSWORD,
  ip?: string,
): Promise<string> {
  const res = await call(app, 'login', { body: { account, password }, ip });
  const body = envelopeOf(res, 'login');
  if (body.code !== '200') throw new Error(`login ${account} failed: ${body.code} ${body.msg}`);
  return body.data[0].token;
}

/** Signs in each account in turn (one after the other, in the order given): account → token. */
export async function loginAll(app: FastifyInstance, accounts: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const a of accounts) tokens[a] = await login(app, a);
  return tokens;
}

/**
 * A test server for the whole file: started (and `accounts` signed in, in order) in a beforeAll, closed in an
 * afterAll. `s` stands for the started server (read it inside hooks and tests); `t` holds the accounts' tokens.
 */
export function useTestServer(
  env: Record<string, string> = {},
  accounts: readonly string[] = [],
): { s: TestServer; t: Record<string, string> } {
  let server: TestServer | undefined;
  const started = (): TestServer => {
    if (!server) throw new Error('the test server is not started (use it inside hooks and tests)');
    return server;
  };
  const t: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(env);
    Object.assign(t, await loginAll(server.app, accounts));
  });
  afterAll(async () => {
    await server?.close();
  });
  const s: TestServer = {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    reopen: () => started().reopen(),
    close: () => started().close(),
  };
  return { s, t };
}

/** A fresh captcha for a server with AUTH_CAPTCHA on: its uuid and the text the image shows. */
export async function newCaptcha(s: TestServer, uuid: string = randomUUID()): Promise<{ uuid: string; text: string }> {
  const { text } = await issueCaptcha(s.app.deps, uuid);
  return { uuid, text };
}

/** Signs in on a server with AUTH_CAPTCHA on. */
export async function loginWithCaptcha(
  s: TestServer,
  account: string,
  password = DEMO_PASSWORD,
  ip?: string,
): Promise<string> {
  const { uuid, text } = await newCaptcha(s);
  const res = await call(s.app, 'login', { body: { account, password, uuid, captcha: text }, ip });
  const body = envelopeOf(res, 'login');
  if (body.code !== '200') throw new Error(`login ${account} failed: ${body.code} ${body.msg}`);
  return body.data[0].token;
}

/** The latest SMS the outbox provider wrote for a phone (GET /japi/dev/sms-outbox). */
export async function latestSms(
  app: FastifyInstance,
  phone: string,
): Promise<{ phone: string; code: string; content: string; createdAt: string } | undefined> {
  const res = await app.inject({ method: 'GET', url: `${API_BASE}/dev/sms-outbox`, query: { phone } });
  expect(res.statusCode).toBe(200);
  return envelopeOf(res, 'devSmsOutbox').data[0];
}

/** Every table of the database (every area's, and those added later), but the migrations' own. */
async function tableNames(s: TestServer): Promise<string[]> {
  const res = await s.database.db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations' order by 1`);
  return res.rows.map((r) => r.name);
}

/**
 * A digest of every table's rows, computed in the database (one round trip), for "nothing changed" assertions.
 * The rows' text forms are ordered, so the digest does not depend on the physical order.
 */
export async function dbState(s: TestServer): Promise<Record<string, string>> {
  const parts = (await tableNames(s)).map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) || ':' || count(*) as digest from ${sql.identifier(name)} r`,
  );
  const res = await s.database.db.execute<{ name: string; digest: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(res.rows.map((r) => [r.name, r.digest]));
}

/** Runs `fn` and asserts that no row of any table was added, removed or changed. Returns what `fn` returned. */
export async function expectNoDbChange<T>(s: TestServer, fn: () => Promise<T>): Promise<T> {
  const before = await dbState(s);
  const result = await fn();
  const after = await dbState(s);
  const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
  expect(changed, 'tables changed by a call that should change nothing').toEqual([]);
  return result;
}

export { apiPath };

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A fresh unified social credit code (GB 32100): 91 + region 110000 + 9 random digits + the check character. */
export function newCreditCode(): string {
  const body = `91110000${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(body[i]) * (3 ** i % 31);
  return body + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

let phoneSeq = 0;
/** A mobile number no demo account uses (139…), distinct per call within a file. */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** A multipart form as a browser sends it (fields, then the file), for upload endpoints. */
export async function multipartForm(
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Uint8Array; type?: string },
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      file.field ?? 'file',
      new Blob([Buffer.from(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

/**
 * Passes the §2.5 admin phone-code check for a session of the admin role (without it, that session reaches nothing
 * protected): sends a code to the phone, reads it from the development outbox, verifies it.
 */
export async function verifyAdminPhone(app: FastifyInstance, token: string, phone: string): Promise<void> {
  const sent = await callEnv(app, 'sendPhoneCode', { token, body: { phone, tokenType: PHONE_CODE_TOKEN_TYPE } });
  const sms = await latestSms(app, phone);
  if (!sms) throw new Error(`no SMS code was sent to ${phone}`);
  const verified = await callEnv(app, 'verifyPhoneCode', {
    token,
    body: { phone, code: sms.code, bizId: sent.data[0].bizId },
  });
  if (verified.code !== RESPONSE_CODE.ok) throw new Error(`admin phone check failed: ${verified.msg}`);
}
