import { describe, expect, it } from 'vitest';
import { TAX_DETAIL_PATH, taxDetailLink, type TaxDetailTarget } from '../../src/tax/detail-link.ts';
import { findRoute } from '../../src/routes.ts';

describe('§2.2 tax detail link', () => {
  it.each<[string, TaxDetailTarget, string | null]>([
    ['kind 1 opens the tax detail page', { kind: 1, id: 'T202503-01' }, '/system/tax-admin/tax-detail?id=T202503-01'],
    ["kind '1' as text", { kind: '1', id: 42 }, '/system/tax-admin/tax-detail?id=42'],
    [
      'kind 1 ignores appRoute and code',
      { kind: 1, id: 'a', appRoute: '/x', code: 'c' },
      '/system/tax-admin/tax-detail?id=a',
    ],
    ['kind 1 encodes the id', { kind: 1, id: 'a b&c' }, '/system/tax-admin/tax-detail?id=a%20b%26c'],
    ['kind 1 without an id: no link', { kind: 1, id: '' }, null],
    ['kind 1 with a blank id: no link', { kind: 1, id: '  ' }, null],
    [
      'kind 2 opens the app tax data page',
      { kind: 2, appRoute: '/eFinancialGateway', code: 'VAT01' },
      '/eFinancialGateway/taxData?code=VAT01',
    ],
    ['kind 0', { kind: 0, appRoute: '/dpVue_app', code: 'X' }, '/dpVue_app/taxData?code=X'],
    ['no kind', { kind: undefined, appRoute: '/app', code: 'X' }, '/app/taxData?code=X'],
    ['null kind', { kind: null, appRoute: '/app', code: 'X' }, '/app/taxData?code=X'],
    ["kind '' is not 1", { kind: '', id: '5', appRoute: '/app', code: 'X' }, '/app/taxData?code=X'],
    ['trailing slash of the app route', { kind: 2, appRoute: '/app/', code: 'X' }, '/app/taxData?code=X'],
    [
      'encodes the code',
      { kind: 2, appRoute: '/app', code: '增值税/01' },
      '/app/taxData?code=%E5%A2%9E%E5%80%BC%E7%A8%8E%2F01',
    ],
    ['numeric code', { kind: 3, appRoute: '/app', code: 1001 }, '/app/taxData?code=1001'],
    ['no app route: the root', { kind: 2, code: 'X' }, '/taxData?code=X'],
    ['app route "/": the root', { kind: 2, appRoute: '/', code: 'X' }, '/taxData?code=X'],
    ['no code: no link', { kind: 2, appRoute: '/app' }, null],
    ['foreign URL: no link', { kind: 2, appRoute: 'https://evil.example', code: 'X' }, null],
    ['protocol-relative: no link', { kind: 2, appRoute: '//evil.example', code: 'X' }, null],
    ['script URL: no link', { kind: 2, appRoute: 'javascript:alert(1)', code: 'X' }, null],
  ])('%s', (_name, target, link) => {
    expect(taxDetailLink(target)).toBe(link);
  });

  it('points at a route of the route table', () => {
    expect(findRoute(TAX_DETAIL_PATH)?.title).toBe('税务数据详情');
  });
});
