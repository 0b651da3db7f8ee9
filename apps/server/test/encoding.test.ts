/** Large answers are sent gzip-encoded to clients that accept it, and decode to the same JSON. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelopeOf, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('encoded user info', () => {
  it('br or gzip for a client that accepts it, plain otherwise, same JSON every way', async () => {
    const token = await login(s.app, 'user');
    const plain = await call(s.app, 'userInfo', { token });
    const zipped = await call(s.app, 'userInfo', { token, headers: { 'accept-encoding': 'gzip, deflate' } });
    const brotli = await call(s.app, 'userInfo', { token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
  });

  it('a small answer (the unread dot) goes out as it is, whatever the client accepts', async () => {
    const token = await login(s.app, 'user');
    const res = await call(s.app, 'notificationDot', {
      token,
      body: {},
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelopeOf(res).code).toBe('200');
  });

  it('a layout change is in the next answer (the cached body is dropped)', async () => {
    const token = await login(s.app, 'ops');
    expect(envelopeOf(await call(s.app, 'userInfo', { token }), 'userInfo').data[0].layoutStyle).toBe(1);
    await call(s.app, 'saveLayoutStyle', { token, body: { layoutStyle: 2 } });
    expect(envelopeOf(await call(s.app, 'userInfo', { token }), 'userInfo').data[0].layoutStyle).toBe(2);
  });
});
