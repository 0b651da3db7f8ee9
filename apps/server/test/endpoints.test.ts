/**
 * Every endpoint of the foundation, table-driven: it is registered, it enforces its declared access, and bad
 * input (empty body, wrong types, oversized strings, malformed JSON, a body over 1 MB, NUL characters and lone
 * surrogates in any string) is a 400/413 envelope that changes nothing in the database. A caller without a token
 * gets 9999 before anything of the body is looked at.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as M from '@portal/shared';
import { API_BASE, ENDPOINTS, RESPONSE_CODE, endpointPath, type EndpointName } from '@portal/shared';
import { REQUEST_FAULTS } from '../src/platform/errors.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { SEED_USERS } from '../src/db/seed/user.ts';
import {
  call,
  envelopeOf,
  expectNoDbChange,
  login,
  newCreditCode,
  useTestServer,
  verifyAdminPhone,
  type CallOptions,
} from './helpers.ts';

const { s, t: tokens } = useTestServer({}, ['user', 'entadmin', 'ops', 'service', 'superadmin']);
beforeAll(async () => {
  const superadmin = SEED_USERS.find((u) => u.account === 'superadmin')!;
  await verifyAdminPhone(s.app, tokens.superadmin, superadmin.phone!);
});

type Access = 'public' | 'signedIn' | { button: string };
type Input = { body?: Record<string, unknown> | unknown[]; query?: Record<string, string> };
interface Spec {
  access: Access;
  /** A well-formed request. */
  valid: Input;
  /** Malformed variants and the field their 400 message must name. */
  bad: [label: string, input: Input, field: string][];
}

const long = (n: number) => 'a'.repeat(n);
const TICKET = 'x'.repeat(43);
const uuid = randomUUID();
const regBody = {
  account: 'newaccount',
  userName: '张三',
  phone: '13912345678',
  password: 'Energy#Grid26',
  entName: '国能测试有限公司',
  socialCreditCode: newCreditCode(),
  registerSource: 'GNEL',
  smsTicket: TICKET,
};
const withBody = (over: Record<string, unknown>, base: Record<string, unknown>) => ({ body: { ...base, ...over } });

const SPECS: Record<(typeof FOUNDATION)[number], Spec> = {
  captcha: {
    access: 'public',
    valid: { query: { uuid } },
    bad: [
      ['no uuid', { query: {} }, 'uuid'],
      ['uuid too long', { query: { uuid: long(65) } }, 'uuid'],
      ['uuid with odd characters', { query: { uuid: 'abc$%^&*()' } }, 'uuid'],
    ],
  },
  checkCaptcha: {
    access: 'public',
    valid: { body: { uuid, captcha: 'abcd' } },
    bad: [
      ['empty object', { body: {} }, 'uuid'],
      ['captcha a number', { body: { uuid, captcha: 1234 } }, 'captcha'],
      ['captcha empty', { body: { uuid, captcha: '  ' } }, 'captcha'],
      ['captcha too long', { body: { uuid, captcha: long(17) } }, 'captcha'],
      ['uuid too long', { body: { uuid: long(65), captcha: 'abcd' } }, 'uuid'],
    ],
  },
  sendMsg: {
    access: 'public',
    valid: { query: { phone: '13912345678', uuid, scene: 'register' } },
    bad: [
      ['no phone', { query: { uuid, scene: 'register' } }, 'phone'],
      ['bad phone', { query: { phone: '23912345678', uuid, scene: 'register' } }, 'phone'],
      ['huge phone', { query: { phone: '1'.repeat(5000), uuid, scene: 'register' } }, 'phone'],
      ['scene admin is not public', { query: { phone: '13800000001', uuid, scene: 'admin' } }, 'scene'],
      ['no uuid', { query: { phone: '13912345678', scene: 'register' } }, 'uuid'],
    ],
  },
  checkRepeatPhone: {
    access: 'public',
    valid: { query: { phone: '13912345678', uuid } },
    bad: [
      ['no phone', { query: { uuid } }, 'phone'],
      ['letters', { query: { phone: '1391234567a', uuid } }, 'phone'],
      ['huge', { query: { phone: long(5000), uuid } }, 'phone'],
      ['no uuid', { query: { phone: '13912345678' } }, 'uuid'],
    ],
  },
  validateSms: {
    access: 'public',
    valid: { body: { phone: '13912345678', code: '123456', scene: 'register' } },
    bad: [
      ['empty object', { body: {} }, 'phone'],
      ['code with letters', { body: { phone: '13912345678', code: 'abcdef', scene: 'register' } }, 'code'],
      ['code too long', { body: { phone: '13912345678', code: '1234567', scene: 'register' } }, 'code'],
      ['code a number', { body: { phone: '13912345678', code: 123456, scene: 'register' } }, 'code'],
      ['scene admin', { body: { phone: '13800000001', code: '123456', scene: 'admin' } }, 'scene'],
      ['phone a number', { body: { phone: 13912345678, code: '123456', scene: 'register' } }, 'phone'],
    ],
  },
  findUserInfoByPhone: {
    access: 'public',
    valid: { body: { phone: '13800000003', smsTicket: TICKET } },
    bad: [
      ['empty object', { body: {} }, 'phone'],
      ['no ticket', { body: { phone: '13800000003' } }, 'smsTicket'],
      ['ticket too short', { body: { phone: '13800000003', smsTicket: 'abc' } }, 'smsTicket'],
      ['ticket too long', { body: { phone: '13800000003', smsTicket: long(101) } }, 'smsTicket'],
    ],
  },
  updatePasswordByAccount: {
    access: 'public',
    valid: { body: { account: 'user', password: 'Energy#Grid26', smsTicket: TICKET } },
    bad: [
      ['empty object', { body: {} }, 'account'],
      ['account too long', { body: { account: long(65), password: 'Energy#Grid26', smsTicket: TICKET } }, 'account'],
      ['password too long', { body: { account: 'user', password: `A1${long(70)}`, smsTicket: TICKET } }, 'password'],
      ['password a number', { body: { account: 'user', password: 12345678, smsTicket: TICKET } }, 'password'],
      ['no ticket', { body: { account: 'user', password: 'Energy#Grid26' } }, 'smsTicket'],
    ],
  },
  register: {
    access: 'public',
    valid: { body: regBody },
    bad: [
      ['empty object', { body: {} }, 'account'],
      ['account too long', withBody({ account: `a${long(30)}` }, regBody), 'account'],
      ['userName empty', withBody({ userName: ' ' }, regBody), 'userName'],
      ['userName too long', withBody({ userName: long(31) }, regBody), 'userName'],
      ['entName too short', withBody({ entName: '国' }, regBody), 'entName'],
      ['entName too long', withBody({ entName: long(101) }, regBody), 'entName'],
      [
        'credit code too long',
        withBody({ socialCreditCode: `${regBody.socialCreditCode}0` }, regBody),
        'socialCreditCode',
      ],
      ['credit code a number', withBody({ socialCreditCode: 911100001000182700 }, regBody), 'socialCreditCode'],
      ['registerSource too long', withBody({ registerSource: long(21) }, regBody), 'registerSource'],
      ['ticket too short', withBody({ smsTicket: 'abc' }, regBody), 'smsTicket'],
      ['phone an array', withBody({ phone: ['13912345678'] }, regBody), 'phone'],
    ],
  },
  login: {
    access: 'public',
    valid: { body: { account: 'nobody_at_all', password: 'x' } },
    bad: [
      ['empty object', { body: {} }, 'account'],
      ['account a number', { body: { account: 123, password: 'x' } }, 'account'],
      ['account blank', { body: { account: '   ', password: 'x' } }, 'account'],
      ['account too long', { body: { account: long(65), password: 'x' } }, 'account'],
      ['password an array', { body: { account: 'user', password: ['x'] } }, 'password'],
      ['password too long', { body: { account: 'user', password: long(129) } }, 'password'],
      ['password empty', { body: { account: 'user', password: '' } }, 'password'],
      ['uuid too long', { body: { account: 'user', password: 'x', uuid: long(65) } }, 'uuid'],
      ['captcha too long', { body: { account: 'user', password: 'x', captcha: long(17) } }, 'captcha'],
    ],
  },
  loginTaxSaaS: {
    access: 'public',
    valid: { body: { account: 'nobody_at_all', password: 'x' } },
    bad: [
      ['empty object', { body: {} }, 'account'],
      ['account a number', { body: { account: 123, password: 'x' } }, 'account'],
      ['account blank', { body: { account: '   ', password: 'x' } }, 'account'],
      ['account too long', { body: { account: long(65), password: 'x' } }, 'account'],
      ['password an array', { body: { account: 'user', password: ['x'] } }, 'password'],
      ['password too long', { body: { account: 'user', password: long(129) } }, 'password'],
      ['password empty', { body: { account: 'user', password: '' } }, 'password'],
      ['uuid too long', { body: { account: 'user', password: 'x', uuid: long(65) } }, 'uuid'],
      ['captcha too long', { body: { account: 'user', password: 'x', captcha: long(17) } }, 'captcha'],
    ],
  },
  logout: { access: 'signedIn', valid: {}, bad: [] },
  checkStatus: { access: 'signedIn', valid: {}, bad: [] },
  userInfo: { access: 'signedIn', valid: {}, bad: [] },
  roles: { access: 'signedIn', valid: {}, bad: [] },
  enterpriseList: { access: 'signedIn', valid: {}, bad: [] },
  switchEnterprise: {
    access: 'signedIn',
    valid: { body: { entId: ENT.shendong } },
    bad: [
      ['empty object', { body: {} }, 'entId'],
      ['entId a number', { body: { entId: Number(ENT.shendong) } }, 'entId'],
      ['entId blank', { body: { entId: '   ' } }, 'entId'],
      ['entId too long', { body: { entId: long(41) } }, 'entId'],
    ],
  },
  sendPhoneCode: {
    access: 'signedIn',
    valid: { body: { tokenType: M.PHONE_CODE_TOKEN_TYPE } },
    bad: [
      ['empty object', { body: {} }, 'tokenType'],
      ['another token type', { body: { tokenType: 102 } }, 'tokenType'],
      ['token type a string', { body: { tokenType: '101' } }, 'tokenType'],
      ['phone too long', { body: { tokenType: 101, phone: long(21) } }, 'phone'],
    ],
  },
  verifyPhoneCode: {
    access: 'signedIn',
    valid: { body: { code: '123456' } },
    bad: [
      ['empty object', { body: {} }, 'code'],
      ['code too long', { body: { code: '12345678901' } }, 'code'],
      ['code a number', { body: { code: 123456 } }, 'code'],
      ['bizId too long', { body: { code: '123456', bizId: long(65) } }, 'bizId'],
    ],
  },
  saveLayoutStyle: {
    access: 'signedIn',
    valid: { body: { layoutStyle: 2 } },
    bad: [
      ['empty object', { body: {} }, 'layoutStyle'],
      ['3', { body: { layoutStyle: 3 } }, 'layoutStyle'],
      ['"1"', { body: { layoutStyle: '1' } }, 'layoutStyle'],
    ],
  },
  notificationDot: {
    access: 'signedIn',
    valid: { body: {} },
    bad: [
      ['userId a number', { body: { userId: Number(USER.user) } }, 'userId'],
      ['userId too long', { body: { userId: long(41) } }, 'userId'],
      ['entId too long', { body: { entId: long(41) } }, 'entId'],
    ],
  },
  openProductList: {
    access: 'signedIn',
    valid: { body: {} },
    bad: [
      ['an array', { body: [] }, 'body'],
      ['a number', { body: 42 as unknown as unknown[] }, 'body'],
    ],
  },
  findEntUserByPage: {
    access: { button: 'user:query' },
    valid: { body: { currentPage: 1, pageSize: 10 } },
    bad: [
      ['page 0', { body: { currentPage: 0, pageSize: 10 } }, 'currentPage'],
      ['page not a number', { body: { currentPage: 'abc', pageSize: 10 } }, 'currentPage'],
      ['page size 101', { body: { currentPage: 1, pageSize: 101 } }, 'pageSize'],
      ['page size 1.5', { body: { currentPage: 1, pageSize: 1.5 } }, 'pageSize'],
      ['account too long', { body: { account: long(65) } }, 'account'],
      ['userName too long', { body: { userName: long(65) } }, 'userName'],
    ],
  },
  editStatus: {
    access: { button: 'user:editStatus' },
    valid: { body: { userId: USER.frozen, status: 1 } },
    bad: [
      ['empty object', { body: {} }, 'userId'],
      ['status 2', { body: { userId: USER.frozen, status: 2 } }, 'status'],
      ['status a string', { body: { userId: USER.frozen, status: '1' } }, 'status'],
      ['userId blank', { body: { userId: '', status: 1 } }, 'userId'],
      ['userId too long', { body: { userId: long(41), status: 1 } }, 'userId'],
    ],
  },
};

/** The foundation's endpoints. Endpoints added later get their own test files. */
const FOUNDATION = [
  'captcha',
  'checkCaptcha',
  'sendMsg',
  'checkRepeatPhone',
  'validateSms',
  'findUserInfoByPhone',
  'updatePasswordByAccount',
  'register',
  'login',
  'loginTaxSaaS',
  'logout',
  'checkStatus',
  'userInfo',
  'roles',
  'enterpriseList',
  'switchEnterprise',
  'sendPhoneCode',
  'verifyPhoneCode',
  'saveLayoutStyle',
  'notificationDot',
  'openProductList',
  'findEntUserByPage',
  'editStatus',
] as const satisfies readonly EndpointName[];

const PUBLIC = new Set<EndpointName>(FOUNDATION.filter((n) => SPECS[n].access === 'public'));
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
const inject = (name: EndpointName, headers: Record<string, string>, payload: string) =>
  s.app.inject({ method: 'POST', url: url(name), headers, payload, remoteAddress: nextIp() });
const POSTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => ENDPOINTS[n].method === 'POST');
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

  it('malformed JSON: 400 with the JSON message, nothing changes', async () => {
    for (const payload of ['{"account": ', '{bad json}', "{'a':1}", '[1,2', 'undefined']) {
      const res = await expectNoDbChange(s, async () => inject(name, headers(await token()), payload));
      expect(res.statusCode, payload).toBe(400);
      expect(envelopeOf(res)).toEqual({
        code: RESPONSE_CODE.badRequest,
        msg: REQUEST_FAULTS.FST_ERR_CTP_INVALID_JSON_BODY,
        data: [],
      });
    }
  });

  if (!PUBLIC.has(name)) {
    it('without a token, a malformed or wrong body is still 9999: the token is checked first', async () => {
      for (const payload of ['{bad json}', '{"userId": 1, "x": "\\u0000"}', '[]']) {
        const res = await expectNoDbChange(s, () => inject(name, headers(), payload));
        expect(res.statusCode, payload).toBe(200);
        expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
      }
    });
  }

  it('an empty body with content-type application/json: 400, nothing changes', async () => {
    const res = await expectNoDbChange(s, async () => inject(name, headers(await token()), ''));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toEqual({
      code: RESPONSE_CODE.badRequest,
      msg: REQUEST_FAULTS.FST_ERR_CTP_EMPTY_JSON_BODY,
      data: [],
    });
  });

  it('a body over 1 MB: 413, nothing changes', async () => {
    const payload = JSON.stringify({ account: 'user', password: 'x', pad: 'x'.repeat(1024 * 1024) });
    const res = await expectNoDbChange(s, async () => inject(name, headers(await token()), payload));
    expect(res.statusCode).toBe(413);
    expect(envelopeOf(res)).toEqual({ code: '413', msg: REQUEST_FAULTS.FST_ERR_CTP_BODY_TOO_LARGE, data: [] });
  });

  it('a body of another media type: 415, nothing changes', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'account=user&password=x'],
      ['application/xml', '<a/>'],
    ]) {
      const res = await expectNoDbChange(s, async () =>
        inject(name, { ...headers(await token()), 'content-type': type }, payload),
      );
      expect(res.statusCode, type).toBe(415);
      expect(envelopeOf(res)).toEqual({ code: '415', msg: REQUEST_FAULTS.FST_ERR_CTP_INVALID_MEDIA_TYPE, data: [] });
    }
  });

  it('a text/plain body is not an object: 400, nothing changes', async () => {
    const res = await expectNoDbChange(s, async () =>
      inject(name, { ...headers(await token()), 'content-type': 'text/plain' }, 'account=user'),
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
  });
});

describe('deny by default', () => {
  it('only the public foundation endpoints answer 200 without a token', async () => {
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      if (PUBLIC.has(name)) continue;
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
