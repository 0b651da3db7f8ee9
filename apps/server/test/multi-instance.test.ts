/**
 * Several instances on one PostgreSQL database: a change made through one instance reaches the caches of the
 * others through LISTEN/NOTIFY. Runs in the PostgreSQL pass (DATABASE_URL); PGlite is one instance by design.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_STATUS_MESSAGES, RESPONSE_CODE } from '@portal/shared';
import { call, envelopeOf, login } from './helpers.ts';
import { multiInstanceUrl, startInstances, type Instances } from './multi-instance-helpers.ts';

let instances: Instances;

async function until(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe.skipIf(!multiInstanceUrl)('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    instances = await startInstances(2, { schemaPrefix: 't_multi', listen: false });
  });

  afterAll(async () => {
    await instances?.close();
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
