import { describe, expect, it } from 'vitest';
import {
  ALWAYS_ALLOWED_PATHS,
  PUBLIC_PATHS,
  buildResultPath,
  isPathGranted,
  normalizePath,
  pageTitle,
  resolveNavigation,
  type GuardDecision,
  type GuardRouteMeta,
} from '../src/guard.ts';

const PAGE: GuardRouteMeta = { title: '用户管理' }; // a protected page: has a title, auth not switched off
const RESULT = buildResultPath(['/Base/auth-management/user', '/userCenter/companyManage']);
const PASS: GuardDecision = { kind: 'pass' };
const LOGOUT: GuardDecision = { kind: 'logout', to: '/finance/home' };
const NO_PERMISSION: GuardDecision = {
  kind: 'noPermission',
  to: '/404',
  query: { errorCode: '404', message: '您没有该菜单的访问权限，请联系管理员' },
};

describe('normalizePath', () => {
  it.each([
    ['/finance/home', '/finance/home'],
    ['/finance/home/', '/finance/home'],
    ['/finance/home//', '/finance/home'],
    ['/finance/home?x=1', '/finance/home'],
    ['/finance/home#top', '/finance/home'],
    ['/finance/home/?x=1#y', '/finance/home'],
    ['/', '/'],
    ['', '/'],
    ['/?a=1', '/'],
  ])('%j → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('§2.1 lists', () => {
  it('PUBLIC_PATHS is the public and error pages plus registration and password reset', () => {
    // Derived from the route meta (`public`), in route-table order.
    expect([...PUBLIC_PATHS].sort()).toEqual([
      '/404',
      '/500',
      '/error',
      '/forgetPassword/index',
      '/login/index',
      '/loginssojf',
      '/noPermission',
      '/register/index',
    ]);
  });

  it('ALWAYS_ALLOWED_PATHS has the 28 paths of §2.1', () => {
    expect(ALWAYS_ALLOWED_PATHS).toHaveLength(28);
    expect(new Set(ALWAYS_ALLOWED_PATHS).size).toBe(28);
  });
});

describe('§2.1 always-allowed routes pass for a signed-in user without a menu for them', () => {
  const onlyFixed = buildResultPath([]);
  it.each([
    '/finance/home',
    '/login/index',
    '/workbenches/blankpage',
    '/finance/eLoan',
    '/finance/eRong',
    '/finance/eLease',
    '/finance/eTicket',
    '/finance/eBao',
    '/finance/eTrust',
    '/finance/eDan',
    '/finance/eAbs',
    '/finance/eFutures',
    '/finance/eCarbon',
    '/finance/eFoundation',
    '/finance/eAssets',
    '/finance/newsList',
    '/finance/newsListSearch',
    '/finance/newsDetails',
    '/business/loginsso',
    '/insurance/auth',
    '/insurance/platformProtocol',
    '/factor/index',
    '/protocol/eLoan',
    '/protocol/eInsurance',
    '/protocol/eFactor',
    '/protocol/eElectricity',
    '/userCenter/askQuestionsOnline',
    '/inquiryPriceManagement/quotationDetail',
  ])('%s', (path) => {
    expect(ALWAYS_ALLOWED_PATHS).toContain(path);
    expect(resolveNavigation({ path, route: PAGE, hasToken: true, resultPath: onlyFixed })).toEqual(PASS);
  });
});

describe('§2.1 public paths pass without a token', () => {
  it.each(PUBLIC_PATHS.map((p) => [p]))('%s', (path) => {
    expect(resolveNavigation({ path, route: PAGE, hasToken: false, resultPath: [] })).toEqual(PASS);
  });
});

describe('buildResultPath and isPathGranted', () => {
  it('adds the fixed list to the menu routes, normalised and without duplicates', () => {
    const r = buildResultPath(['/crm/customerInfo/', '/crm/customerInfo', '/finance/home', '']);
    expect(r[0]).toBe('/crm/customerInfo');
    expect(r.filter((p) => p.toLowerCase() === '/crm/customerinfo')).toHaveLength(1);
    expect(r.filter((p) => p === '/finance/home')).toHaveLength(1);
    expect(r).toHaveLength(1 + ALWAYS_ALLOWED_PATHS.length);
  });

  it.each([
    ['/Base/auth-management/user', true],
    ['/base/auth-management/user', true], // the spec writes /base/... for the /Base routes
    ['/usercenter/companyManage', true], // and /usercenter/... for /userCenter
    ['/Base/auth-management/user/', true],
    ['/Base/auth-management/user?tab=2', true],
    ['/Base/auth-management', false], // a parent of a granted path is not granted
    ['/Base/auth-management/user/edit', false], // nor a child
    ['/Base/auth-management/role', false],
  ])('%s granted: %s', (path, granted) => {
    expect(isPathGranted(path, RESULT)).toBe(granted);
  });
});

describe('§2.1 resolveNavigation, rule by rule', () => {
  it.each<
    [string, { path: string; route?: GuardRouteMeta; hasToken: boolean; resultPath?: readonly string[] }, GuardDecision]
  >([
    [
      'root redirects to the finance home',
      { path: '/', route: PAGE, hasToken: true },
      { kind: 'redirect', to: '/finance/home' },
    ],
    ['root redirects even without a token', { path: '/', hasToken: false }, { kind: 'redirect', to: '/finance/home' }],
    [
      '/index redirects to the finance home',
      { path: '/index', route: PAGE, hasToken: false },
      { kind: 'redirect', to: '/finance/home' },
    ],
    ['/index/ redirects too', { path: '/index/', hasToken: true }, { kind: 'redirect', to: '/finance/home' }],
    ['/finance/blank always passes without a token', { path: '/finance/blank', route: PAGE, hasToken: false }, PASS],
    [
      '/finance/blank always passes without a grant',
      { path: '/finance/blank', route: PAGE, hasToken: true, resultPath: [] },
      PASS,
    ],
    ['a public path passes without a token', { path: '/login/index', route: PAGE, hasToken: false }, PASS],
    [
      'a public path passes with a query string',
      { path: '/login/index?redirect=/crm', route: PAGE, hasToken: false },
      PASS,
    ],
    [
      'a route flagged public passes',
      { path: '/somewhere', route: { title: '某页', public: true }, hasToken: false },
      PASS,
    ],
    [
      'a route with auth false passes',
      { path: '/coopPage/index', route: { title: '合作伙伴', auth: false }, hasToken: false },
      PASS,
    ],
    ['a route without a title passes', { path: '/crm/customerInfo', route: { auth: true }, hasToken: false }, PASS],
    [
      'an unknown path (no route) passes: the catch-all shows 404',
      { path: '/no/such/page', hasToken: true, resultPath: [] },
      PASS,
    ],
    [
      'no token, login-optional route passes',
      { path: '/finance/eLoan', route: { title: '融资', loginOptional: true }, hasToken: false },
      PASS,
    ],
    [
      'no token, protected route logs out',
      { path: '/Base/auth-management/user', route: PAGE, hasToken: false },
      LOGOUT,
    ],
    [
      'no token, auth true route logs out',
      { path: '/crm/customerInfo', route: { title: '客户', auth: true }, hasToken: false },
      LOGOUT,
    ],
    [
      'no token logs out even when the path would be granted',
      { path: '/Base/auth-management/user', route: PAGE, hasToken: false, resultPath: RESULT },
      LOGOUT,
    ],
    [
      'token and granted menu path passes',
      { path: '/Base/auth-management/user', route: PAGE, hasToken: true, resultPath: RESULT },
      PASS,
    ],
    [
      'token and granted path in other case passes',
      { path: '/base/auth-management/user', route: PAGE, hasToken: true, resultPath: RESULT },
      PASS,
    ],
    [
      'token and always-allowed path passes',
      { path: '/finance/newsList', route: PAGE, hasToken: true, resultPath: RESULT },
      PASS,
    ],
    [
      'token but path not granted goes to /404',
      { path: '/Base/auth-management/role', route: PAGE, hasToken: true, resultPath: RESULT },
      NO_PERMISSION,
    ],
    [
      'token but empty resultPath goes to /404',
      { path: '/crm/customerInfo', route: PAGE, hasToken: true, resultPath: [] },
      NO_PERMISSION,
    ],
    [
      'login-optional does not bypass the grant when signed in',
      { path: '/crm/customerInfo', route: { title: '客户', loginOptional: true }, hasToken: true, resultPath: RESULT },
      NO_PERMISSION,
    ],
  ])('%s', (_rule, input, decision) => {
    expect(resolveNavigation({ resultPath: [], ...input })).toEqual(decision);
  });
});

describe('§2.1 page title', () => {
  it.each([
    ['用户管理', '用户管理 - 能源金融税务门户'],
    ['', '能源金融税务门户'],
    [undefined, '能源金融税务门户'],
  ])('%j → %s', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });
});
