/** The code a location needs (§2.2 routes and layouts, §2.3 mount paths): one case per kind of location. */
import { describe, expect, it } from 'vitest';
import { parseSubAppModes, routeCodeFor, subAppRegistry } from '../src/index.ts';

describe('routeCodeFor, default sub-app modes', () => {
  const registry = subAppRegistry();
  it.each([
    ['/finance/home', { shell: true, page: 'finance-home/FinanceHomePage' }],
    ['/', { shell: true, page: 'finance-home/FinanceHomePage' }],
    ['/index', { shell: true, page: 'finance-home/FinanceHomePage' }],
    ['/login/index', { shell: false, page: 'auth/LoginPage' }],
    ['/LOGIN/index/', { shell: false, page: 'auth/LoginPage' }],
    ['/register/index?registerSource=GNEL', { shell: false, page: 'auth/RegisterPage' }],
    ['/404', { shell: false, page: 'errors/NotFoundPage' }],
    // A host page by default, though its mount path is in the §2.3 list.
    ['/workbenches/newIndex', { shell: true, page: 'workbench/WorkbenchPage' }],
    // No page of its own yet: the 建设中 page.
    ['/crm/customerInfo', { shell: true, page: 'construction/UnderConstructionPage' }],
    // Served by a sub-app: the shell, and no page.
    ['/eLoan', { shell: true, page: null }],
    ['/eLoan/apply', { shell: true, page: null }],
    ['/lease#/admin', { shell: true, page: null }],
    // The catch-all: the not-found page in the main layout.
    ['/no/such/page', { shell: true, page: 'errors/NotFoundPage' }],
  ])('%s → %j', (pathname, code) => {
    expect(routeCodeFor(pathname, registry)).toEqual(code);
  });
});

describe("routeCodeFor follows the build's sub-app modes", () => {
  const registry = subAppRegistry(parseSubAppModes('eLoan=host,workbenches/newIndex=subapp').modes);
  it.each([
    ['/eLoan', { shell: true, page: 'construction/UnderConstructionPage' }],
    ['/eLoan/apply', { shell: true, page: 'construction/UnderConstructionPage' }],
    ['/workbenches/newIndex', { shell: true, page: null }],
  ])('%s → %j', (pathname, code) => {
    expect(routeCodeFor(pathname, registry)).toEqual(code);
  });
});
