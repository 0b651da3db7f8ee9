import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_INVALID,
  FACTORING_MSG,
  FactoringApplyInputSchema,
  amountToCents,
  centsToAmount,
  chinaToday,
  invoiceErrors,
  invoicesTotalCents,
  isCalendarDate,
  normalizeFactoringAmount,
  repeatedInvoiceNos,
  validateBuyerCreditCode,
  validateBuyerName,
  validateDueDate,
  validateFactoringTerm,
  validateFinancingAmount,
  validateInvoiceAmount,
  validateInvoiceDate,
  validateInvoiceNo,
  validatePayAccount,
  validateReceiveAccount,
} from '../src/index.ts';

describe('factoring amounts', () => {
  it.each([
    [1, '1.00'],
    ['0.01', '0.01'],
    [1.13, '1.13'],
    ['500000000', '500000000.00'],
    [' 12.3 ', '12.30'],
    ['007.10', '7.10'],
  ])('amount %j → %s', (input, text) => {
    expect(normalizeFactoringAmount(input)).toBe(text);
  });

  it.each([[0], ['0.00'], [-1], ['1.001'], ['abc'], [''], [1e21], [Number.NaN], [true], [null], ['500000000.01']])(
    'amount %j is refused',
    (input) => {
      expect(normalizeFactoringAmount(input)).toBeNull();
    },
  );

  it('an invoice may exceed 5 亿 up to 10 亿', () => {
    expect(validateInvoiceAmount('600000000')).toBe('');
    expect(validateInvoiceAmount('1000000000.01')).toBe(FACTORING_MSG.invoiceAmountRule);
  });

  it('cents are exact', () => {
    expect(amountToCents('1.13')).toBe(113);
    expect(centsToAmount(amountToCents('120000.50') + amountToCents('80000'))).toBe('200000.50');
    expect(centsToAmount(5)).toBe('0.05');
  });

  it.each([
    ['empty', '', FACTORING_MSG.amountRequired],
    ['over the invoices', '100.01', FACTORING_MSG.amountOverInvoices],
    ['malformed', '1e3', FACTORING_MSG.amountRule],
    ['equal to the invoices', '100', ''],
  ])('financing amount %s', (_n, value, msg) => {
    expect(validateFinancingAmount(value, 10000)).toBe(msg);
  });
});

describe('invoices', () => {
  it.each([
    ['12345678', ''],
    ['12345678901234567890', ''],
    ['1234567', FACTORING_MSG.invoiceNoRule],
    ['123456789', FACTORING_MSG.invoiceNoRule],
    ['1234567A', FACTORING_MSG.invoiceNoRule],
    [12345678, FACTORING_MSG.invoiceNoRule],
  ])('invoice number %j', (v, msg) => {
    expect(validateInvoiceNo(v)).toBe(msg);
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026/01/01', false],
    ['20260101', false],
  ])('calendar date %s → %s', (v, ok) => {
    expect(isCalendarDate(v)).toBe(ok);
  });

  it('an invoice date may be today, not tomorrow', () => {
    expect(validateInvoiceDate('2026-03-01', '2026-03-01')).toBe('');
    expect(validateInvoiceDate('2026-03-02', '2026-03-01')).toBe(FACTORING_MSG.invoiceDateFuture);
    expect(validateInvoiceDate('x', '2026-03-01')).toBe(FACTORING_MSG.invoiceDateRule);
  });

  it('the due date comes after the invoice date', () => {
    expect(validateDueDate('2026-03-02', '2026-03-01')).toBe('');
    expect(validateDueDate('2026-03-01', '2026-03-01')).toBe(FACTORING_MSG.dueDateBeforeInvoice);
    expect(validateDueDate('2026-02-30', '2026-03-01')).toBe(FACTORING_MSG.dueDateRule);
  });

  it('today is the Chinese calendar day (+08:00)', () => {
    expect(chinaToday(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(chinaToday(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
  });

  it('a row’s errors, the live total and the repeated numbers', () => {
    const row = { invoiceNo: '1', invoiceDate: '2026-01-01', amount: '0', dueDate: '2025-12-31' };
    expect(invoiceErrors(row, '2026-06-01')).toEqual({
      invoiceNo: FACTORING_MSG.invoiceNoRule,
      invoiceDate: '',
      amount: FACTORING_MSG.invoiceAmountRule,
      dueDate: FACTORING_MSG.dueDateBeforeInvoice,
    });
    expect(invoicesTotalCents([{ amount: '1.10' }, { amount: 'x' }, { amount: 2 }])).toBe(310);
    expect(repeatedInvoiceNos([{ invoiceNo: '1' }, { invoiceNo: ' 1 ' }, { invoiceNo: '2' }])).toEqual(['1']);
  });
});

describe('the other fields', () => {
  it.each([
    [validateBuyerName, '华能', ''],
    [validateBuyerName, '华', FACTORING_MSG.buyerNameRule],
    [validateBuyerName, 'a\u0007b', FACTORING_MSG.buyerNameRule],
    [validateBuyerCreditCode, '911100001000010001', ''],
    [validateBuyerCreditCode, '911100001000010002', CREDIT_CODE_INVALID],
    [validateFactoringTerm, 1, ''],
    [validateFactoringTerm, 365, ''],
    [validateFactoringTerm, 366, FACTORING_MSG.termRule],
    [validateFactoringTerm, 1.5, FACTORING_MSG.termRule],
    [validateReceiveAccount, '工行 0200', ''],
    [validateReceiveAccount, ' ', FACTORING_MSG.accountRule],
    [validatePayAccount, '6222 0200-1234', ''],
    [validatePayAccount, '12345', FACTORING_MSG.payAccountRule],
    [validatePayAccount, 'abc123456', FACTORING_MSG.payAccountRule],
  ] as [(x: unknown) => string, unknown, string][])('%o(%j) → %j', (fn, v, msg) => {
    expect(fn(v)).toBe(msg);
  });

  it('the schema reports the invoice row and the cross-field rules', () => {
    const today = chinaToday();
    const r = FactoringApplyInputSchema.safeParse({
      buyerName: '华能国际',
      buyerCreditCode: '911100001000010001',
      invoices: [{ invoiceNo: '12345678', invoiceDate: today, amount: '10', dueDate: '2999-01-01' }],
      amount: '10.01',
      termDays: 30,
      receiveAccount: '工行',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([FACTORING_MSG.amountOverInvoices]);
  });
});
