/** The code a location needs (§2.2 routes and layouts, §2.3 mount paths): one case per kind of location. */
import { describe, expect, it } from 'vitest';
import { parseSubAppModes, routeCodeFor, subAppRegistry } from '../src/index.ts';

describe('routeCodeFor, default sub-app modes', () => {
  const registry = subAppRegistry();
  it.each([
    ['/finance/home', { shell: true, page: 'financeHome' }],
    ['/', { shell: true, page: 'financeHome' }],
    ['/index', { shell: true, page: 'financeHome' }],
    ['/login/index', { shell: false, page: 'login' }],
    ['/LOGIN/index/', { shell: false, page: 'login' }],
    ['/register/index?registerSource=GNEL', { shell: false, page: 'register' }],
    ['/404', { shell: false, page: 'notFound' }],
    // A host page by default, though its mount path is in the §2.3 list.
    ['/workbenches/newIndex', { shell: true, page: 'workbench' }],
    // No page of its own yet: the 建设中 page.
    ['/crm/customerInfo', { shell: true, page: 'construction' }],
    // Served by a sub-app: the shell, and no page.
    ['/eLoan', { shell: true, page: null }],
    ['/eLoan/apply', { shell: true, page: null }],
    ['/lease#/admin', { shell: true, page: null }],
    // The catch-all: the not-found page in the main layout.
    ['/no/such/page', { shell: true, page: 'notFound' }],
  ])('%s → %j', (pathname, code) => {
    expect(routeCodeFor(pathname, registry)).toEqual(code);
  });
});

describe('routeCodeFor follows the build\'s sub-app modes', () => {
  const registry = subAppRegistry(parseSubAppModes('eLoan=host,workbenches/newIndex=subapp').modes);
  it.each([
    ['/eLoan', { shell: true, page: 'construction' }],
    ['/eLoan/apply', { shell: true, page: 'construction' }],
    ['/workbenches/newIndex', { shell: true, page: null }],
  ])('%s → %j', (pathname, code) => {
    expect(routeCodeFor(pathname, registry)).toEqual(code);
  });
});
