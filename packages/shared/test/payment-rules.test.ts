import { describe, expect, it } from 'vitest';
import {
  PAYMENT_AMOUNT_REQUIRED,
  PAYMENT_AMOUNT_RULE,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PAYEE_ACCOUNT_RULE,
  PAYMENT_PAYEE_BANK_RULE,
  PAYMENT_PAYEE_NAME_RULE,
  PAYMENT_PURPOSE_RULE,
  PAYMENT_REMARK_RULE,
  PaymentOrderInputSchema,
  amountCents,
  amountInChinese,
  canTransition,
  isFinalStatus,
  maskAccountNo,
  normalizePaymentAmount,
  paymentAmountOverLimit,
  successRate,
  validatePayeeAccountNo,
  validatePayeeBank,
  validatePayeeName,
  validatePaymentAmount,
  validatePaymentPurpose,
  validatePaymentRemark,
  type PaymentOrderStatus,
} from '../src/index.ts';

describe('payment amount rules', () => {
  it.each([
    [1, '1.00'],
    ['1', '1.00'],
    [0.01, '0.01'],
    [1.13, '1.13'],
    ['1500000.5', '1500000.50'],
    [100000000, '100000000.00'],
    ['007.10', '7.10'],
    [' 12.30 ', '12.30'],
  ])('amount %j → %s', (input, text) => {
    expect(normalizePaymentAmount(input)).toBe(text);
    expect(validatePaymentAmount(input)).toBe('');
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
    'abc',
    '1e5',
    1e21,
    '',
    NaN,
    Infinity,
    {},
    true,
  ])('amount %j is refused', (input) => {
    expect(normalizePaymentAmount(input)).toBeNull();
    expect(validatePaymentAmount(input)).toBe(input === '' ? PAYMENT_AMOUNT_REQUIRED : PAYMENT_AMOUNT_RULE);
  });

  it.each([undefined, null, '  '])('no amount (%j) asks for one', (input) => {
    expect(validatePaymentAmount(input)).toBe(PAYMENT_AMOUNT_REQUIRED);
  });

  it.each([
    ['500000.00', '500000.00', ''],
    ['500000.01', '500000.00', paymentAmountOverLimit('500000.00')],
    [499999.99, '500000.00', ''],
    ['1', null, ''],
  ] as const)('amount %j within the single-payment limit %s → %j', (amount, limit, msg) => {
    expect(validatePaymentAmount(amount, limit)).toBe(msg);
  });

  it('compares amounts in 分, exactly', () => {
    expect(amountCents('0.10') + amountCents('0.20')).toBe(amountCents('0.30'));
    expect(amountCents('100000000.00')).toBe(10000000000n);
  });
});

describe('payment order field rules', () => {
  it.each([
    [validatePayeeName, '国能黄骅港务有限责任公司', ''],
    [validatePayeeName, '  ', PAYMENT_PAYEE_NAME_RULE],
    [validatePayeeName, '名'.repeat(101), PAYMENT_PAYEE_NAME_RULE],
    [validatePayeeAccountNo, '12345678', ''],
    [validatePayeeAccountNo, '1'.repeat(30), ''],
    [validatePayeeAccountNo, '1234567', PAYMENT_PAYEE_ACCOUNT_RULE],
    [validatePayeeAccountNo, '1'.repeat(31), PAYMENT_PAYEE_ACCOUNT_RULE],
    [validatePayeeAccountNo, '6222 0202', PAYMENT_PAYEE_ACCOUNT_RULE],
    [validatePayeeAccountNo, 12345678, PAYMENT_PAYEE_ACCOUNT_RULE],
    [validatePayeeBank, '中国工商银行黄骅支行', ''],
    [validatePayeeBank, '', PAYMENT_PAYEE_BANK_RULE],
    [validatePaymentPurpose, '运费', ''],
    [validatePaymentPurpose, '款', PAYMENT_PURPOSE_RULE],
    [validatePaymentPurpose, '字'.repeat(101), PAYMENT_PURPOSE_RULE],
    [validatePaymentRemark, undefined, ''],
    [validatePaymentRemark, '字'.repeat(200), ''],
    [validatePaymentRemark, '字'.repeat(201), PAYMENT_REMARK_RULE],
  ] as const)('%o(%j) → %j', (rule, value, msg) => {
    expect(rule(value)).toBe(msg);
  });

  it('the contract takes a well-formed order and refuses a malformed one with the rule', () => {
    const ok = {
      requestId: 'a1b2c3d4-e5f6',
      channelType: '网银',
      payerAccountId: '356000000000000001',
      payeeName: '国能黄骅港务有限责任公司',
      payeeAccountNo: '0409003109300045678',
      payeeBank: '中国工商银行黄骅支行',
      amount: '1.5',
      purpose: '港口杂费',
    };
    expect(PaymentOrderInputSchema.parse(ok)).toMatchObject({ remark: '', submit: true });
    const bad = PaymentOrderInputSchema.safeParse({ ...ok, amount: -1 });
    expect(bad.error?.issues[0].message).toBe(PAYMENT_AMOUNT_RULE);
  });
});

describe('account masking and success rate', () => {
  it.each([
    ['0200001009200123456', '************3456'],
    ['152236894512', '********4512'],
    ['1234', '1234'],
  ])('%s → %s', (no, masked) => {
    expect(maskAccountNo(no)).toBe(masked);
  });

  it.each([
    [0, 0, null],
    [1, 0, '100.00'],
    [2, 1, '66.67'],
    [0, 3, '0.00'],
  ] as const)('%i paid, %i failed → %j', (paid, failed, rate) => {
    expect(successRate(paid, failed)).toBe(rate);
  });
});

describe('amount in Chinese capital numerals (大写)', () => {
  it.each([
    ['0.00', '零元整'],
    ['0.05', '伍分'],
    ['0.50', '伍角'],
    ['1.00', '壹元整'],
    ['1.05', '壹元零伍分'],
    ['1.50', '壹元伍角'],
    ['10.00', '壹拾元整'],
    ['10.05', '壹拾元零伍分'],
    ['15.00', '壹拾伍元整'],
    ['101.00', '壹佰零壹元整'],
    ['110.00', '壹佰壹拾元整'],
    ['1001.00', '壹仟零壹元整'],
    ['1010.00', '壹仟零壹拾元整'],
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['10000.00', '壹万元整'],
    ['100000.00', '壹拾万元整'],
    ['100010.00', '壹拾万零壹拾元整'],
    ['1286500.00', '壹佰贰拾捌万陆仟伍佰元整'],
    ['3520000.50', '叁佰伍拾贰万元伍角'],
    ['10000001.00', '壹仟万零壹元整'],
    ['100000000.00', '壹亿元整'],
    ['100010000.00', '壹亿零壹万元整'],
    ['110000000.00', '壹亿壹仟万元整'],
    ['100000001.01', '壹亿零壹元零壹分'],
    ['987654321.99', '玖亿捌仟柒佰陆拾伍万肆仟叁佰贰拾壹元玖角玖分'],
  ])('%s → %s', (amount, words) => {
    expect(amountInChinese(amount)).toBe(words);
  });

  it('refuses text that is not a canonical amount', () => {
    expect(() => amountInChinese('1.5')).toThrow();
  });
});

describe('payment order states', () => {
  const moves: [PaymentOrderStatus, PaymentOrderStatus, boolean][] = [
    ['已创建', '已提交', true],
    ['已创建', '已撤销', true],
    ['已创建', '已支付', false],
    ['已提交', '处理中', true],
    ['已提交', '支付失败', true],
    ['已提交', '已撤销', false],
    ['处理中', '已支付', true],
    ['处理中', '支付失败', true],
    ['处理中', '已提交', false],
    ['已支付', '支付失败', false],
    ['支付失败', '已提交', false],
    ['已撤销', '已提交', false],
  ];
  it.each(moves)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('已支付, 支付失败 and 已撤销 are final, the others not', () => {
    expect(PAYMENT_ORDER_STATUSES.filter(isFinalStatus)).toEqual(['已支付', '支付失败', '已撤销']);
  });
});
