import { describe, expect, it } from 'vitest';
import {
  check,
  createPermissionTreeState,
  disabledPermissionIds,
  indexPermissionTree,
  permissionIdsToSubmit,
  permissionTreeView,
  toggle,
  uncheck,
  type PermissionNode,
  type PermissionTreeState,
} from '../../src/permission/tree.ts';
import type { MenuItem } from '../../src/api/permission.ts';

/*
 * 用户中心 (uc)
 * ├── 企业管理 (ent)
 * │   ├── 新增 (ent.add)
 * │   └── 删除 (ent.del)
 * └── 用户管理 (user)
 *     └── 导出 (user.export)
 * 运营中心 (ops)
 */
const tree: PermissionNode[] = [
  {
    menuId: 'uc',
    children: [
      { menuId: 'ent', children: [{ menuId: 'ent.add' }, { menuId: 'ent.del' }] },
      { menuId: 'user', children: [{ menuId: 'user.export' }] },
    ],
  },
  { menuId: 'ops', children: null },
];

type Step = [op: 'check' | 'uncheck', id: string];
const run = (steps: Step[], held: string[] = [], initial: string[] = []): PermissionTreeState =>
  steps.reduce(
    (s, [op, id]) => (op === 'check' ? check(s, id) : uncheck(s, id)),
    createPermissionTreeState(tree, held, initial),
  );

describe('§4 permission tree: check, uncheck, held', () => {
  it.each<[rule: string, steps: Step[], held: string[], submitted: string[]]>([
    ['checking a leaf also checks its parents', [['check', 'ent.add']], [], ['uc', 'ent', 'ent.add']],
    ['checking a node also checks all its children', [['check', 'ent']], [], ['uc', 'ent', 'ent.add', 'ent.del']],
    [
      'checking a root checks every descendant',
      [['check', 'uc']],
      [],
      ['uc', 'ent', 'ent.add', 'ent.del', 'user', 'user.export'],
    ],
    [
      'unchecking a node removes its children',
      [
        ['check', 'uc'],
        ['uncheck', 'ent'],
      ],
      [],
      ['uc', 'user', 'user.export'],
    ],
    [
      'unchecking the last checked child keeps the parents (spec: only children are removed)',
      [
        ['check', 'ent.add'],
        ['uncheck', 'ent.add'],
      ],
      [],
      ['uc', 'ent'],
    ],
    [
      'unchecking a parent removes it and all below it',
      [
        ['check', 'ent.add'],
        ['uncheck', 'uc'],
      ],
      [],
      [],
    ],
    ['held permissions are excluded from the result', [['check', 'ent.del']], ['ent', 'ent.add'], ['uc', 'ent.del']],
    ['checking a held node does nothing', [['check', 'ent']], ['ent'], []],
    [
      'the cascade passes through a held node to its unheld children',
      [['check', 'uc']],
      ['ent'],
      ['uc', 'ent.add', 'ent.del', 'user', 'user.export'],
    ],
    [
      'unchecking a held node does nothing',
      [
        ['check', 'uc'],
        ['uncheck', 'ent'],
      ],
      ['ent'],
      ['uc', 'ent.add', 'ent.del', 'user', 'user.export'],
    ],
    [
      'an unknown id changes nothing',
      [
        ['check', 'nope'],
        ['uncheck', 'nope'],
      ],
      [],
      [],
    ],
    [
      'the result follows the tree order, not the click order',
      [
        ['check', 'ops'],
        ['check', 'user.export'],
      ],
      [],
      ['uc', 'user', 'user.export', 'ops'],
    ],
    [
      'checking twice is the same as once',
      [
        ['check', 'ops'],
        ['check', 'ops'],
      ],
      [],
      ['ops'],
    ],
  ])('%s', (_rule, steps, held, submitted) => {
    expect(permissionIdsToSubmit(run(steps, held))).toEqual(submitted);
  });

  it('operations return a new state and leave the old one as it was', () => {
    const before = createPermissionTreeState(tree);
    const after = check(before, 'ops');
    expect(before.checked.size).toBe(0);
    expect(after).not.toBe(before);
  });

  it.each<[checked: boolean, submitted: string[]]>([
    [true, ['ops']],
    [false, []],
  ])('toggle(…, %s) checks or unchecks', (value, submitted) => {
    expect(permissionIdsToSubmit(toggle(run([['check', 'ops']]), 'ops', value))).toEqual(submitted);
  });
});

describe('§4 disabled set from held ids', () => {
  it.each<[rule: string, held: string[], disabled: string[]]>([
    ['held ids in the tree are disabled', ['ent', 'user.export'], ['ent', 'user.export']],
    ['held ids of other trees are ignored', ['ent', 'other-product-menu'], ['ent']],
    ['nothing held, nothing disabled', [], []],
  ])('%s', (_rule, held, disabled) => {
    expect([...disabledPermissionIds(indexPermissionTree(tree), held)]).toEqual(disabled);
    expect(permissionTreeView(createPermissionTreeState(tree, held)).disabled).toEqual(disabled);
  });
});

describe('restoring a saved application', () => {
  it.each<[rule: string, initial: string[], held: string[], submitted: string[]]>([
    ['stored ids are restored as they are, without cascading', ['uc', 'ent'], [], ['uc', 'ent']],
    ['held and unknown ids are dropped', ['uc', 'ent', 'gone'], ['ent'], ['uc']],
  ])('%s', (_rule, initial, held, submitted) => {
    expect(permissionIdsToSubmit(run([], held, initial))).toEqual(submitted);
  });
});

describe('half-checked display (antd checkStrictly keys)', () => {
  it.each<[rule: string, steps: Step[], held: string[], checked: string[], half: string[]]>([
    ['nothing checked', [], [], [], []],
    [
      'a full subtree is checked; its ancestors with unchecked parts are half',
      [['check', 'ent']],
      [],
      ['ent', 'ent.add', 'ent.del'],
      ['uc'],
    ],
    [
      'a parent kept without children shows half',
      [
        ['check', 'ent.add'],
        ['uncheck', 'ent.add'],
      ],
      [],
      [],
      ['uc', 'ent'],
    ],
    ['held nodes count as checked', [['check', 'ent.add']], ['ent.del'], ['ent', 'ent.add', 'ent.del'], ['uc']],
    ['a held parent with unchecked children is half', [], ['user'], [], ['uc', 'user']],
    ['a childless node is checked or not', [['check', 'ops']], [], ['ops'], []],
  ])('%s', (_rule, steps, held, checked, half) => {
    const view = permissionTreeView(run(steps, held));
    expect(view.checked).toEqual(checked);
    expect(view.halfChecked).toEqual(half);
  });
});

describe('works over the §3 MenuItem tree', () => {
  it('MenuItem nodes are accepted as they are', () => {
    const menus: MenuItem[] = [
      { menuId: 'a', menuName: '菜单', button: 0, children: [{ menuId: 'b', menuName: '按钮', button: 1 }] },
    ];
    expect(permissionIdsToSubmit(check(createPermissionTreeState(menus), 'b'))).toEqual(['a', 'b']);
  });

  it('a menuId repeated in a malformed tree keeps its first place', () => {
    const index = indexPermissionTree([{ menuId: 'a', children: [{ menuId: 'a' }] }]);
    expect(index.order).toEqual(['a']);
  });
});
