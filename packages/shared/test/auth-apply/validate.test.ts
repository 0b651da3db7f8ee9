import { describe, expect, it } from 'vitest';
import { emptyAuthApplyForm, type AuthApplyForm } from '../../src/auth-apply/form.ts';
import {
  applicantIdentity,
  AUTH_APPLY_MODE_RULES,
  authApplyModalTitle,
  isReadOnlyMode,
  type AuthApplyMode,
} from '../../src/auth-apply/modal.ts';
import {
  authApplyFieldErrors,
  authApplyFieldsFor,
  authApplyListError,
  validateAuthApply,
  validateAuthApplyAudit,
  type AuthApplyFieldErrors,
} from '../../src/auth-apply/validate.ts';

const user = { userId: 'me', userName: '当前用户', account: 'me01', entId: 'e-me', entName: '我司' };
const stored = {
  applicant: '申请人',
  applicantAccount: 'app01',
  applicantId: 'app',
  entId: 'e-app',
  entName: '申请企业',
};

describe('§2.5 modal modes', () => {
  it.each<
    [mode: AuthApplyMode, task: string | undefined, title: string, readOnly: boolean, save: 'add' | 'update' | null]
  >([
    ['add', undefined, '新增申请', false, 'add'],
    ['edit', undefined, '编辑申请', false, 'update'],
    ['check', undefined, '查看申请', true, null],
    ['approve', '企业管理员审核', '企业管理员审核', true, null],
    ['approveEdit', '申请人修改', '申请人修改', false, 'update'],
    ['approveCheck', '运营审核', '运营审核', true, null],
    ['approve', '', '查看申请', true, null],
    ['approveEdit', undefined, '编辑申请', false, 'update'],
    ['approveCheck', '  ', '查看申请', true, null],
    ['add', '任务标题', '新增申请', false, 'add'],
  ])('%s (task %j): %s, read-only %s, saves with %s', (mode, task, title, readOnly, save) => {
    expect(authApplyModalTitle(mode, task)).toBe(title);
    expect(isReadOnlyMode(mode)).toBe(readOnly);
    expect(AUTH_APPLY_MODE_RULES[mode].save).toBe(save);
  });

  it.each<[mode: AuthApplyMode, who: string]>([
    ['add', '当前用户'],
    ['edit', '申请人'],
    ['check', '申请人'],
    ['approve', '申请人'],
    ['approveEdit', '申请人'],
    ['approveCheck', '申请人'],
  ])('§6 applicant identity in %s mode: %s', (mode, who) => {
    expect(applicantIdentity(mode, stored, user).applicant).toBe(who);
  });
});

const form = (patch: Partial<AuthApplyForm>): AuthApplyForm => ({
  ...emptyAuthApplyForm(),
  reason: '工作需要',
  productType: '05',
  ...patch,
});

describe('§5 required fields and limits (inline messages)', () => {
  it.each<[rule: string, f: AuthApplyForm, mode: AuthApplyMode, errors: AuthApplyFieldErrors]>([
    [
      'nothing chosen: type, plate and reason',
      emptyAuthApplyForm(),
      'add',
      { applyType: '请选择申请类型', productType: '请选择板块', reason: '请输入申请事由' },
    ],
    ['type 1 has no role field', form({ applyType: 1 }), 'add', {}],
    ['type 2 needs a role', form({ applyType: 2 }), 'add', { roleId: '请选择角色' }],
    [
      'type 3 needs a role and permissions',
      form({ applyType: 3 }),
      'add',
      { roleId: '请选择角色', permission: '请选择权限' },
    ],
    [
      'type 3 complete',
      form({ applyType: 3, roleId: 'r1', resRoleMenuApplyList: [{ menuId: 'm', menuName: 'm' }] }),
      'add',
      {},
    ],
    ['a reason of spaces is missing', form({ applyType: 1, reason: '   ' }), 'add', { reason: '请输入申请事由' }],
    ['reason of 225 characters', form({ applyType: 1, reason: '因'.repeat(225) }), 'add', {}],
    [
      'reason of 226 characters',
      form({ applyType: 1, reason: '因'.repeat(226) }),
      'add',
      { reason: '申请事由不能超过225个字符' },
    ],
    ['reason counted after trimming', form({ applyType: 1, reason: ` ${'因'.repeat(225)} ` }), 'add', {}],
    ['edit checks the same fields', form({ applyType: 2 }), 'edit', { roleId: '请选择角色' }],
    ['approveEdit checks the same fields', form({ applyType: 2 }), 'approveEdit', { roleId: '请选择角色' }],
    ['approve needs an opinion only', form({ applyType: 2 }), 'approve', { opinion: '请输入审批意见' }],
    ['approve with an opinion', form({ opinion: '同意' }), 'approve', {}],
    [
      'approve opinion of 1001 characters',
      form({ opinion: '意'.repeat(1001) }),
      'approve',
      { opinion: '审批意见不能超过1000个字符' },
    ],
    ['check validates nothing', emptyAuthApplyForm(), 'check', {}],
    ['approveCheck validates nothing', emptyAuthApplyForm(), 'approveCheck', {}],
  ])('%s', (_rule, f, mode, errors) => {
    expect(authApplyFieldErrors(f, mode)).toEqual(errors);
  });

  it.each([
    [null, ['applyType', 'productType', 'reason']],
    [1, ['applyType', 'productType', 'reason']],
    [2, ['applyType', 'productType', 'roleId', 'reason']],
    [3, ['applyType', 'productType', 'roleId', 'permission', 'reason']],
  ] as const)('fields shown for type %s', (type, fields) => {
    expect(authApplyFieldsFor(type)).toEqual(fields);
  });
});

describe('§5 on submit: the lists of each type', () => {
  const role = (roleName: string) => ({ productType: '05', roleName, roleCode: '' });
  const picked = (entId: string) => ({
    userId: 'u',
    userName: 'u',
    userAccount: 'u',
    userSource: 1,
    entId,
    entName: entId && '甲',
  });
  it.each<[rule: string, f: AuthApplyForm, message: string]>([
    ['type 1 without roles', form({ applyType: 1 }), '请添加角色'],
    [
      'type 1 with a nameless role',
      form({ applyType: 1, resRoleApplyList: [role('复核岗'), role('  ')] }),
      '请输入角色名称',
    ],
    [
      'type 1 with a role name over 50 characters',
      form({ applyType: 1, resRoleApplyList: [role('角'.repeat(51))] }),
      '角色名称不能超过50个字符',
    ],
    ['type 1 complete', form({ applyType: 1, resRoleApplyList: [role('复核岗')] }), ''],
    ['type 2 without users', form({ applyType: 2, roleId: 'r' }), '请选择用户'],
    [
      'type 2 with a user without enterprise',
      form({ applyType: 2, roleId: 'r', resRoleUserApplyList: [picked('e1'), picked('')] }),
      '请选择企业',
    ],
    ['type 2 complete', form({ applyType: 2, roleId: 'r', resRoleUserApplyList: [picked('e1')] }), ''],
    ['type 3 without permissions', form({ applyType: 3, roleId: 'r' }), '请选择要添加的权限'],
    ['type 3 complete', form({ applyType: 3, roleId: 'r', resRoleMenuApplyList: [{ menuId: 'm', menuName: '' }] }), ''],
    ['no type, no list rule', form({}), ''],
  ])('%s', (_rule, f, message) => {
    expect(authApplyListError(f)).toBe(message);
  });
});

describe('the first message of the whole form', () => {
  it.each<[rule: string, f: AuthApplyForm, mode: AuthApplyMode, message: string]>([
    ['fields come before lists', form({ applyType: 1, reason: '' }), 'add', '请输入申请事由'],
    ['then the list rule', form({ applyType: 1 }), 'add', '请添加角色'],
    ['an empty type-3 list shows the field message first', form({ applyType: 3, roleId: 'r' }), 'add', '请选择权限'],
    ['approve mode ignores the lists', form({ applyType: 1, opinion: '同意' }), 'approve', ''],
    [
      'a valid application',
      form({ applyType: 1, resRoleApplyList: [{ productType: '05', roleName: '复核岗', roleCode: '' }] }),
      'edit',
      '',
    ],
  ])('%s', (_rule, f, mode, message) => {
    expect(validateAuthApply(f, mode)).toBe(message);
  });
});

describe('approve mode buttons', () => {
  it.each<[approve: boolean, opinion: string, message: string]>([
    [true, '', '请输入审批意见'],
    [false, '', '请输入驳回审批意见'],
    [false, '资料不全', ''],
    [true, '同意', ''],
  ])('approve %s with %j → %j', (approve, opinion, message) => {
    expect(validateAuthApplyAudit(approve, opinion)).toBe(message);
  });
});
