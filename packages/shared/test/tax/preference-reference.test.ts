import { describe, expect, it } from 'vitest';
import {
  ADD_DIJIA_POLICIES,
  addDijiaPoliciesIn,
  preferenceItemLabel,
  preferenceItemsOf,
} from '../../src/tax/preference-reference.ts';
import { vatCycleText, vatPeriodicities, vatPeriodicityIssue } from '../../src/tax/vat.ts';
import { TAX_VAT_GENERAL_MONTHLY, TAX_VAT_SMALL_SCALE_NOT_YEARLY } from '../../src/messages.ts';

describe('加计抵减 policies by tax month', () => {
  it.each<[string, string[]]>([
    ['201812', []],
    ['202006', ['生产性服务业 10', '生活性服务业 15']],
    ['202212', ['生产性服务业 10', '生活性服务业 15']],
    ['202301', ['生产性服务业 5', '生活性服务业 10', '先进制造业 5', '集成电路企业 15', '工业母机企业 15']],
    ['202312', ['生产性服务业 5', '生活性服务业 10', '先进制造业 5', '集成电路企业 15', '工业母机企业 15']],
    // The 5 % / 10 % of the service industries ended on 31 December 2023; the 2023 industry policies run to 2027.
    ['202401', ['先进制造业 5', '集成电路企业 15', '工业母机企业 15']],
    ['202712', ['先进制造业 5', '集成电路企业 15', '工业母机企业 15']],
    ['202801', []],
  ])('%s', (month, expected) => {
    expect(addDijiaPoliciesIn(month).map((p) => `${p.industry} ${p.rate}`)).toEqual(expected);
  });

  it('one rate per industry in any month, and every window is well formed', () => {
    for (const p of ADD_DIJIA_POLICIES) expect(p.from <= p.to).toBe(true);
    for (const month of ['201910', '202212', '202301', '202406']) {
      const industries = addDijiaPoliciesIn(month).map((p) => p.industry);
      expect(new Set(industries).size).toBe(industries.length);
    }
  });
});

describe('preference items by name', () => {
  it.each<[string, string]>([
    ['0001129914', '购置增值税税控系统专用设备抵减增值税（0001129914）'],
    [' 0001081507 ', '国债、地方政府债利息收入免征增值税优惠（0001081507）'],
    ['分支机构预征缴纳税款', '分支机构预征缴纳税款'],
    ['0009999999', '0009999999'],
  ])('%s → %s', (value, label) => {
    expect(preferenceItemLabel(value)).toBe(label);
  });

  it('lists the items of a kind, codes unique', () => {
    expect(preferenceItemsOf('diminishing').map((i) => i.code)).toEqual(['0001129914']);
    const all = [
      ...preferenceItemsOf('diminishing'),
      ...preferenceItemsOf('exemption'),
      ...preferenceItemsOf('reduction'),
    ];
    expect(new Set(all.map((i) => i.code)).size).toBe(all.length);
  });
});

describe('VAT periodicity by taxpayer type', () => {
  it.each<[string, string, string | null]>([
    ['1', 'monthly', null],
    ['101', 'quarterly', TAX_VAT_GENERAL_MONTHLY],
    ['104', 'yearly', TAX_VAT_GENERAL_MONTHLY],
    ['2', 'monthly', null],
    ['2', 'quarterly', null],
    ['201', 'yearly', TAX_VAT_SMALL_SCALE_NOT_YEARLY],
    ['', 'quarterly', null],
  ])('type %s, %s → %s', (type, periodicity, issue) => {
    expect(vatPeriodicityIssue(type, periodicity as 'monthly')).toBe(issue);
    expect(vatPeriodicities(type).includes(periodicity as 'monthly')).toBe(issue === null);
  });

  it.each<[string, 'monthly' | 'quarterly' | null, string]>([
    ['101', null, '按月申报（一般纳税人）'],
    ['101', 'monthly', '按月申报（一般纳税人）'],
    ['2', null, '按季申报（小规模纳税人）'],
    ['2', 'monthly', '按月申报（小规模纳税人）'],
  ])('the 企业信息 tab: type %s registered %s → %s', (type, registered, text) => {
    expect(vatCycleText(type, registered)).toBe(text);
  });
});
