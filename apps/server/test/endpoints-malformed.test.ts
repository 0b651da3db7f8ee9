/**
 * Every POST endpoint against malformed bodies (endpoints.test.ts covers the foundation's table): malformed JSON, an
 * empty body, a body over 1 MB, another media type, text/plain: a 400/413/415 envelope that changes nothing; without a
 * token, 9999 before anything of the body is looked at.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { API_BASE, ENDPOINTS, RESPONSE_CODE, endpointPath, type EndpointName } from '@portal/shared';
import { REQUEST_FAULTS } from '../src/platform/errors.ts';
import { SEED_USERS } from '../src/db/seed/user.ts';
import { dbState, envelopeOf, useTestServer, verifyAdminPhone } from './helpers.ts';
import { declaredAccess } from '../src/platform/routes.ts';

const { s, t: tokens } = useTestServer({}, ['user', 'entadmin', 'ops', 'service', 'superadmin']);
beforeAll(async () => {
  const superadmin = SEED_USERS.find((u) => u.account === 'superadmin')!;
  await verifyAdminPhone(s.app, tokens.superadmin, superadmin.phone!);
});

// Each call from its own address: the per-IP rate limits of login, captcha and SMS are not what this file tests.
let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.78.${ipSeq >> 8}.${ipSeq & 255}`;
};
const url = (name: EndpointName) => API_BASE + endpointPath(name);
const inject = (name: EndpointName, headers: Record<string, string>, payload: string) =>
  s.app.inject({ method: 'POST', url: url(name), headers, payload, remoteAddress: nextIp() });
const POSTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => ENDPOINTS[n].method === 'POST');

/**
 * A caller the route admits (the access check comes before the body), found by asking: the first demo account whose
 * malformed request reaches the body parser (400) instead of the access refusal. A new endpoint needs no entry here.
 */
const ADMITTED_CANDIDATES = ['entadmin', 'user', 'ops', 'service', 'superadmin'] as const;
const admittedTokens = new Map<EndpointName, string>();
async function admittedToken(name: EndpointName): Promise<string> {
  const known = admittedTokens.get(name);
  if (known) return known;
  for (const account of ADMITTED_CANDIDATES) {
    const token = tokens[account];
    const res = await inject(name, { 'content-type': 'application/json', authorization: `Bearer ${token}` }, '{bad');
    if (res.statusCode === 400) {
      admittedTokens.set(name, token);
      return token;
    }
  }
  throw new Error(`no demo account is admitted to ${name}`);
}

describe.each(POSTS)('POST %s: malformed bodies', (name) => {
  const headers = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const token = () => admittedToken(name);
  // Compared once around the endpoint's cases (the last test), not around each: every table's digest is the costly
  // part of this file.
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await dbState(s);
  });

  it('malformed JSON: 400 with the JSON message', async () => {
    for (const payload of ['{"account": ', '{bad json}', "{'a':1}", '[1,2', 'undefined']) {
      const res = await inject(name, headers(await token()), payload);
      expect(res.statusCode, payload).toBe(400);
      expect(envelopeOf(res)).toEqual({
        code: RESPONSE_CODE.badRequest,
        msg: REQUEST_FAULTS.FST_ERR_CTP_INVALID_JSON_BODY,
        data: [],
      });
    }
  });

  // Protected: 9999 before the body is looked at. Public (the access each endpoint declared, as the server holds it):
  // the body's own refusal, since nobody needs a token there.
  it('without a token, a malformed or wrong body is 9999 (the token first), or on a public call the 400', async () => {
    const isPublic = declaredAccess(s.app).get(name) === 'public';
    for (const payload of ['{bad json}', '{"userId": 1, "x": "\\u0000"}', '[]']) {
      const res = await inject(name, headers(), payload);
      if (isPublic) {
        expect(res.statusCode, payload).toBe(400);
        expect(envelopeOf(res).code, payload).toBe(RESPONSE_CODE.badRequest);
      } else {
        expect(res.statusCode, payload).toBe(200);
        expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
      }
    }
  });

  it('an empty body with content-type application/json: 400', async () => {
    const res = await inject(name, headers(await token()), '');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toEqual({
      code: RESPONSE_CODE.badRequest,
      msg: REQUEST_FAULTS.FST_ERR_CTP_EMPTY_JSON_BODY,
      data: [],
    });
  });

  it('a body over 1 MB: 413', async () => {
    const payload = JSON.stringify({ account: 'user', password: 'x', pad: 'x'.repeat(1024 * 1024) });
    const res = await inject(name, headers(await token()), payload);
    expect(res.statusCode).toBe(413);
    expect(envelopeOf(res)).toEqual({ code: '413', msg: REQUEST_FAULTS.FST_ERR_CTP_BODY_TOO_LARGE, data: [] });
  });

  it('a body of another media type: 415', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'account=user&password=x'],
      ['application/xml', '<a/>'],
    ]) {
      const res = await inject(name, { ...headers(await token()), 'content-type': type }, payload);
      expect(res.statusCode, type).toBe(415);
      expect(envelopeOf(res)).toEqual({ code: '415', msg: REQUEST_FAULTS.FST_ERR_CTP_INVALID_MEDIA_TYPE, data: [] });
    }
  });

  it('a text/plain body is not an object: 400', async () => {
    const res = await inject(name, { ...headers(await token()), 'content-type': 'text/plain' }, 'account=user');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
  });

  it('none of the above changed a row of any table', async () => {
    const after = await dbState(s);
    expect(Object.keys(before).filter((k) => before[k] !== after[k])).toEqual([]);
  });
});
