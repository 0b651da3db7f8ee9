/**
 * Factoring (保理, product code '02'): the rules of a factoring application — the buyer (债务人), the invoices
 * transferred, the financing asked — shared by the server's zod schema and the /efactoring form, so a rule is
 * written once. Validators return '' when the value is fine, else the Chinese message. Amounts are checked on their
 * decimal text (§9: 元 with at most two decimals), never on a binary float.
 */
import { DISPLAY_TZ_OFFSET_MINUTES } from '../constants.ts';
import { validateCreditCode } from '../validators.ts';

export const FACTORING_PRODUCT_CODE = '02';

/** 待审核 on submit; the review moves it to 已通过 or 已驳回, the applicant may withdraw (已撤回) while it waits. */
export const FACTORING_STATUSES = ['待审核', '已通过', '已驳回', '已撤回', '已放款'] as const;
export type FactoringStatus = (typeof FACTORING_STATUSES)[number];
export const FACTORING_STATUS_ON_SUBMIT: FactoringStatus = '待审核';
/** In progress (在途): waiting for the review, or approved and waiting for the payment. */
export const FACTORING_IN_PROGRESS: readonly FactoringStatus[] = ['待审核', '已通过'];
/** An application that holds its invoices: a rejected or withdrawn one frees them for a new application. */
export const FACTORING_LIVE: readonly FactoringStatus[] = ['待审核', '已通过', '已放款'];

/** The most one application may ask (5 亿元), an invoice's most, and how many invoices one application carries. */
export const FACTORING_AMOUNT_MAX = 500_000_000;
export const FACTORING_INVOICE_AMOUNT_MAX = 1_000_000_000;
export const FACTORING_INVOICES_MAX = 50;
export const FACTORING_TERM_MIN = 1;
export const FACTORING_TERM_MAX = 365;
export const FACTORING_NAME_MAX = 100;
export const FACTORING_ACCOUNT_MAX = 100;
export const FACTORING_OPINION_MAX = 500;

export const FACTORING_MSG = {
  buyerNameRule: '请填写债务人名称（2-100个字符）',
  amountRequired: '请输入融资金额',
  amountRule: '融资金额须为大于0的数字，最多两位小数，且不超过5亿元',
  amountOverInvoices: '融资金额不能超过发票金额合计',
  termRule: `融资期限须为${FACTORING_TERM_MIN}-${FACTORING_TERM_MAX}天的整数`,
  accountRule: '请填写回款账户（1-100个字符）',
  invoicesRequired: '请至少添加一张发票',
  invoicesTooMany: `一次申请最多添加${FACTORING_INVOICES_MAX}张发票`,
  invoiceNoRule: '发票号码应为8位或20位数字',
  invoiceDateRule: '开票日期格式不正确（YYYY-MM-DD）',
  invoiceDateFuture: '开票日期不能晚于今天',
  invoiceAmountRule: '发票金额须为大于0的数字，最多两位小数，且不超过10亿元',
  dueDateRule: '到期日格式不正确（YYYY-MM-DD）',
  dueDateBeforeInvoice: '到期日须晚于开票日期',
  invoiceRepeated: '发票号码重复',
  /** An invoice of a live application of the same enterprise (already transferred, or waiting to be). */
  invoiceTaken: (nos: readonly string[]) => `发票${nos.join('、')}已用于本企业其他在途或已放款的保理申请，不能重复转让`,
  submitted: '保理融资申请已提交，等待审核',
  withdrawn: '已撤回保理融资申请',
  notWithdrawable: (status: string) => `仅待审核的申请可以撤回（当前状态：${status}）`,
  approved: '审核通过，已通知申请人',
  rejected: '已驳回，已通知申请人',
  opinionRequired: '驳回时请填写审核意见',
  opinionTooLong: `审核意见不能超过${FACTORING_OPINION_MAX}个字符`,
  /** Nobody reviews or pays out their own application. */
  ownApplication: '不能审核或登记本人提交的保理申请',
  alreadyDecided: (status: string) => `该保理申请已被处理（当前状态：${status}），请刷新列表后查看`,
  notReviewable: (status: string) => `该保理申请当前不在待审核状态（当前状态：${status}）`,
  disbursed: '放款已登记，已通知申请人',
  realMoneyRule: '放款金额须为大于0的数字，最多两位小数',
  notDisbursable: (status: string) => `仅审核通过的保理申请可登记放款（当前状态：${status}）`,
  overAmount: (amount: string) => `放款金额不能超过审核通过的融资金额（${amount} 元）`,
  payAccountRule: '收款账号应为6-40位数字（可含空格或短横线）',
} as const;

const AMOUNT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The amount as the canonical two-place decimal text ("1500000.00"), or null when it is not a positive amount of
 * at most `max` with at most two decimals. Numbers go through String(), so exponent notation is refused.
 */
export function normalizeFactoringAmount(value: unknown, max: number = FACTORING_AMOUNT_MAX): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (!AMOUNT_TEXT.test(text)) return null;
  const [int, frac = ''] = text.split('.');
  const n = Number(text);
  if (!(n > 0) || n > max) return null;
  return `${String(Number(int))}.${frac.padEnd(2, '0')}`;
}

/** Integer 分 of a canonical amount text (exact: the text has at most two decimals). */
export function amountToCents(text: string): number {
  const [int, frac = ''] = text.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
}

/** Integer 分 → "1234.50". */
export function centsToAmount(cents: number): string {
  return `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Today in China (+08:00), "YYYY-MM-DD": invoice dates are compared with the Chinese calendar day. */
export function chinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + DISPLAY_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" naming a real calendar day (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function validateInvoiceNo(value: unknown): string {
  return typeof value === 'string' && /^(\d{8}|\d{20})$/.test(value.trim()) ? '' : FACTORING_MSG.invoiceNoRule;
}

export function validateInvoiceDate(value: unknown, today: string = chinaToday()): string {
  if (!isCalendarDate(value)) return FACTORING_MSG.invoiceDateRule;
  return value > today ? FACTORING_MSG.invoiceDateFuture : '';
}

export function validateInvoiceAmount(value: unknown): string {
  return normalizeFactoringAmount(value, FACTORING_INVOICE_AMOUNT_MAX) === null ? FACTORING_MSG.invoiceAmountRule : '';
}

export function validateDueDate(value: unknown, invoiceDate: unknown): string {
  if (!isCalendarDate(value)) return FACTORING_MSG.dueDateRule;
  return isCalendarDate(invoiceDate) && value <= invoiceDate ? FACTORING_MSG.dueDateBeforeInvoice : '';
}

export interface FactoringInvoiceDraft {
  invoiceNo: unknown;
  invoiceDate: unknown;
  amount: unknown;
  dueDate: unknown;
}
export type InvoiceField = keyof FactoringInvoiceDraft;

/** Each field's message ('' when fine) of one invoice row. */
export function invoiceErrors(inv: FactoringInvoiceDraft, today: string = chinaToday()): Record<InvoiceField, string> {
  return {
    invoiceNo: validateInvoiceNo(inv.invoiceNo),
    invoiceDate: validateInvoiceDate(inv.invoiceDate, today),
    amount: validateInvoiceAmount(inv.amount),
    dueDate: validateDueDate(inv.dueDate, inv.invoiceDate),
  };
}

/** The invoices' total in 分, counting the valid amounts only (the form's live total). */
export function invoicesTotalCents(invoices: readonly { amount: unknown }[]): number {
  return invoices.reduce((sum, inv) => {
    const a = normalizeFactoringAmount(inv.amount, FACTORING_INVOICE_AMOUNT_MAX);
    return a === null ? sum : sum + amountToCents(a);
  }, 0);
}

/** Invoice numbers that appear more than once in the list (trimmed). */
export function repeatedInvoiceNos(invoices: readonly { invoiceNo: unknown }[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const inv of invoices) {
    if (typeof inv.invoiceNo !== 'string') continue;
    const no = inv.invoiceNo.trim();
    if (seen.has(no)) twice.add(no);
    seen.add(no);
  }
  return [...twice];
}

export function validateBuyerName(value: unknown): string {
  if (typeof value !== 'string') return FACTORING_MSG.buyerNameRule;
  const n = [...value.trim()].length;
  return n >= 2 && n <= FACTORING_NAME_MAX && !/\p{Cc}/u.test(value) ? '' : FACTORING_MSG.buyerNameRule;
}

export function validateBuyerCreditCode(value: unknown): string {
  return validateCreditCode(typeof value === 'string' ? value : '');
}

export function validateFactoringTerm(value: unknown): string {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FACTORING_TERM_MIN &&
    value <= FACTORING_TERM_MAX
    ? ''
    : FACTORING_MSG.termRule;
}

export function validateReceiveAccount(value: unknown): string {
  if (typeof value !== 'string') return FACTORING_MSG.accountRule;
  const n = [...value.trim()].length;
  return n >= 1 && n <= FACTORING_ACCOUNT_MAX && !/\p{Cc}/u.test(value) ? '' : FACTORING_MSG.accountRule;
}

/** The financing amount against the rule and the invoices' total ('' when fine). */
export function validateFinancingAmount(value: unknown, invoicesTotal: number): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return FACTORING_MSG.amountRequired;
  const a = normalizeFactoringAmount(value);
  if (a === null) return FACTORING_MSG.amountRule;
  return amountToCents(a) > invoicesTotal ? FACTORING_MSG.amountOverInvoices : '';
}

/** Payment account of a 放款: 6-40 digits, spaces or dashes (as a bank account is written). */
export function validatePayAccount(value: unknown): string {
  return typeof value === 'string' && /^[0-9 -]{6,40}$/.test(value.trim()) && /\d{6}/.test(value.replace(/[ -]/g, ''))
    ? ''
    : FACTORING_MSG.payAccountRule;
}

/** The title of an application on the product home and in the notices. */
export function factoringTitle(applyNo: string): string {
  return `保理融资申请 ${applyNo}`;
}
