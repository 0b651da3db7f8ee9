import { describe, expect, it } from 'vitest';
import { APPLY_FILES_MAX, APPLY_FILES_TOO_MANY } from '../../src/auth-apply/messages.ts';
import {
  addFile,
  addRole,
  authApplyFormFrom,
  emptyAuthApplyForm,
  pickUsers,
  removeFile,
  removeRole,
  removeUser,
  setApplyType,
  setOpinion,
  setPermissions,
  setProduct,
  setReason,
  setRole,
  setUserEnterprise,
  toMenuApplyList,
  updateRole,
  type AuthApplyForm,
  type AuthApplyFormResult,
} from '../../src/auth-apply/form.ts';
import { APPLY_TYPE_LABEL } from '../../src/auth-apply/types.ts';
import type { PickerUser } from '../../src/auth-apply/types.ts';

const ok = (r: AuthApplyFormResult): AuthApplyForm => {
  if (!r.ok) throw new Error(r.error);
  return r.form;
};

/** A form with everything filled, to see what each change clears. */
const full: AuthApplyForm = {
  applyType: 2,
  productType: '05',
  roleId: 'r1',
  roleName: '业务员',
  reason: '新员工入职',
  opinion: '同意',
  resRoleApplyList: [{ productType: '05', roleName: '复核岗', roleCode: '' }],
  resRoleUserApplyList: [
    { userId: 'u1', userName: '张三', userAccount: 'zhangsan', userSource: 1, entId: 'e1', entName: '甲公司' },
  ],
  resRoleMenuApplyList: [{ menuId: 'm1', menuName: '查询' }],
  fileList: [{ fileId: 'f1', fileName: '说明.docx', fileSize: 10 }],
};

const cleared = {
  roleId: null,
  roleName: null,
  resRoleApplyList: [],
  resRoleUserApplyList: [],
  resRoleMenuApplyList: [],
};

const internal = (userId: string, orgs: { entId: string; customerName: string }[]): PickerUser => ({
  userId,
  userName: `用户${userId}`,
  account: `acc${userId}`,
  userSource: 1,
  userOrganzations: orgs,
});
const external = (userId: string, entId: string | null, entName: string | null): PickerUser => ({
  userId,
  userName: `外部${userId}`,
  account: `ext${userId}`,
  userSource: 2,
  entId,
  entName,
});

describe('§3.1 application types', () => {
  it.each([
    [1, '新增角色'],
    [2, '用户角色申请'],
    [3, '角色权限分配'],
  ] as const)('%i → %s', (type, label) => {
    expect(APPLY_TYPE_LABEL[type]).toBe(label);
  });
});

describe('§4 form: what each change clears', () => {
  it.each<[rule: string, change: (f: AuthApplyForm) => AuthApplyForm, expected: AuthApplyForm]>([
    [
      'changing the type clears product, role, permission, role list and user list',
      (f) => setApplyType(f, 3),
      { ...full, ...cleared, applyType: 3, productType: null },
    ],
    [
      'changing the product clears user list, role list, role and permission',
      (f) => setProduct(f, '06'),
      { ...full, ...cleared, productType: '06' },
    ],
    ['clearing the product clears the same', (f) => setProduct(f, null), { ...full, ...cleared, productType: null }],
    ['choosing the same type again clears nothing', (f) => setApplyType(f, 2), full],
    ['choosing the same product again clears nothing', (f) => setProduct(f, '05'), full],
    [
      'another role clears the chosen permissions only',
      (f) => setRole(f, { roleId: 'r2', roleName: '管理员' }),
      { ...full, roleId: 'r2', roleName: '管理员', resRoleMenuApplyList: [] },
    ],
    ['the same role again clears nothing', (f) => setRole(f, { roleId: 'r1', roleName: '业务员' }), full],
    ['reason is set as typed', (f) => setReason(f, ' x '), { ...full, reason: ' x ' }],
    ['opinion is set as typed', (f) => setOpinion(f, '不同意'), { ...full, opinion: '不同意' }],
  ])('%s', (_rule, change, expected) => {
    expect(change(full)).toEqual(expected);
  });
});

describe('§5 adding a role or picking a user needs a plate', () => {
  const noPlate = { ...emptyAuthApplyForm(), applyType: 1 as const };
  it.each<[rule: string, result: AuthApplyFormResult]>([
    ['adding a role without a product', addRole(noPlate)],
    [
      'picking a user without a product',
      pickUsers({ ...noPlate, applyType: 2 }, [internal('u1', [{ entId: 'e1', customerName: '甲' }])]),
    ],
  ])('%s → 请选择板块', (_rule, result) => {
    expect(result).toEqual({ ok: false, error: '请选择板块' });
  });
});

describe('type 1: role rows', () => {
  const base = { ...emptyAuthApplyForm(), applyType: 1 as const, productType: '05' };
  it.each<[rule: string, form: AuthApplyForm, roles: AuthApplyForm['resRoleApplyList']]>([
    [
      'adding a role appends an empty row in the form’s plate',
      ok(addRole(base)),
      [{ productType: '05', roleName: '', roleCode: '' }],
    ],
    [
      'a row’s name is edited in place',
      updateRole(ok(addRole(base)), 0, { roleName: '复核岗' }),
      [{ productType: '05', roleName: '复核岗', roleCode: '' }],
    ],
    ['editing a missing row changes nothing', updateRole(base, 3, { roleName: 'x' }), []],
    [
      'a row is removed',
      removeRole(ok(addRole(ok(addRole(base)))), 0),
      [{ productType: '05', roleName: '', roleCode: '' }],
    ],
    ['removing a missing row changes nothing', removeRole(base, 0), []],
  ])('%s', (_rule, form, roles) => {
    expect(form.resRoleApplyList).toEqual(roles);
  });
});

describe('type 2: picked users', () => {
  const base = { ...emptyAuthApplyForm(), applyType: 2 as const, productType: '05' };
  const one = internal('u1', [{ entId: 'e1', customerName: '甲公司' }]);
  const two = internal('u2', [
    { entId: 'e1', customerName: '甲公司' },
    { entId: 'e2', customerName: '乙公司' },
  ]);
  it.each<[rule: string, users: PickerUser[], expected: [userId: string, entId: string, entName: string][]]>([
    ['an internal user with one organisation gets it', [one], [['u1', 'e1', '甲公司']]],
    ['an internal user with several organisations must choose', [two], [['u2', '', '']]],
    ['an external user gets their enterprise', [external('x1', 'e9', '丙公司')], [['x1', 'e9', '丙公司']]],
    ['rows without an enterprise are not added', [internal('u3', []), external('x2', 'e9', null)], []],
    ['a user picked twice is listed once', [one, one], [['u1', 'e1', '甲公司']]],
  ])('%s', (_rule, users, expected) => {
    const form = ok(pickUsers(base, users));
    expect(form.resRoleUserApplyList.map((u) => [u.userId, u.entId, u.entName])).toEqual(expected);
  });

  it('a user already listed keeps the enterprise chosen for them', () => {
    const chosen = setUserEnterprise(ok(pickUsers(base, [two])), 'u2', { entId: 'e2', entName: '乙公司' });
    const again = ok(pickUsers(chosen, [two, one]));
    expect(again.resRoleUserApplyList.map((u) => [u.userId, u.entId])).toEqual([
      ['u2', 'e2'],
      ['u1', 'e1'],
    ]);
  });

  it('the entry carries the §3 fields', () => {
    expect(ok(pickUsers(base, [one])).resRoleUserApplyList[0]).toEqual({
      userId: 'u1',
      userName: '用户u1',
      userAccount: 'accu1',
      userSource: 1,
      entId: 'e1',
      entName: '甲公司',
    });
  });

  it.each<[rule: string, change: (f: AuthApplyForm) => AuthApplyForm, ids: string[]]>([
    ['removing a user', (f) => removeUser(f, 'u1'), ['u2']],
    ['clearing a user’s enterprise', (f) => setUserEnterprise(f, 'u1', null), ['u1', 'u2']],
  ])('%s', (_rule, change, ids) => {
    const form = change(ok(pickUsers(base, [one, two])));
    expect(form.resRoleUserApplyList.map((u) => u.userId)).toEqual(ids);
  });
});

describe('type 3: permissions', () => {
  it('ids from the permission tree become entries with their menu names', () => {
    const menus = [{ menuId: 'a', menuName: '用户中心', children: [{ menuId: 'b', menuName: '导出' }] }];
    const entries = toMenuApplyList(['a', 'b', 'gone'], menus);
    expect(entries).toEqual([
      { menuId: 'a', menuName: '用户中心' },
      { menuId: 'b', menuName: '导出' },
      { menuId: 'gone', menuName: '' },
    ]);
    expect(setPermissions(emptyAuthApplyForm(), entries).resRoleMenuApplyList).toEqual(entries);
  });
});

describe('supporting files (kept when the type or the plate changes: see above)', () => {
  const file = (n: number) => ({ fileId: `f${n}`, fileName: `附件${n}.pdf` });
  it('an uploaded file is added after the others', () => {
    expect(ok(addFile(full, file(2))).fileList.map((f) => f.fileId)).toEqual(['f1', 'f2']);
  });
  it('the same file twice is kept once', () => {
    expect(ok(addFile(full, file(1))).fileList).toHaveLength(1);
  });
  it(`at most ${APPLY_FILES_MAX}: the next one is refused with ${APPLY_FILES_TOO_MANY}`, () => {
    let form = emptyAuthApplyForm();
    for (let i = 0; i < APPLY_FILES_MAX; i++) form = ok(addFile(form, file(i)));
    expect(addFile(form, file(99))).toEqual({ ok: false, error: APPLY_FILES_TOO_MANY });
  });
  it('removing a file keeps the others', () => {
    const form = ok(addFile(full, file(2)));
    expect(removeFile(form, 'f1').fileList).toEqual([file(2)]);
  });
});

describe('loading a stored application', () => {
  it('keeps its values and starts with an empty opinion', () => {
    const form = authApplyFormFrom({
      ...full,
      applyType: 2,
      productType: '05',
      reason: '新员工入职',
      opinions: '旧意见',
    });
    expect(form).toEqual({ ...full, opinion: '' });
  });
});
