/**
 * Every endpoint of the foundation, table-driven (endpoints-table.ts): it is registered, it enforces its declared
 * access, and bad input (empty body, wrong types, oversized strings, NUL characters and lone surrogates in any string)
 * is a 400 envelope that changes nothing in the database; every other endpoint denies a caller without a token.
 * Malformed bodies of every POST: endpoints-malformed.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { API_BASE, ENDPOINTS, RESPONSE_CODE, endpointPath, type EndpointName } from '@portal/shared';
import { SEED_USERS } from '../src/db/seed/user.ts';
import {
  call,
  envelopeOf,
  expectNoDbChange,
  login,
  useTestServer,
  verifyAdminPhone,
  type CallOptions,
} from './helpers.ts';
import { declaredAccess } from '../src/platform/routes.ts';
import { FOUNDATION, PUBLIC, SPECS, type Input, type Spec } from './endpoints-table.ts';

const { s, t: tokens } = useTestServer({}, ['user', 'entadmin', 'ops', 'service', 'superadmin']);
beforeAll(async () => {
  const superadmin = SEED_USERS.find((u) => u.account === 'superadmin')!;
  await verifyAdminPhone(s.app, tokens.superadmin, superadmin.phone!);
});

const tokenFor = (spec: Spec) =>
  typeof spec.access === 'object' ? tokens.entadmin : spec.access === 'signedIn' ? tokens.user : undefined;
// Each call from its own address: the per-IP rate limits of login, captcha and SMS are not what this file tests.
let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.77.${ipSeq >> 8}.${ipSeq & 255}`;
};
const opts = (input: Input, token?: string): CallOptions => ({
  token,
  body: input.body,
  query: input.query,
  ip: nextIp(),
});
const url = (name: EndpointName) => API_BASE + endpointPath(name);

describe('the table', () => {
  it('covers the foundation endpoints, and those are in ENDPOINTS', () => {
    expect(Object.keys(SPECS).sort()).toEqual([...FOUNDATION].sort());
    for (const n of FOUNDATION) expect(ENDPOINTS).toHaveProperty(n);
  });
});

describe.each(FOUNDATION.map((n) => [n, SPECS[n]] as const))('%s', (name, spec) => {
  it('is registered (a well-formed call is not an HTTP 404)', async () => {
    const token = name === 'logout' ? await login(s.app, 'user2') : tokenFor(spec);
    const res = await call(s.app, name, opts(spec.valid, token));
    expect(res.statusCode, res.body).not.toBe(404);
    if (name !== 'captcha') expect(envelopeOf(res).code).toMatch(/^\d+$/);
  });

  if (spec.access !== 'public') {
    it('without a token: 9999, nothing changes', async () => {
      const res = await expectNoDbChange(s, () => call(s.app, name, opts(spec.valid)));
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
    });
  }

  if (typeof spec.access === 'object') {
    it(`without the button ${spec.access.button}: 403, nothing changes`, async () => {
      const res = await expectNoDbChange(s, () => call(s.app, name, opts(spec.valid, tokens.user)));
      expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] });
    });
  }

  if (spec.bad.length) {
    it.each(spec.bad)('bad input (%s): 400 naming the field, nothing changes', async (_label, input, field) => {
      const res = await expectNoDbChange(s, () => call(s.app, name, opts(input, tokenFor(spec))));
      expect(res.statusCode, res.body).toBe(400);
      const body = envelopeOf(res);
      expect(body.code).toBe(RESPONSE_CODE.badRequest);
      expect(body.data).toEqual([]);
      expect(body.msg).toMatch(/^请求参数错误：/);
      expect(body.msg).toContain(field);
    });
  }
});

/** Each string of an input, one at a time, replaced by `bad`: (label, input) pairs. */
function withEachString(
  input: Input,
  bad: string,
  parts: readonly ('body' | 'query')[] = ['body', 'query'],
): [string, Input][] {
  const out: [string, Input][] = [];
  for (const part of parts) {
    const obj = input[part];
    if (!obj || Array.isArray(obj)) continue;
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v === 'string')
        out.push([`${part}.${k}`, { ...input, [part]: { ...obj, [k]: `${v.slice(0, 2)}${bad}${v.slice(2)}` } }]);
    }
    // A bad key is refused too.
    out.push([`${part} key`, { ...input, [part]: { ...obj, [`k${bad}`]: 'x' } }]);
  }
  return out;
}

// (A lone surrogate cannot travel in a URL: percent-encoded UTF-8 has no spelling for one, it arrives as U+FFFD.)
const badStringCases = (spec: Spec) => [
  ...withEachString(spec.valid, '\u0000'),
  ...withEachString(spec.valid, '\ud800', ['body']),
  ...withEachString(spec.valid, '\udc00x', ['body']),
];
describe.each(FOUNDATION.filter((n) => badStringCases(SPECS[n]).length).map((n) => [n, SPECS[n]] as const))(
  '%s: NUL and lone surrogates',
  (name, spec) => {
    it.each(badStringCases(spec))('in %s: 400 with the message, nothing changes', async (_where, input) => {
      const res = await expectNoDbChange(s, () => call(s.app, name, opts(input, tokenFor(spec))));
      expect(res.statusCode, res.body).toBe(400);
      expect(envelopeOf(res)).toMatchObject({ code: RESPONSE_CODE.badRequest, data: [] });
      expect(envelopeOf(res).msg).toContain(M.INPUT_BAD_CHARACTERS);
    });
  },
);

describe('deny by default', () => {
  it('only the endpoints declared public answer 200 without a token', async () => {
    const access = declaredAccess(s.app);
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      if (PUBLIC.has(name) || access.get(name) === 'public') continue;
      const spec = (SPECS as Partial<Record<EndpointName, Spec>>)[name];
      const res = await call(s.app, name, spec ? opts(spec.valid) : {});
      expect(envelopeOf(res).code, name).not.toBe(RESPONSE_CODE.ok);
    }
  });

  it('a wrong method on a known path is an HTTP 404 envelope', async () => {
    const res = await s.app.inject({ method: 'GET', url: url('login') });
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.notFound, msg: M.HTTP_STATUS_MESSAGES[404], data: [] });
    const del = await s.app.inject({
      method: 'DELETE',
      url: url('userInfo'),
      headers: { authorization: `Bearer ${tokens.user}` },
    });
    expect(del.statusCode).toBe(404);
  });
});
