/** Test harness: a real database (PGlite from the template, or PostgreSQL in a fresh schema) and the real app. */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/index.ts';
import { buildApp } from '../src/app.ts';
import { apiPath, endpointPath, type EndpointName, ENDPOINTS, API_BASE } from '@portal/shared';

export const DEMO_PASSWORD = 'Portal@2026';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', AUTH_CAPTCHA: 'off', LOG_LEVEL: 'silent', ...env });
  let database: Database;
  let dropSchema: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    database = await openDatabase({ url: process.env.DATABASE_URL, pgSchema: schema });
    await seedDemoData(database.db);
    dropSchema = () => database.exec(`DROP SCHEMA "${schema}" CASCADE`);
  } else {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ loadDataDir: new Blob([tar]) });
  }
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dropSchema?.();
      await database.close();
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls an endpoint of the shared ENDPOINTS table the way the web does. */
export function call(app: FastifyInstance, name: EndpointName, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  const e = ENDPOINTS[name];
  return app.inject({
    method: e.method,
    url: API_BASE + endpointPath(name),
    query: opts.query,
    payload: opts.body as object | undefined,
    remoteAddress: opts.ip,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
}

export async function login(app: FastifyInstance, account: string, password = DEMO_PASSWORD, ip?: string): Promise<string> {
  const res = await call(app, 'login', { body: { account, password }, ip });
  const body = res.json();
  if (body.code !== '200') throw new Error(`login ${account} failed: ${body.code} ${body.msg}`);
  return body.data[0].token as string;
}

export { apiPath };
