/**
 * The reviewer's form rules (issue 11), the same as the server's (api/eloan.ts: eloanReview, eloanDisburse) plus the
 * two the server checks against the record (a reject needs an opinion; the payment may not exceed the amount).
 * Each returns '' when the value is fine, else the Chinese message.
 */
import { normalizeLoanAmount, validateLoanAmount } from '@portal/shared/loan';

export const OPINION_MAX = 500;
const ACCOUNT = /^[0-9 -]{6,40}$/;

export function validateOpinion(value: string, approve: boolean): string {
  const text = value.trim();
  if (!approve && text === '') return '驳回时请填写审批意见';
  // UTF-16 units, as the server (zod max) counts.
  return text.length > OPINION_MAX ? `审批意见不能超过${OPINION_MAX}个字符` : '';
}

/** The payment: a valid amount of at most the applied (approved) amount. */
export function validateRealMoney(value: string, approvedAmount: string): string {
  if (value.trim() === '') return '请输入放款金额';
  const base = validateLoanAmount(value);
  if (base) return base;
  const n = Number(normalizeLoanAmount(value));
  return n > Number(approvedAmount) ? '放款金额不能超过审批通过的贷款金额' : '';
}

export function validateReceiveAccount(value: string): string {
  const text = value.trim();
  if (text === '') return '请输入收款账号';
  return ACCOUNT.test(text) ? '' : '收款账号为6-40位数字（可含空格或短横线）';
}
