/**
 * Loan applications of the eLoan reference sub-app (issue 3): products, statuses and the field rules, shared by
 * the server's zod schema and the sub-app's form so a rule is written once. Validators return '' when the value
 * is fine, else the Chinese message.
 */
import {
  LOAN_AMOUNT_REQUIRED,
  LOAN_AMOUNT_RULE,
  LOAN_PRODUCT_REQUIRED,
  LOAN_PURPOSE_RULE,
  LOAN_TERM_REQUIRED,
  LOAN_TERM_RULE,
} from './messages.ts';

export const LOAN_PRODUCT_TYPES = ['流动资金贷款', '固定资产贷款', '供应链融资', '项目贷款'] as const;
export type LoanProductType = (typeof LOAN_PRODUCT_TYPES)[number];

/** 待审批 on create; the others are set by the (future) approval flow and the seed. */
/** 已放款 follows 已通过 when the reviewer records the payment (type 9 notice). */
export const LOAN_STATUSES = ['待审批', '审批中', '已通过', '已驳回', '已放款'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_STATUS_ON_CREATE: LoanStatus = '待审批';

export const LOAN_AMOUNT_MAX = 100_000_000;
export const LOAN_TERM_MIN = 1;
export const LOAN_TERM_MAX = 360;
export const LOAN_PURPOSE_MIN = 2;
export const LOAN_PURPOSE_MAX = 200;

export function validateLoanProductType(value: unknown): string {
  return (LOAN_PRODUCT_TYPES as readonly unknown[]).includes(value) ? '' : LOAN_PRODUCT_REQUIRED;
}

// Checked on the decimal text, not the float: 1.13 * 100 is 112.99999999999999 in binary floating point.
const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The amount as the canonical two-place decimal text ("1500000.00"), or null when it is not a positive
 * amount of at most 100,000,000 with at most two decimals. Numbers go through String(), so 1e-7 or 1e21
 * (exponent notation) are refused like any other malformed text.
 */
export function normalizeLoanAmount(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (!AMOUNT_TEXT.test(text)) return null;
  const [int, frac = ''] = text.split('.');
  const n = Number(text);
  if (!(n > 0) || n > LOAN_AMOUNT_MAX) return null;
  return `${String(Number(int))}.${frac.padEnd(2, '0')}`;
}

export function validateLoanAmount(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return LOAN_AMOUNT_REQUIRED;
  return normalizeLoanAmount(value) === null ? LOAN_AMOUNT_RULE : '';
}

export function validateLoanTerm(value: unknown): string {
  if (value === undefined || value === null || value === '') return LOAN_TERM_REQUIRED;
  return typeof value === 'number' && Number.isInteger(value) && value >= LOAN_TERM_MIN && value <= LOAN_TERM_MAX
    ? ''
    : LOAN_TERM_RULE;
}

/** Length after trimming, in characters (code points), as a user counts them. */
export function validateLoanPurpose(value: unknown): string {
  if (typeof value !== 'string') return LOAN_PURPOSE_RULE;
  const n = [...value.trim()].length;
  return n >= LOAN_PURPOSE_MIN && n <= LOAN_PURPOSE_MAX ? '' : LOAN_PURPOSE_RULE;
}
