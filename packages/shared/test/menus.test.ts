import { describe, expect, it } from 'vitest';
import {
  TAX_MENU_ICONS,
  applyTaxMenuIconRules,
  buildNavTree,
  fillsSideMenu,
  findMenuByPath,
  firstRoutable,
  isMenuDisabled,
  isMenuVisible,
  markVisibility,
  openSidebarFor,
  resolveMenuClick,
  sideMenuFor,
} from '../src/menus.ts';
import type { MenuItem } from '../src/api/permission.ts';

let seq = 0;
/** A page entry; `over` sets the fields a case is about. */
const m = (over: Partial<MenuItem> = {}): MenuItem => ({
  menuId: `m${++seq}`,
  menuName: `菜单${seq}`,
  button: 0,
  ...over,
});
const names = (tree: MenuItem[]) => tree.map((i) => i.menuName);

describe('§2.4/§4 isMenuVisible', () => {
  it.each<[string, Partial<MenuItem>, boolean]>([
    ['a plain page entry is shown', {}, true],
    ['hidden is not shown', { hidden: true }, false],
    ['route-hidden is not shown', { ifRouteHidden: true }, false],
    ['a button is not shown', { button: 1 }, false],
    ['remark containing hide is not shown', { remark: 'hide' }, false],
    ['remark with hide among other text is not shown', { remark: 'tax,hide' }, false],
    ['remark HIDE in capitals is not shown', { remark: 'HIDE' }, false],
    ['remark disabled alone is still shown', { remark: 'disabled' }, true],
    ['an empty remark is shown', { remark: '' }, true],
    ['a null remark is shown', { remark: null }, true],
    ['hidden false and ifRouteHidden false are shown', { hidden: false, ifRouteHidden: false }, true],
  ])('%s', (_rule, over, visible) => {
    expect(isMenuVisible(m(over))).toBe(visible);
  });
});

describe('§2.4 isMenuDisabled', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['remark disabled', 'disabled', true],
    ['remark containing disabled', 'product,disabled', true],
    ['remark DISABLED', 'DISABLED', true],
    ['remark hide', 'hide', false],
    ['no remark', undefined, false],
    ['null remark', null, false],
  ])('%s → %s', (_rule, remark, disabled) => {
    expect(isMenuDisabled(m({ remark }))).toBe(disabled);
  });
});

describe('§4 markVisibility and §2.4 buildNavTree', () => {
  const tree = [
    m({ menuName: '工作台', routeUrl: '/workbenches/newIndex' }),
    m({
      menuName: '系统管理',
      children: [
        m({ menuName: '用户', routeUrl: '/Base/auth-management/user' }),
        m({ menuName: '详情', routeUrl: '/Base/detail', hidden: true }),
        m({ menuName: '新增', button: 1, perms: 'user:add' }),
        m({ menuName: '角色', routeUrl: '/Base/auth-management/role', remark: 'hide' }),
      ],
    }),
    m({ menuName: '隐藏', routeUrl: '/hidden', ifRouteHidden: true }),
  ];

  it('sets visible on every entry without changing the input', () => {
    const marked = markVisibility(tree);
    expect(marked.map((i) => i.visible)).toEqual([true, true, false]);
    expect(marked[1].children!.map((i) => i.visible)).toEqual([true, false, false, false]);
    expect(tree[0].visible).toBeUndefined();
    expect(marked[1].children).not.toBe(tree[1].children);
  });

  it('keeps only shown entries, recursively', () => {
    const nav = buildNavTree(tree);
    expect(names(nav)).toEqual(['工作台', '系统管理']);
    expect(names(nav[1].children!)).toEqual(['用户']);
  });

  it('drops entries a later rule switched off (visible false)', () => {
    expect(names(buildNavTree([m({ menuName: 'a', visible: false }), m({ menuName: 'b' })]))).toEqual(['b']);
  });
});

describe('§2.4 firstRoutable', () => {
  it.each<[string, MenuItem, string | undefined]>([
    ['an entry with a route is itself', m({ routeUrl: '/a', children: [m({ routeUrl: '/b' })] }), '/a'],
    [
      'an entry without a route opens its first child with one',
      m({ children: [m(), m({ routeUrl: '/b' }), m({ routeUrl: '/c' })] }),
      '/b',
    ],
    [
      'depth first: a grandchild before a later child',
      m({ children: [m({ children: [m({ routeUrl: '/deep' })] }), m({ routeUrl: '/c' })] }),
      '/deep',
    ],
    [
      'hidden children are skipped',
      m({ children: [m({ routeUrl: '/h', hidden: true }), m({ routeUrl: '/v' })] }),
      '/v',
    ],
    ['button children are skipped', m({ children: [m({ routeUrl: '/btn', button: 1 }), m({ routeUrl: '/v' })] }), '/v'],
    ['nothing routable', m({ children: [m()] }), undefined],
  ])('%s', (_rule, item, to) => {
    expect(firstRoutable(item)?.routeUrl ?? undefined).toBe(to);
  });
});

describe('§2.4 resolveMenuClick', () => {
  it.each<[string, MenuItem, ReturnType<typeof resolveMenuClick>]>([
    ['a disabled entry does nothing', m({ routeUrl: '/a', remark: 'disabled' }), { kind: 'disabled' }],
    [
      'disabled wins over external',
      m({ routeUrl: 'https://x.cn', ifIntOrExt: 1, remark: 'disabled' }),
      { kind: 'disabled' },
    ],
    [
      'an external entry opens a new window',
      m({ routeUrl: 'https://x.cn/p', ifIntOrExt: 1 }),
      { kind: 'external', url: 'https://x.cn/p' },
    ],
    [
      'an internal entry navigates',
      m({ routeUrl: '/crm/customerInfo' }),
      { kind: 'navigate', to: '/crm/customerInfo' },
    ],
    [
      'an entry without a route opens its first child with one',
      m({ children: [m({ routeUrl: '/crm/a' })] }),
      { kind: 'navigate', to: '/crm/a' },
    ],
    [
      'a first child that is external opens a new window',
      m({ children: [m({ routeUrl: 'https://y.cn', ifIntOrExt: 1 })] }),
      { kind: 'external', url: 'https://y.cn' },
    ],
    ['nothing routable does nothing', m({ children: [] }), { kind: 'none' }],
  ])('%s', (_rule, item, click) => {
    expect(resolveMenuClick(item)).toEqual(click);
  });
});

describe('§2.4 side menu', () => {
  it('a top menu fills the side menu with its visible non-button children', () => {
    const top = m({
      children: [
        m({ menuName: '甲', children: [m({ menuName: '甲1' }), m({ menuName: '甲2', hidden: true })] }),
        m({ menuName: '按钮', button: 1 }),
        m({ menuName: '隐藏', hidden: true }),
        m({ menuName: '乙' }),
      ],
    });
    const side = sideMenuFor(top);
    expect(names(side)).toEqual(['甲', '乙']);
    expect(names(side[0].children!)).toEqual(['甲1']);
  });

  it('an entry without children gives an empty side menu', () => {
    expect(sideMenuFor(m())).toEqual([]);
  });

  it.each<[string | null | undefined, boolean]>([
    ['05', true],
    ['01', false],
    [null, false],
    [undefined, false],
  ])('a top-level product of type %j fills the side menu: %s', (productType, fills) => {
    expect(fillsSideMenu(m({ productType }))).toBe(fills);
  });
});

describe('§4 tax menu icon rules', () => {
  const tree = [
    m({ menuName: '首页', icon: 'home' }),
    m({
      menuName: '申报',
      icon: 'audit',
      children: [
        m({
          menuName: '纳税申报',
          icon: 'audit',
          children: [m({ menuName: '增值税', frontEndName: 'vat' }), m({ menuName: 'qcit' })],
        }),
        m({
          menuName: '申报审核',
          frontEndName: 'audit',
          children: [m({ menuName: '季度所得税', frontEndName: 'qcit' })],
        }),
        m({ menuName: '其他', icon: 'file' }),
      ],
    }),
    m({ menuName: '设置', icon: 'setting' }),
    m({
      menuName: '分析',
      icon: 'radar-chart',
      children: [
        m({ menuName: '报表', frontEndName: 'table' }),
        m({ menuName: '图表', frontEndName: 'chart', icon: 'table' }),
      ],
    }),
    m({ menuName: '使用', icon: 'use' }),
    m({ menuName: '日历', icon: 'calendar' }),
    m({ menuName: '无图标', icon: null }),
  ];
  const out = applyTaxMenuIconRules(markVisibility(tree));
  const find = (name: string, list: MenuItem[] = out): MenuItem | undefined => {
    for (const i of list) {
      if (i.menuName === name) return i;
      const hit = i.children && find(name, i.children);
      if (hit) return hit;
    }
    return undefined;
  };

  it('the allowed icons are home, audit, setting, radar-chart, use', () => {
    expect(TAX_MENU_ICONS).toEqual(['home', 'audit', 'setting', 'radar-chart', 'use']);
  });

  it.each<[string, string, boolean]>([
    ['icon home stays', '首页', true],
    ['icon audit stays', '申报', true],
    ['icon setting stays', '设置', true],
    ['icon radar-chart stays', '分析', true],
    ['icon use stays', '使用', true],
    ['another icon is hidden', '日历', false],
    ['no icon is hidden', '无图标', false],
    ['under audit, the child with icon audit stays', '纳税申报', true],
    ['under audit, the child with frontEndName audit stays', '申报审核', true],
    ['under audit, any other child is hidden', '其他', false],
    ['under audit, qcit (by menuName) is hidden', 'qcit', false],
    ['under audit, qcit (by frontEndName) is hidden', '季度所得税', false],
    ['under audit, other entries of the audit child stay', '增值税', true],
    ['under radar-chart, frontEndName table stays', '报表', true],
    ['under radar-chart, any other child is hidden (icon table does not count)', '图表', false],
  ])('%s', (_rule, name, visible) => {
    expect(find(name)?.visible).toBe(visible);
  });

  it('hidden entries stay in the tree and leave the nav tree', () => {
    expect(out).toHaveLength(tree.length);
    expect(names(buildNavTree(out))).toEqual(['首页', '申报', '设置', '分析', '使用']);
    expect(names(buildNavTree(out)[1].children!)).toEqual(['纳税申报', '申报审核']);
  });

  it('does not change its input', () => {
    expect(tree[5].visible).toBeUndefined();
  });
});

describe('§4 openSidebarFor', () => {
  const tree = [
    m({ menuName: '隐藏', hidden: true }),
    m({ menuName: '首页', frontEndName: 'home' }),
    m({ menuName: '申报', frontEndName: 'audit' }),
  ];
  it.each<[string, string | undefined, string | undefined]>([
    ['no name: the first visible menu', undefined, '首页'],
    ['name matching menuName', '申报', '申报'],
    ['name matching frontEndName', 'audit', '申报'],
    ['an unknown name falls back to the first visible menu', 'nothing', '首页'],
    ['a hidden menu is never chosen', '隐藏', '首页'],
  ])('%s', (_rule, name, chosen) => {
    expect(openSidebarFor(tree, name)?.menuName).toBe(chosen);
  });
  it('an empty tree opens nothing', () => {
    expect(openSidebarFor([])).toBeUndefined();
  });
});

describe('findMenuByPath (highlighting)', () => {
  const leaf = m({ menuName: '用户', routeUrl: '/Base/auth-management/user' });
  const mid = m({ menuName: '权限管理', children: [leaf] });
  const top = m({ menuName: '系统管理', routeUrl: '/Base', children: [mid] });
  const tree = [m({ menuName: '首页', routeUrl: '/finance/home' }), top];

  it.each<[string, string, string | undefined, string[]]>([
    ['a top-level entry has no ancestors', '/finance/home', '首页', []],
    [
      'a nested entry comes with its ancestors, root first',
      '/Base/auth-management/user',
      '用户',
      ['系统管理', '权限管理'],
    ],
    [
      'matching ignores case, trailing slash and query',
      '/base/auth-management/user/?a=1',
      '用户',
      ['系统管理', '权限管理'],
    ],
    ['an unknown path finds nothing', '/nowhere', undefined, []],
  ])('%s', (_rule, path, name, ancestors) => {
    const hit = findMenuByPath(tree, path);
    expect(hit?.item.menuName).toBe(name);
    expect(hit ? names(hit.ancestors) : []).toEqual(ancestors);
  });
});
