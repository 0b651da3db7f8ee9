import { describe, expect, it } from 'vitest';
import { emptyOrgChangeForm } from '../../src/organisation/form.ts';
import type { OrgChangeForm } from '../../src/organisation/types.ts';
import {
  firstOrgChangeError,
  isPlateRequired,
  validateOrgChange,
  type OrgChangeErrors,
} from '../../src/organisation/validate.ts';

const CODE = '91350100M000100Y43';
const CODE2 = '91110000100000000R';

/** A complete type-1 application of a level-2 company (plate not required). */
const add: OrgChangeForm = {
  ...emptyOrgChangeForm(),
  type: 1,
  parentCustomerCode: '10000001',
  parentCustomerName: '集团',
  companyLevel: 2,
  customerRegisterName: '某某煤业有限公司',
  socialcreditcode: CODE,
};
/** A complete type-2 application. */
const change: OrgChangeForm = {
  ...add,
  type: 2,
  parentCustomerCodeOld: '10000001',
  parentCustomerNameOld: '集团',
  companyLevelOld: 2,
  customerRegisterNameOld: '某某煤矿',
  socialcreditcodeOld: CODE2,
};

describe('§5 organisation change: every rule', () => {
  it.each<[rule: string, form: OrgChangeForm, errors: OrgChangeErrors]>([
    ['complete add', add, {}],
    ['complete change', change, {}],
    ['complete cancel', { ...add, type: 3 }, {}],
    ['type required', { ...add, type: null }, { type: '请选择申请类型' }],
    [
      'empty add: parent, name and credit code',
      { ...emptyOrgChangeForm(), type: 1 },
      {
        parentCustomerCode: '请选择上级单位',
        customerRegisterName: '请输入单位名称',
        socialcreditcode: '请输入统一社会信用代码',
      },
    ],
    [
      'empty change: the new values say 新, the old ones 原',
      { ...emptyOrgChangeForm(), type: 2 },
      {
        parentCustomerCodeOld: '请选择原上级单位',
        customerRegisterNameOld: '请输入原单位名称',
        socialcreditcodeOld: '请输入原统一社会信用代码',
        parentCustomerCode: '请选择新上级单位',
        customerRegisterName: '请输入新单位名称',
        socialcreditcode: '请输入新统一社会信用代码',
      },
    ],
    [
      'cancel uses the plain messages',
      { ...add, type: 3, customerRegisterName: '' },
      { customerRegisterName: '请输入单位名称' },
    ],
    ['plate required when the parent is level 2 (company level 3)', { ...add, companyLevel: 3 }, { cat: '请选择板块' }],
    ['plate given at level 3', { ...add, companyLevel: 3, cat: 'coal' }, {}],
    ['plate not required under the root (company level 2)', { ...add, companyLevel: 2 }, {}],
    ['plate not required under a level-3 parent (company level 4)', { ...add, companyLevel: 4 }, {}],
    [
      'plate not required before a parent is chosen',
      { ...add, companyLevel: null, parentCustomerCode: '' },
      { parentCustomerCode: '请选择上级单位' },
    ],
    ['an unknown plate counts as not chosen', { ...add, companyLevel: 3, cat: 'steel' }, { cat: '请选择板块' }],
    ['new plate for a change at level 3 says 新', { ...change, companyLevel: 3 }, { cat: '请选择新板块' }],
    ['old plate required when the old level is 3', { ...change, companyLevelOld: 3 }, { catOld: '请选择原板块' }],
    ['old plate given', { ...change, companyLevelOld: 3, catOld: 'electricity' }, {}],
    [
      'credit code under 18 characters',
      { ...add, socialcreditcode: '91350100M000100Y4' },
      { socialcreditcode: '统一社会信用代码长度最少应为18位' },
    ],
    [
      'credit code with a wrong check character',
      { ...add, socialcreditcode: '91350100M000100Y44' },
      { socialcreditcode: '请输入正确的统一社会信用代码' },
    ],
    [
      'credit code with a bad pattern',
      { ...add, socialcreditcode: '91350100MI00100Y43' },
      { socialcreditcode: '请输入正确的统一社会信用代码' },
    ],
    [
      'credit code too long',
      { ...add, socialcreditcode: `${CODE}1` },
      { socialcreditcode: '请输入正确的统一社会信用代码' },
    ],
    [
      'the old credit code is checked the same way',
      { ...change, socialcreditcodeOld: '123' },
      { socialcreditcodeOld: '统一社会信用代码长度最少应为18位' },
    ],
    [
      'texts are trimmed: spaces only are missing',
      { ...add, customerRegisterName: '   ', parentCustomerCode: ' ' },
      { parentCustomerCode: '请选择上级单位', customerRegisterName: '请输入单位名称' },
    ],
    ['texts are trimmed: a padded credit code is valid', { ...add, socialcreditcode: `  ${CODE}  ` }, {}],
    ['a credit code in lower case is valid', { ...add, socialcreditcode: CODE.toLowerCase() }, {}],
    ['old values are not checked for other types', { ...add, type: 1, socialcreditcodeOld: 'bad' }, {}],
  ])('%s', (_rule, form, errors) => {
    expect(validateOrgChange(form)).toEqual(errors);
  });

  it.each<[level: number | null, required: boolean]>([
    [null, false],
    [2, false],
    [3, true],
    [4, false],
  ])('plate required for company level %s: %s', (level, required) => {
    expect(isPlateRequired(level)).toBe(required);
  });

  it.each<[rule: string, form: OrgChangeForm, message: string]>([
    ['type comes first', { ...emptyOrgChangeForm() }, '请选择申请类型'],
    ['the old values come before the new ones', { ...emptyOrgChangeForm(), type: 2 }, '请选择原上级单位'],
    ['a valid form has none', add, ''],
  ])('first message: %s', (_rule, form, message) => {
    expect(firstOrgChangeError(form)).toBe(message);
  });
});
