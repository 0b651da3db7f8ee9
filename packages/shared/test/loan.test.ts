import { describe, expect, it } from 'vitest';
import {
  LOAN_AMOUNT_REQUIRED,
  LOAN_AMOUNT_RULE,
  LOAN_PRODUCT_REQUIRED,
  LOAN_PURPOSE_RULE,
  LOAN_TERM_REQUIRED,
  LOAN_TERM_RULE,
  normalizeLoanAmount,
  validateLoanAmount,
  validateLoanProductType,
  validateLoanPurpose,
  validateLoanTerm,
} from '../src/index.ts';

describe('loan application rules (eLoan)', () => {
  it.each([
    [1, '1.00'],
    ['1', '1.00'],
    [0.01, '0.01'],
    [1.13, '1.13'],
    ['1500000.5', '1500000.50'],
    [100000000, '100000000.00'],
    ['100000000.00', '100000000.00'],
    ['007.10', '7.10'],
    [' 12.30 ', '12.30'],
  ])('amount %j → %s', (input, text) => {
    expect(normalizeLoanAmount(input)).toBe(text);
    expect(validateLoanAmount(input)).toBe('');
  });

  it.each([
    0,
    '0',
    '0.00',
    -1,
    '-5',
    100000000.01,
    '100000001',
    1.005,
    '1.234',
    1e-7,
    1e21,
    '1e5',
    'abc',
    NaN,
    Infinity,
    true,
    {},
    [],
  ])('amount %j is refused', (input) => {
    expect(normalizeLoanAmount(input)).toBeNull();
    expect(validateLoanAmount(input)).toBe(LOAN_AMOUNT_RULE);
  });

  it('an empty amount asks for one', () => {
    expect(validateLoanAmount('')).toBe(LOAN_AMOUNT_REQUIRED);
    expect(validateLoanAmount(undefined)).toBe(LOAN_AMOUNT_REQUIRED);
  });

  it('term: whole months 1–360', () => {
    expect(validateLoanTerm(1)).toBe('');
    expect(validateLoanTerm(360)).toBe('');
    for (const bad of [0, 361, 1.5, '12', -1]) expect(validateLoanTerm(bad)).toBe(LOAN_TERM_RULE);
    expect(validateLoanTerm(undefined)).toBe(LOAN_TERM_REQUIRED);
  });

  it('purpose: 2–200 characters after trimming', () => {
    expect(validateLoanPurpose('采购')).toBe('');
    expect(validateLoanPurpose('煤'.repeat(200))).toBe('');
    for (const bad of ['', '  ', ' 煤 ', '煤'.repeat(201), 12])
      expect(validateLoanPurpose(bad)).toBe(LOAN_PURPOSE_RULE);
  });

  it('product type from the fixed list', () => {
    expect(validateLoanProductType('供应链融资')).toBe('');
    expect(validateLoanProductType('消费贷')).toBe(LOAN_PRODUCT_REQUIRED);
  });
});
