/**
 * The hand-written table of the foundation's endpoints (endpoints.test.ts, endpoints-malformed.test.ts): each one's
 * declared access, a well-formed request, and malformed variants with the field their 400 message must name.
 */
import { randomUUID } from 'node:crypto';
import * as M from '@portal/shared';
import type { EndpointName } from '@portal/shared';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { newCreditCode } from './helpers.ts';

export type Access = 'public' | 'signedIn' | { button: string };
export type Input = { body?: Record<string, unknown> | unknown[]; query?: Record<string, string> };
export interface Spec {
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

/** The login contract's cases, for both logins. */
const LOGIN: Spec = {
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
};

export const SPECS: Record<(typeof FOUNDATION)[number], Spec> = {
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
  // The tax SaaS login has the portal login's contract (§7.1).
  login: LOGIN,
  loginTaxSaaS: LOGIN,
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
export const FOUNDATION = [
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

export const PUBLIC = new Set<EndpointName>(FOUNDATION.filter((n) => SPECS[n].access === 'public'));
