import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../src/api/permission.ts';
import { menuTreeGrant } from '../src/menus.ts';
import { ALL_BUTTON_CODES, ALL_MENU_PATHS, BUTTON, grantOf } from '../src/permissions.ts';
import { findRoute } from '../src/routes.ts';

let seq = 0;
const m = (over: Partial<MenuItem> = {}): MenuItem => ({
  menuId: `m${++seq}`,
  menuName: `菜单${seq}`,
  button: 0,
  ...over,
});

describe('§6 grantOf, one case per rule', () => {
  it.each<[string, Parameters<typeof grantOf>[0], { menuPaths: string[]; btnPerms: string[] }]>([
    [
      'a page entry grants its route, normalised',
      [{ button: 0, routeUrl: '/crm/customerInfo/?x=1' }],
      { menuPaths: ['/crm/customerInfo'], btnPerms: [] },
    ],
    [
      'a button entry grants its code, trimmed',
      [{ button: 1, perms: ' user:add ', routeUrl: '/crm/button' }],
      { menuPaths: [], btnPerms: ['user:add'] },
    ],
    [
      'a button without a code grants nothing',
      [{ button: 1, perms: ' ' }, { button: 1 }],
      { menuPaths: [], btnPerms: [] },
    ],
    [
      'an external link grants nothing',
      [
        { button: 0, routeUrl: '/x', ifIntOrExt: 1 },
        { button: 0, routeUrl: 'https://e.com' },
      ],
      { menuPaths: [], btnPerms: [] },
    ],
    ['an entry without a route grants nothing', [{ button: 0, routeUrl: null }], { menuPaths: [], btnPerms: [] }],
    [
      'paths differing only in case are one path (the first spelling)',
      [
        { button: 0, routeUrl: '/Base/x' },
        { button: 0, routeUrl: '/base/x' },
      ],
      { menuPaths: ['/Base/x'], btnPerms: [] },
    ],
    [
      'codes are granted once',
      [
        { button: 1, perms: 'a' },
        { button: 1, perms: 'a' },
      ],
      { menuPaths: [], btnPerms: ['a'] },
    ],
  ])('%s', (_rule, entries, expected) => {
    expect(grantOf(entries)).toEqual(expected);
  });
});

describe('§6 menuTreeGrant: paths (feed resultPath)', () => {
  const tree = [
    m({ routeUrl: '/crm/customerInfo/' }),
    m({
      children: [
        m({ routeUrl: '/crm/customerDetail', hidden: true }),
        m({ routeUrl: '/crm/tagManage', ifRouteHidden: true }),
        m({ routeUrl: '/crm/button', button: 1 }),
        m({ routeUrl: 'https://example.com/site', ifIntOrExt: 1 }),
        m({ routeUrl: '/crm/customerInfo' }),
      ],
    }),
    m({ routeUrl: null }),
  ];
  it.each<[string, string, boolean]>([
    ['a page route, normalised', '/crm/customerInfo', true],
    ['a hidden page route', '/crm/customerDetail', true],
    ['a route-hidden page route', '/crm/tagManage', true],
    ['a button route', '/crm/button', false],
    ['an external link', 'https://example.com/site', false],
  ])('%s: %s included %s', (_rule, path, included) => {
    expect(menuTreeGrant(tree).menuPaths.includes(path)).toBe(included);
  });
  it('has no duplicates', () => {
    expect(menuTreeGrant(tree).menuPaths).toEqual(['/crm/customerInfo', '/crm/customerDetail', '/crm/tagManage']);
  });
});

describe('§4 menuTreeGrant: button codes', () => {
  it('collects the perms of button entries at any depth, once each', () => {
    const tree = [
      m({
        perms: 'page:perm',
        children: [m({ button: 1, perms: 'user:add' }), m({ button: 1, perms: ' user:edit ' })],
      }),
      m({
        children: [
          m({ children: [m({ button: 1, perms: 'user:add' }), m({ button: 1, perms: '' }), m({ button: 1 })] }),
        ],
      }),
    ];
    expect(menuTreeGrant(tree).btnPerms).toEqual(['user:add', 'user:edit']);
  });
});

describe('the catalogue', () => {
  it.each(ALL_MENU_PATHS)('menu %s is a route of the route table', (path) => {
    expect(findRoute(path)?.path).toBe(path);
  });
  it('button codes are unique and look like area:action', () => {
    expect(new Set(ALL_BUTTON_CODES).size).toBe(ALL_BUTTON_CODES.length);
    for (const code of ALL_BUTTON_CODES) expect(code).toMatch(/^[a-z]+(:[a-zA-Z]+)+$/);
    expect(BUTTON.user.query).toBe('user:query');
  });
});
