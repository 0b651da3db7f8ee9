import { describe, expect, it } from 'vitest';
import {
  emptyOrgChangeForm,
  fillFromCompany,
  orgChangeContent,
  orgChangeData,
  selectOldParent,
  selectParent,
  setOrgChangeType,
} from '../../src/organisation/form.ts';
import { ORG_CHANGE_MODAL_TITLE, ORG_CHANGE_MODE_RULES } from '../../src/organisation/modal.ts';
import {
  buildOrgTree,
  isRootOrgNode,
  isSelectableCompany,
  isSelectableParent,
  isVirtualOrgNode,
} from '../../src/organisation/tree.ts';
import {
  COMPANY_PLATES,
  companyPlateName,
  type OrgChangeForm,
  type OrgTreeNode,
} from '../../src/organisation/types.ts';

const node = (
  customerCode: string,
  companyLevel: number,
  parentCustomerCode: string | null,
  name = customerCode,
): OrgTreeNode => ({
  customerCode,
  customerRegisterName: name,
  parentCustomerCode,
  companyLevel,
  socialcreditcode: null,
  status: 1,
});
const root = node('10000001', 1, null, '集团');
const other = node('222222', 2, '10000001', '其他单位');
const other2 = node('333333', 2, '10000001', '其他单位二');
const l2 = node('c2', 2, '10000001', '煤炭公司');
const l3 = node('c3', 3, 'c2', '煤矿');
const l4 = node('c4', 4, 'c3', '采区');

describe('§3.1 company plates', () => {
  it.each([
    ['coal', '煤炭'],
    ['electricity', '电力'],
    ['transport', '运输'],
    ['chemical', '化工'],
    ['support', '产业支持'],
    ['techEnvironment', '科技环保'],
    ['finance', '金融'],
    ['other', '其他'],
    ['unknown', 'unknown'],
  ])('%s → %s', (code, name) => {
    expect(companyPlateName(code)).toBe(name);
  });

  it('eight plates in the spec’s order', () => {
    expect(COMPANY_PLATES.map((p) => p.code)).toEqual([
      'coal',
      'electricity',
      'transport',
      'chemical',
      'support',
      'techEnvironment',
      'finance',
      'other',
    ]);
  });
});

describe('§5/§9 tree nodes', () => {
  it.each<[rule: string, n: OrgTreeNode, rootNode: boolean, virtual: boolean, parent: boolean, company: boolean]>([
    ['the root 10000001', root, true, false, true, false],
    ['virtual node 222222', other, false, true, true, false],
    ['virtual node 333333', other2, false, true, true, false],
    ['a level-2 company', l2, false, false, true, true],
    ['a level-3 company', l3, false, false, true, true],
    ['a level-4 company is not selectable as a parent', l4, false, false, false, true],
  ])('%s', (_rule, n, rootNode, virtual, parent, company) => {
    expect([isRootOrgNode(n), isVirtualOrgNode(n), isSelectableParent(n), isSelectableCompany(n)]).toEqual([
      rootNode,
      virtual,
      parent,
      company,
    ]);
  });

  it('the flat list becomes a tree with level-4 nodes disabled', () => {
    const tree = buildOrgTree([root, l2, l3, l4, other]);
    expect(tree.map((n) => n.customerCode)).toEqual(['10000001']);
    const [c2, v] = tree[0].children;
    expect([c2.customerCode, v.customerCode, v.virtual]).toEqual(['c2', '222222', true]);
    const c4 = c2.children[0].children[0];
    expect([c4.customerCode, c4.disabled, c2.disabled]).toEqual(['c4', true, false]);
  });

  it('a node whose parent is missing, or which names itself, becomes a root', () => {
    expect(buildOrgTree([l3, node('x', 2, 'x')]).map((n) => n.customerCode)).toEqual(['c3', 'x']);
  });
});

describe('form transitions', () => {
  const typed = (type: 1 | 2 | 3): OrgChangeForm => ({ ...emptyOrgChangeForm(), type });
  it.each<[rule: string, result: OrgChangeForm, expected: Partial<OrgChangeForm>]>([
    [
      'choosing the root as parent: level 2',
      selectParent(typed(1), root),
      { parentCustomerCode: '10000001', parentCustomerName: '集团', companyLevel: 2 },
    ],
    [
      'choosing a level-2 parent: level 3 (plate required)',
      selectParent(typed(1), l2),
      { parentCustomerCode: 'c2', companyLevel: 3 },
    ],
    [
      'choosing a virtual node: level 3',
      selectParent(typed(1), other),
      { parentCustomerCode: '222222', companyLevel: 3 },
    ],
    [
      'a level-4 node is not selectable: nothing changes',
      selectParent(typed(1), l4),
      { parentCustomerCode: '', companyLevel: null },
    ],
    [
      'the old parent sets the old level',
      selectOldParent(typed(2), l2),
      { parentCustomerCodeOld: 'c2', parentCustomerNameOld: '煤炭公司', companyLevelOld: 3 },
    ],
    [
      'a level-4 old parent changes nothing',
      selectOldParent(typed(2), l4),
      { parentCustomerCodeOld: '', companyLevelOld: null },
    ],
    [
      'leaving type 2 clears the old values',
      setOrgChangeType({ ...typed(2), customerRegisterNameOld: '旧', companyLevelOld: 3 }, 1),
      { type: 1, customerRegisterNameOld: '', companyLevelOld: null },
    ],
    [
      'entering type 2 keeps the values',
      setOrgChangeType({ ...typed(1), customerRegisterName: '新' }, 2),
      { type: 2, customerRegisterName: '新' },
    ],
    [
      'a change fills old and new values from the company',
      fillFromCompany(typed(2), { ...l3, socialcreditcode: '91350100M000100Y43' }, l2),
      {
        parentCustomerCodeOld: 'c2',
        parentCustomerNameOld: '煤炭公司',
        companyLevelOld: 3,
        customerRegisterNameOld: '煤矿',
        socialcreditcodeOld: '91350100M000100Y43',
        customerRegisterName: '煤矿',
        companyLevel: 3,
      },
    ],
    [
      'a cancellation fills the values themselves',
      fillFromCompany(typed(3), l3, l2),
      { parentCustomerCode: 'c2', customerRegisterName: '煤矿', companyLevel: 3, customerRegisterNameOld: '' },
    ],
    [
      'a virtual node is not a company: nothing changes',
      fillFromCompany(typed(3), other, root),
      { customerRegisterName: '' },
    ],
  ])('%s', (_rule, result, expected) => {
    expect(result).toMatchObject(expected);
  });
});

describe('§7.6 submit data and content', () => {
  const user = { account: ' zs ', userName: '张三', entName: '某企业' };
  const form: OrgChangeForm = {
    ...emptyOrgChangeForm(),
    type: 1,
    parentCustomerCode: ' c2 ',
    parentCustomerName: '煤炭公司',
    companyLevel: 3,
    cat: 'coal',
    customerRegisterName: ' 新煤矿 ',
    socialcreditcode: ' 91350100m000100y43 ',
    customerRegisterNameOld: 'stale',
  };

  it('is trimmed, credit codes upper-cased, old values only for a change', () => {
    expect(orgChangeData({ ...form, type: 1 }, user)).toMatchObject({
      parentCustomerCode: 'c2',
      customerRegisterName: '新煤矿',
      socialcreditcode: '91350100M000100Y43',
      customerRegisterNameOld: '',
      userInfo: { account: 'zs', userName: '张三', entName: '某企业' },
    });
  });

  it.each<[type: 1 | 2 | 3, content: string]>([
    [1, '张三申请新增单位：新煤矿'],
    [2, '张三申请变更单位：旧煤矿'],
    [3, '张三申请注销单位：新煤矿'],
  ])('content of type %i: %s', (type, content) => {
    expect(
      orgChangeContent({ type, customerRegisterName: '新煤矿', customerRegisterNameOld: '旧煤矿', userInfo: user }),
    ).toBe(content);
  });
});

describe('§4 modal modes', () => {
  it.each([
    ['submit', { editable: true, upload: true, save: true, goToEdit: false }],
    ['check', { editable: false, upload: false, save: false, goToEdit: true }],
  ] as const)('%s', (mode, rules) => {
    expect(ORG_CHANGE_MODE_RULES[mode]).toEqual(rules);
    expect(ORG_CHANGE_MODAL_TITLE).toBe('组织机构变更申请');
  });
});
