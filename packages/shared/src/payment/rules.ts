/**
 * Payments (支付, product code 08): channel types, order and channel states, and the field rules of a 付款单, shared by
 * the server's contract and the sub-apps' forms so each rule is written once. Validators return '' when the value is
 * fine, else the Chinese message.
 */
import * as M from './messages.ts';

export const PAYMENT_PRODUCT_CODE = '08';

/** /bestPay pays through 翼支付 (the aggregated channel), /webPay through 网银 (the bank's own channel). */
export const PAYMENT_CHANNEL_TYPES = ['翼支付', '网银'] as const;
export type PaymentChannelType = (typeof PAYMENT_CHANNEL_TYPES)[number];

export const PAYMENT_ORDER_STATUSES = ['已创建', '已提交', '处理中', '已支付', '支付失败', '已撤销'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

export const PAYMENT_CHANNEL_STATUSES = ['正常', '维护', '停用'] as const;
export type PaymentChannelStatus = (typeof PAYMENT_CHANNEL_STATUSES)[number];

export const BANK_ACCOUNT_STATUSES = ['正常', '冻结'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/**
 * 已创建 → 已提交 → 处理中 → 已支付 | 支付失败, and 已撤销 from 已创建. A submitted order the bank refuses at once
 * (a channel in 维护) goes 已提交 → 支付失败.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentOrderStatus, readonly PaymentOrderStatus[]> = {
  已创建: ['已提交', '已撤销'],
  已提交: ['处理中', '支付失败'],
  处理中: ['已支付', '支付失败'],
  已支付: [],
  支付失败: [],
  已撤销: [],
};

export function canTransition(from: PaymentOrderStatus, to: PaymentOrderStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** An order no later state follows. */
export function isFinalStatus(s: PaymentOrderStatus): boolean {
  return PAYMENT_TRANSITIONS[s].length === 0;
}

/** The ceiling of any single payment, whatever the channel (9 integer digits). */
export const PAYMENT_AMOUNT_MAX = 100_000_000;

// Checked on the decimal text, not the float: 1.13 * 100 is 112.99999999999999 in binary floating point.
const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The amount as canonical two-place text ("1500.00"), or null when it is not a positive number of at most
 * 100,000,000 with at most two decimals. Numbers go through String(), so exponent notation is refused.
 */
export function normalizePaymentAmount(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (!AMOUNT_TEXT.test(text)) return null;
  const [int, frac = ''] = text.split('.');
  const n = Number(text);
  if (!(n > 0) || n > PAYMENT_AMOUNT_MAX) return null;
  return `${String(Number(int))}.${frac.padEnd(2, '0')}`;
}

/** Compares two canonical amounts exactly, in 分. */
export function amountCents(text: string): bigint {
  const [int, frac = ''] = text.split('.');
  return BigInt(int) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}

/** '' when fine; `limit` is the channel's single-payment limit (canonical text) when known. */
export function validatePaymentAmount(value: unknown, limit?: string | null): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return M.PAYMENT_AMOUNT_REQUIRED;
  const amount = normalizePaymentAmount(value);
  if (amount === null) return M.PAYMENT_AMOUNT_RULE;
  if (limit && amountCents(amount) > amountCents(limit)) return M.paymentAmountOverLimit(limit);
  return '';
}

const chars = (v: string) => [...v.trim()].length;

export function validatePayeeName(value: unknown): string {
  return typeof value === 'string' && chars(value) >= 1 && chars(value) <= 100 ? '' : M.PAYMENT_PAYEE_NAME_RULE;
}

export function validatePayeeAccountNo(value: unknown): string {
  return typeof value === 'string' && /^\d{8,30}$/.test(value.trim()) ? '' : M.PAYMENT_PAYEE_ACCOUNT_RULE;
}

export function validatePayeeBank(value: unknown): string {
  return typeof value === 'string' && chars(value) >= 1 && chars(value) <= 100 ? '' : M.PAYMENT_PAYEE_BANK_RULE;
}

export function validatePaymentPurpose(value: unknown): string {
  return typeof value === 'string' && chars(value) >= 2 && chars(value) <= 100 ? '' : M.PAYMENT_PURPOSE_RULE;
}

export function validatePaymentRemark(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' && chars(value) <= 200 ? '' : M.PAYMENT_REMARK_RULE;
}

/** 企业银行账户 are shown masked except the last 4 digits. */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\s+/g, '');
  if (digits.length <= 4) return digits;
  return `${'*'.repeat(Math.min(digits.length - 4, 12))}${digits.slice(-4)}`;
}

/** A success rate as a percentage with two places ("95.00"), or null when nothing has finished. */
export function successRate(paid: number, failed: number): string | null {
  const n = paid + failed;
  return n === 0 ? null : ((paid * 100) / n).toFixed(2);
}
