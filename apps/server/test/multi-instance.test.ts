/**
 * Several instances on one PostgreSQL database: a change made through one instance reaches the caches of the
 * others through LISTEN/NOTIFY. Runs in the PostgreSQL pass (DATABASE_URL); PGlite is one instance by design.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_STATUS_MESSAGES, RESPONSE_CODE } from '@portal/shared';
import { loadConfig, postgresUrl } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/index.ts';
import { buildApp } from '../src/app.ts';
import type { FastifyInstance } from 'fastify';
import { call, envelopeOf, login } from './helpers.ts';

const url = process.env.DATABASE_URL ? postgresUrl(process.env.DATABASE_URL) : undefined;
const schema = `t_multi_${randomBytes(4).toString('hex')}`;
const instances: { app: FastifyInstance; database: Database }[] = [];

async function until(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe.skipIf(!url)('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_CAPTCHA: 'off', LOG_LEVEL: 'silent', RATE_LIMIT_LOGIN: '1000' });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url, pgSchema: schema });
      if (i === 0) await seedDemoData(database.db);
      const app = await buildApp({ config, database });
      await app.ready();
      instances.push({ app, database });
    }
  });

  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await instances[0]?.database.exec(`DROP SCHEMA "${schema}" CASCADE`);
    for (const { database } of instances) await database.close();
  });

  it('a login on instance A ends the session that instance B had cached: HTTP 401 there', async () => {
    const [a, b] = instances;
    const first = await login(b.app, 'user');
    expect((await call(b.app, 'userInfo', { token: first })).statusCode).toBe(200); // now cached on B
    await login(a.app, 'user');
    const replaced = await until(async () => (await call(b.app, 'userInfo', { token: first })).statusCode === 401);
    expect(replaced).toBe(true);
    expect((await call(b.app, 'userInfo', { token: first })).json()).toEqual({
      code: '401',
      msg: HTTP_STATUS_MESSAGES[401],
      data: [],
    });
  });

  it('an enterprise switch on A is the enterprise in use on B', async () => {
    const [a, b] = instances;
    const token = await login(a.app, 's_partner');
    const before = envelopeOf(await call(b.app, 'userInfo', { token }), 'userInfo').data[0];
    const other = before.userOrganzations.find((o: { entId: string }) => o.entId !== before.entId)!;
    expect(envelopeOf(await call(a.app, 'switchEnterprise', { token, body: { entId: other.entId } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    const seen = await until(
      async () => envelopeOf(await call(b.app, 'userInfo', { token }), 'userInfo').data[0].entId === other.entId,
    );
    expect(seen).toBe(true);
  });
});
