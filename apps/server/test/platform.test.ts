/** Platform: health, OpenAPI, unknown API paths, deny-by-default route registration, headers, rate limits, dev outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import * as M from '@portal/shared';
import {
  API_BASE,
  ENDPOINTS,
  HTTP_STATUS_MESSAGES,
  RESPONSE_CODE,
  endpointPath,
  type EndpointName,
} from '@portal/shared';
import { registerAccessControl } from '../src/platform/auth/access.ts';
import { call, envelopeOf, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: HTTP_STATUS_MESSAGES[404], data: [] };

/** The parts of the OpenAPI document these tests read. */
interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('GET /japi/health', () => {
  it("answers {status: 'ok', db} without a token", async () => {
    const res = await s.app.inject({ method: 'GET', url: `${API_BASE}/health` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: RESPONSE_CODE.ok, data: [{ status: 'ok', db: s.database.kind }] });
    expect(s.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('OpenAPI', () => {
  it('/japi/docs/json documents every endpoint of ENDPOINTS with its method, and the platform routes', async () => {
    const res = await s.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      // OpenAPI writes a path parameter as {name} where the contract writes :name.
      const path = API_BASE + endpointPath(name).replace(/:(\w+)/g, '{$1}');
      expect(doc.paths, path).toHaveProperty([path, ENDPOINTS[name].method.toLowerCase()]);
      expect(doc.paths[path][ENDPOINTS[name].method.toLowerCase()].summary, path).toBeTruthy();
    }
    expect(doc.paths).toHaveProperty([`${API_BASE}/health`, 'get']);
    expect(doc.paths).toHaveProperty([`${API_BASE}/dev/sms-outbox`, 'get']);
  });

  it('documents request schemas (login body: account, password)', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` })).json<OpenApiDoc>();
    const login = doc.paths[API_BASE + endpointPath('login')].post;
    const schema = login.requestBody!.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['account', 'password', 'uuid', 'captcha']));
    expect(schema.required).toEqual(expect.arrayContaining(['account', 'password']));
    const sendMsg = doc.paths[API_BASE + endpointPath('sendMsg')].get;
    expect(sendMsg.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['phone', 'uuid', 'scene']));
  });

  it('/japi/docs serves the UI', async () => {
    const res = await s.app.inject({ method: 'GET', url: `${API_BASE}/docs` });
    expect([200, 302]).toContain(res.statusCode);
  });

  it('without API_DOCS=on (a deployment as started) neither the document nor its UI is served', async () => {
    const deployed = await startTestServer({ API_DOCS: 'off' });
    try {
      for (const url of [`${API_BASE}/docs`, `${API_BASE}/docs/json`, `${API_BASE}/docs/static/index.html`]) {
        const res = await deployed.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('openapi');
      }
    } finally {
      await deployed.close();
    }
  });
});

describe('unknown /japi paths', () => {
  it('answer an HTTP 404 envelope for any method, with or without a token, and change nothing', async () => {
    const token = await login(s.app, 'user');
    const paths = [
      `${API_BASE}/nope`,
      `${API_BASE}/api/user/nope`,
      `${API_BASE}/api/manage/management/nope`,
      API_BASE,
      `${API_BASE}/api/user/user/getUserInfo/extra`,
    ];
    for (const url of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
          const res = await expectNoDbChange(s, () =>
            s.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) }),
          );
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.json(), `${method} ${url}`).toEqual(NOT_FOUND);
        }
      }
    }
  });
});

describe('every /japi route declares its access (deny by default)', () => {
  const build = () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, s.app.deps);
    return app;
  };

  it('registering a /japi route without config.access throws', async () => {
    const app = build();
    expect(() => app.get('/japi/api/x/undeclared', () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  it('also inside a plugin registered under a /japi prefix', async () => {
    const app = build();
    await expect(
      app.register(
        // Fails as an async plugin does: the registration's throw becomes a rejected promise.
        (p) =>
          new Promise<void>((resolve) => {
            p.post('/y', () => 'y');
            resolve();
          }),
        { prefix: '/japi/api/x' },
      ),
    ).rejects.toThrow(/declares no access/);
    await app.close().catch(() => undefined);
  });

  it('routes that declare access, and routes outside /japi, register', async () => {
    const app = build();
    app.get('/japi/api/x/open', { config: { access: 'public' } }, () => 'open');
    app.get('/japi/api/x/mine', { config: { access: 'signedIn' } }, () => 'mine');
    app.get('/japi/api/x/btn', { config: { access: { button: 'user:query' } } }, () => 'btn');
    app.get('/not-api', () => 'page');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/japi/api/x/open' })).body).toBe('open');
    expect((await app.inject({ method: 'GET', url: '/not-api' })).body).toBe('page');
    await app.close();
  });
});

describe('security headers', () => {
  it('API answers carry a CSP and nosniff', async () => {
    const res = await s.app.inject({ method: 'GET', url: `${API_BASE}/health` });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits', () => {
  it('the captcha image is limited per IP: the 31st in a minute is an HTTP 429 envelope; another IP is not affected', async () => {
    const ip = '10.55.0.1';
    const uuid = '0123456789abcdef';
    for (let i = 0; i < 30; i++) expect((await call(s.app, 'captcha', { query: { uuid }, ip })).statusCode).toBe(200);
    const limited = await call(s.app, 'captcha', { query: { uuid }, ip });
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited)).toMatchObject({ code: '429', data: [] });
    expect(envelopeOf(limited).msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await call(s.app, 'captcha', { query: { uuid }, ip: '10.55.0.2' })).statusCode).toBe(200);
  });
});

describe('GET /japi/dev/sms-outbox (outside production)', () => {
  it('answers the latest message for a phone, [] for a phone without one, 400 without a phone', async () => {
    const token = await login(s.app, 'user');
    await call(s.app, 'sendPhoneCode', { token, body: { tokenType: M.PHONE_CODE_TOKEN_TYPE } });
    const res = await s.app.inject({
      method: 'GET',
      url: `${API_BASE}/dev/sms-outbox`,
      query: { phone: '13800000003' },
    });
    expect(res.statusCode).toBe(200);
    const [msg] = envelopeOf(res, 'devSmsOutbox').data;
    expect(Object.keys(msg).sort()).toEqual(['code', 'content', 'createdAt', 'phone']);
    expect(msg.phone).toBe('13800000003');
    expect(msg.code).toMatch(/^\d{6}$/);
    expect(
      envelopeOf(
        await s.app.inject({ method: 'GET', url: `${API_BASE}/dev/sms-outbox`, query: { phone: '13999999999' } }),
        'devSmsOutbox',
      ).data,
    ).toEqual([]);
    const bad = await s.app.inject({ method: 'GET', url: `${API_BASE}/dev/sms-outbox` });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).msg).toContain('phone');
  });
});

describe('the harness', () => {
  it('expectNoDbChange notices a changed row', async () => {
    const token = await login(s.app, 'user2');
    await expect(
      expectNoDbChange(s, () => call(s.app, 'saveLayoutStyle', { token, body: { layoutStyle: 2 } })),
    ).rejects.toThrow(/tables changed/);
  });
});
