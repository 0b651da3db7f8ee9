import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT,
  BUSINESS_TYPE,
  GENERAL_TAXPAYER_SUBTYPE,
  INPUT_INVOICE_TYPE,
  INVOICE_SOURCE,
  OUTPUT_INVOICE_TYPE,
  PASSENGER_TYPE,
  PAYMENT_METHOD,
  SELF_ISSUED_KIND,
  TAXPAYER_TYPE,
  TAX_CALCULATION,
  TAX_ITEM,
  TOLL_TYPE,
  labelOf,
  optionsOf,
  type LabelMap,
} from '../../src/tax/enums.ts';

// One row per §3.1 line: the map must hold exactly the codes the spec lists, each with a Chinese label.
describe('§3.1 enumerations hold exactly the spec codes', () => {
  it.each<[string, LabelMap, string[]]>([
    ['invoice source', INVOICE_SOURCE, ['0', '1', '2', '3']],
    ['taxpayer type', TAXPAYER_TYPE, ['1', '2']],
    ['general taxpayer sub-type', GENERAL_TAXPAYER_SUBTYPE, ['101', '102', '103', '104']],
    ['input invoice type', INPUT_INVOICE_TYPE, ['0', '1', '2', '3', '4', '5', '6', '7']],
    ['self-issued kind', SELF_ISSUED_KIND, ['0', '1', '2']],
    ['output invoice type', OUTPUT_INVOICE_TYPE, ['0', '1', '2', '3']],
    ['toll type', TOLL_TYPE, ['0', '1', '2']],
    ['passenger type', PASSENGER_TYPE, ['0', '1', '2', '3', '6']],
    ['business type', BUSINESS_TYPE, ['01', '02', '03']],
    ['tax calculation', TAX_CALCULATION, ['1', '2', '3', '4']],
    ['payment method', PAYMENT_METHOD, ['0', '1']],
    ['tax item', TAX_ITEM, ['01', '02', '03']],
    ['adjustment', ADJUSTMENT, ['1', '2']],
  ])('%s', (_name, map, codes) => {
    expect(Object.keys(map).sort()).toEqual([...codes].sort());
    for (const label of Object.values(map)) expect(label).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('labelOf', () => {
  it.each<[LabelMap, string | number | null | undefined, string]>([
    [INVOICE_SOURCE, '2', '手工导入'],
    [TAXPAYER_TYPE, 2, '小规模纳税人'], // a number is looked up by its text
    [BUSINESS_TYPE, '02', '销售使用过的固定资产'],
    [BUSINESS_TYPE, 2, '2'], // the leading zero is part of the code
    [PASSENGER_TYPE, '4', '4'], // unknown code shown as it is
    [TAX_ITEM, null, ''],
    [TAX_ITEM, undefined, ''],
    [TAX_ITEM, 'toString', 'toString'], // not an inherited property
  ])('%#: %s → %s', (map, code, label) => {
    expect(labelOf(map, code)).toBe(label);
  });

  it('optionsOf keeps the declared order', () => {
    expect(optionsOf(TAX_CALCULATION)).toEqual([
      { value: '1', label: '一般计税' },
      { value: '2', label: '简易计税' },
      { value: '3', label: '免税' },
      { value: '4', label: '免抵退' },
    ]);
  });
});
