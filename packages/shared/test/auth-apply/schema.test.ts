import { describe, expect, it } from 'vitest';
import { authApplyPayloadSchema } from '../../src/auth-apply/schema.ts';
import { isUserSelectable, userEnterpriseOptions, userPickerQuerySchema } from '../../src/auth-apply/user-picker.ts';
import type { PickerUser } from '../../src/auth-apply/types.ts';

describe('§5 user picker: a row is selectable only with an enterprise', () => {
  it.each<[rule: string, user: Partial<PickerUser>, selectable: boolean, options: string[]]>([
    [
      'internal user with organisations',
      {
        userSource: 1,
        userOrganzations: [
          { entId: 'e1', customerName: '甲' },
          { entId: 'e2', customerName: '乙' },
        ],
      },
      true,
      ['e1', 'e2'],
    ],
    ['internal user with an empty organisation list', { userSource: 1, userOrganzations: [] }, false, []],
    ['internal user without the list', { userSource: 1, userOrganzations: null }, false, []],
    [
      'internal user with entId/entName but no organisations',
      { userSource: 1, entId: 'e1', entName: '甲', userOrganzations: [] },
      false,
      [],
    ],
    ['external user with entId and entName', { userSource: 2, entId: 'e9', entName: '丙' }, true, ['e9']],
    ['external user without entName', { userSource: 2, entId: 'e9', entName: '' }, false, []],
    ['external user without entId', { userSource: 2, entId: null, entName: '丙' }, false, []],
    [
      'external user with organisations but no entId',
      { userSource: 2, userOrganzations: [{ entId: 'e1', customerName: '甲' }] },
      false,
      [],
    ],
  ])('%s', (_rule, patch, selectable, options) => {
    const user: PickerUser = { userId: 'u', userName: 'u', account: 'u', userSource: 1, ...patch };
    expect(isUserSelectable(user)).toBe(selectable);
    expect(userEnterpriseOptions(user).map((o) => o.entId)).toEqual(options);
  });

  it('user list params: trimmed, page size 10 by default', () => {
    expect(userPickerQuerySchema.parse({ account: ' zs ', productId: '05' })).toEqual({
      account: 'zs',
      userName: '',
      productId: '05',
      currentPage: 1,
      pageSize: 10,
    });
  });
});

const base = { productType: '05', reason: '工作需要' };
const firstMessage = (body: unknown) => {
  const r = authApplyPayloadSchema.safeParse(body);
  return r.success ? null : r.error.issues[0].message;
};

describe('§3/§5 application payload schema (server)', () => {
  it.each<[rule: string, body: Record<string, unknown>, message: string | null]>([
    ['type 1 valid', { ...base, applyType: 1, resRoleApplyList: [{ roleName: '复核岗' }] }, null],
    [
      'type 2 valid',
      {
        ...base,
        applyType: 2,
        roleId: 'r1',
        resRoleUserApplyList: [{ userId: 'u1', userSource: 1, entId: 'e1', entName: '甲' }],
      },
      null,
    ],
    [
      'type 3 valid',
      { ...base, applyType: 3, roleId: 'r1', resRoleMenuApplyList: [{ menuId: 'm1', menuName: '查询' }] },
      null,
    ],
    ['type as text is read', { ...base, applyType: '1', resRoleApplyList: [{ roleName: '复核岗' }] }, null],
    ['no type', { ...base }, '请选择申请类型'],
    ['unknown type', { ...base, applyType: 4 }, '请选择申请类型'],
    ['no plate', { reason: 'x', applyType: 1, resRoleApplyList: [{ roleName: 'r' }] }, '请选择板块'],
    ['no reason', { productType: '05', applyType: 1, resRoleApplyList: [{ roleName: 'r' }] }, '请输入申请事由'],
    [
      'reason too long',
      { ...base, reason: '因'.repeat(226), applyType: 1, resRoleApplyList: [{ roleName: 'r' }] },
      '申请事由不能超过225个字符',
    ],
    ['type 1 without roles', { ...base, applyType: 1 }, '请添加角色'],
    ['type 1 role without name', { ...base, applyType: 1, resRoleApplyList: [{ roleName: ' ' }] }, '请输入角色名称'],
    [
      'type 2 without role',
      { ...base, applyType: 2, resRoleUserApplyList: [{ userId: 'u1', userSource: 1, entId: 'e1' }] },
      '请选择角色',
    ],
    ['type 2 without users', { ...base, applyType: 2, roleId: 'r1' }, '请选择用户'],
    [
      'type 2 user without enterprise',
      { ...base, applyType: 2, roleId: 'r1', resRoleUserApplyList: [{ userId: 'u1', userSource: 1 }] },
      '请选择企业',
    ],
    ['type 3 without role', { ...base, applyType: 3, resRoleMenuApplyList: [{ menuId: 'm1' }] }, '请选择角色'],
    ['type 3 without permissions', { ...base, applyType: 3, roleId: 'r1' }, '请选择权限'],
    [
      'more than 500 entries',
      {
        ...base,
        applyType: 3,
        roleId: 'r1',
        resRoleMenuApplyList: Array.from({ length: 501 }, (_, i) => ({ menuId: `m${i}` })),
      },
      '一次申请最多500条',
    ],
  ])('%s', (_rule, body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('the list rule is reported with its own message and path', () => {
    const r = authApplyPayloadSchema.safeParse({ ...base, applyType: 3, roleId: 'r1' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['resRoleMenuApplyList', '请选择权限'],
      ['resRoleMenuApplyList', '请选择要添加的权限'],
    ]);
  });

  it('keeps only the list of the chosen type, trims, and puts the plate on new roles', () => {
    const parsed = authApplyPayloadSchema.parse({
      ...base,
      reason: ' 工作需要 ',
      applyType: 1,
      roleId: 'r1',
      isUserCenter: 1,
      resRoleApplyList: [{ roleName: ' 复核岗 ', productType: '99' }],
      resRoleUserApplyList: [{ userId: 'u1', userSource: 1, entId: 'e1' }],
      resRoleMenuApplyList: [{ menuId: 'm1' }],
    });
    expect(parsed).toMatchObject({
      reason: '工作需要',
      roleId: '',
      isUserCenter: true,
      resRoleApplyList: [{ productType: '05', roleName: '复核岗', roleCode: '' }],
      resRoleUserApplyList: [],
      resRoleMenuApplyList: [],
    });
  });
});
