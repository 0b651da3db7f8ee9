import { describe, expect, it } from 'vitest';
import {
  applyPreferenceDefaults,
  invoiceConfirmText,
  clearUnusedPreferenceItems,
  initialVatState,
  isSmallScaleTaxpayer,
  parseCommaList,
  parsePreference,
  parseTaxationMethods,
  taxationMethodLabels,
  taxpayerTypeLabel,
  validatePreference,
  vatEntProfile,
  vatPeriodicity,
  type VatApplicablePreferenceInput,
} from '../../src/tax/vat.ts';

const EMPTY = {
  ifApplicablePreference: '0',
  ifAddDijiaPolicy: '0',
  ifImmediateWithdrawalItems: '0',
  ifTaxDiminishingItems: '0',
  ifVatExemptionItems: '0',
  ifVatReductionItems: '0',
  addDijiaPolicyIndustry: '',
  addDijiaPolicyRate: '',
  immediateWithdrawalItems: '',
  immediateWithdrawalItemsName: '',
  taxDiminishingItems: '',
  vatExemptionItems: '',
  vatExemptionItemsCode: '',
  vatReductionItems: '',
  vatReductionItemsCode: '',
  taxBureauCity: '',
};

describe('§5 preference defaults apply for missing fields on save', () => {
  it.each<[string, VatApplicablePreferenceInput, Partial<typeof EMPTY>]>([
    ['an empty record: flags 0, texts empty', {}, {}],
    ['null reads as missing', { ifVatExemptionItems: null, vatExemptionItems: null }, {}],
    [
      'given values are kept (trimmed)',
      { ifVatExemptionItems: '1', vatExemptionItems: ' A,B ' },
      { ifVatExemptionItems: '1', vatExemptionItems: 'A,B' },
    ],
    ['a numeric rate becomes text', { addDijiaPolicyRate: 10 }, { addDijiaPolicyRate: '10' }],
  ])('%s', (_rule, input, expected) => {
    expect(applyPreferenceDefaults(input)).toEqual({ ...EMPTY, ...expected });
  });

  it('a wrong flag is kept for validation to report', () => {
    expect(applyPreferenceDefaults({ ifAddDijiaPolicy: '2' }).ifAddDijiaPolicy).toBe('2');
  });

  it('parsePreference applies the same defaults', () => {
    expect(parsePreference({})).toEqual({ ok: true, value: EMPTY });
  });
});

describe('preference validation', () => {
  const on = { ifApplicablePreference: '1' } as const;

  it.each<[string, VatApplicablePreferenceInput]>([
    ['nothing applies', {}],
    [
      'exemption items with their codes',
      { ...on, ifVatExemptionItems: '1', vatExemptionItems: '项目甲,项目乙', vatExemptionItemsCode: '0001,0002' },
    ],
    ['codes may be left empty', { ...on, ifVatReductionItems: '1', vatReductionItems: '项目甲' }],
    ['full-width comma in a list', { ...on, ifTaxDiminishingItems: '1', taxDiminishingItems: '甲，乙' }],
    [
      'add-deduction with industry and rate',
      { ...on, ifAddDijiaPolicy: '1', addDijiaPolicyIndustry: '先进制造业', addDijiaPolicyRate: '5' },
    ],
    [
      'rate with 2 decimals at the maximum',
      { ...on, ifAddDijiaPolicy: '1', addDijiaPolicyIndustry: 'X', addDijiaPolicyRate: '100.00' },
    ],
  ])('accepts %s', (_rule, input) => {
    expect(validatePreference(input)).toEqual([]);
  });

  it.each<[string, VatApplicablePreferenceInput, string, string]>([
    ['a flag that is not 0 or 1', { ifVatExemptionItems: '2' }, 'ifVatExemptionItems', '“是否有免税项目”只能为0或1'],
    [
      'a flag given as a number',
      { ifApplicablePreference: 1 },
      'ifApplicablePreference',
      '“是否享受增值税优惠”只能为0或1',
    ],
    [
      'a detail flag while no preference applies',
      { ifVatReductionItems: '1', vatReductionItems: 'A' },
      'ifVatReductionItems',
      '“是否享受增值税优惠”为否时，“是否有减税项目”不能为是',
    ],
    ['exemption flag on without items', { ...on, ifVatExemptionItems: '1' }, 'vatExemptionItems', '请选择免税项目'],
    [
      'immediate withdrawal on without items',
      { ...on, ifImmediateWithdrawalItems: '1' },
      'immediateWithdrawalItems',
      '请选择即征即退项目',
    ],
    [
      'tax diminishing on without items',
      { ...on, ifTaxDiminishingItems: '1' },
      'taxDiminishingItems',
      '请选择税额抵减项目',
    ],
    [
      'items while the flag is 0',
      { ...on, vatExemptionItems: 'A' },
      'vatExemptionItems',
      '“是否有免税项目”为否时不能填写“免税项目”',
    ],
    [
      'add-deduction without industry',
      { ...on, ifAddDijiaPolicy: '1', addDijiaPolicyRate: '10' },
      'addDijiaPolicyIndustry',
      '请选择加计抵减政策行业',
    ],
    [
      'add-deduction without rate',
      { ...on, ifAddDijiaPolicy: '1', addDijiaPolicyIndustry: 'X' },
      'addDijiaPolicyRate',
      '请输入加计抵减比例',
    ],
    ...(['0', '-5', '100.01', '10.123', 'abc'] as const).map(
      (rate): [string, VatApplicablePreferenceInput, string, string] => [
        `rate ${rate} out of range or not a number`,
        { ...on, ifAddDijiaPolicy: '1', addDijiaPolicyIndustry: 'X', addDijiaPolicyRate: rate },
        'addDijiaPolicyRate',
        '加计抵减比例应为大于0且不超过100的数字（%），最多两位小数',
      ],
    ),
    [
      'a repeated item',
      { ...on, ifTaxDiminishingItems: '1', taxDiminishingItems: 'A,B,A' },
      'taxDiminishingItems',
      '“税额抵减项目”中有重复项：A',
    ],
    [
      'items and codes of different counts',
      { ...on, ifVatExemptionItems: '1', vatExemptionItems: '甲,乙', vatExemptionItemsCode: '0001' },
      'vatExemptionItemsCode',
      '“免税项目”有2项，“免税项目代码”有1项，数量应一致',
    ],
  ])('rejects %s', (_rule, input, field, message) => {
    expect(validatePreference(input)).toEqual([{ field, message }]);
  });

  it('reports every cross-field problem at once', () => {
    expect(validatePreference({ ...on, ifVatExemptionItems: '1', vatReductionItems: 'A' }).map((e) => e.field)).toEqual(
      ['vatExemptionItems', 'vatReductionItems'],
    );
  });

  it('clearUnusedPreferenceItems empties what the flags switch off', () => {
    const stale = applyPreferenceDefaults({
      ifVatExemptionItems: '1',
      vatExemptionItems: 'A',
      vatReductionItems: 'B',
      taxBureauCity: '太原',
    });
    const cleared = clearUnusedPreferenceItems(stale);
    expect(cleared).toEqual({ ...EMPTY, taxBureauCity: '太原' });
    expect(validatePreference(cleared)).toEqual([]);
  });
});

describe('§5 small-scale taxpayer and §3.1 taxpayer types', () => {
  it.each<[string | number | null | undefined, boolean, string]>([
    ['2', true, '小规模纳税人'],
    [2, true, '小规模纳税人'],
    ['201', true, '小规模纳税人'],
    ['1', false, '一般纳税人'],
    ['101', false, '一般纳税人'],
    ['102', false, '一般纳税人（辅导期一般纳税人）'],
    ['103', false, '一般纳税人（外贸退税企业）'],
    ['104', false, '一般纳税人（生产退税企业）'],
    ['9', false, '9'],
    [null, false, ''],
  ])('%s: small-scale %s, %s', (type, small, label) => {
    expect(isSmallScaleTaxpayer(type)).toBe(small);
    expect(taxpayerTypeLabel(type)).toBe(label);
  });

  it.each<[string, string]>([
    ['2', 'quarterly'],
    ['101', 'monthly'],
  ])('vatPeriodicity(%s) → %s', (type, periodicity) => {
    expect(vatPeriodicity(type)).toBe(periodicity);
  });
});

describe('taxationMethod comma list', () => {
  it.each<[string | null, string[], string[]]>([
    ['1,2', ['1', '2'], ['一般计税', '简易计税']],
    [' 1 , 3 ,', ['1', '3'], ['一般计税', '免税']],
    ['2，4,2', ['2', '4'], ['简易计税', '免抵退']],
    ['9', ['9'], ['9']],
    ['', [], []],
    [null, [], []],
  ])('%j', (value, codes, labels) => {
    expect(parseTaxationMethods(value)).toEqual(codes);
    expect(taxationMethodLabels(value)).toEqual(labels);
  });

  it('parseCommaList keeps repeats (the lists check them)', () => {
    expect(parseCommaList('A,,B,A')).toEqual(['A', 'B', 'A']);
  });
});

describe('§3 VAT enterprise base info: the first record', () => {
  it.each([
    [
      'small-scale',
      [{ taxpayerType: '2', taxationMethod: '2' }, { taxpayerType: '1' }],
      { taxpayerType: '2', taxpayerTypeLabel: '小规模纳税人', smallScale: true, taxationMethods: ['2'] },
    ],
    [
      'general',
      [{ taxpayerType: 102, taxationMethod: '1,2' }],
      {
        taxpayerType: '102',
        taxpayerTypeLabel: '一般纳税人（辅导期一般纳税人）',
        smallScale: false,
        taxationMethods: ['1', '2'],
      },
    ],
    ['empty list', [], null],
  ])('%s', (_rule, records, profile) => {
    expect(vatEntProfile(records)).toEqual(profile);
  });
});

describe('§3 other VAT state', () => {
  it.each<[string, number, number]>([
    ['2025-03-15', 2025, 2],
    ['2025-01-10', 2024, 12],
  ])('on %s starts at %i-%i', (today, taxYear, taxMonth) => {
    expect(initialVatState(today)).toMatchObject({ taxYear, taxMonth, numPeriods: null, cityFlag: null, taxRates: [] });
  });
});

describe('invoiceConfirmText: the invoice page and its export say the same', () => {
  it.each<[string, boolean, string]>([
    ['input', true, '已确认'],
    ['input', false, '未确认'],
    ['output', false, '-'],
    ['output', true, '-'],
  ])('%s confirmed=%s → %s', (direction, confirmed, text) => {
    expect(invoiceConfirmText({ direction, confirmed })).toBe(text);
  });
});
