/**
 * Factoring area (保理, §2.3 /efactoring and /efactoring_yunying): an enterprise's factoring applications (the buyer,
 * the invoices transferred, the financing asked), their review by operations on the workflow module
 * (`factoringReview`), and the payment (放款). The applicant's calls are scoped to the session's enterprise; the
 * operations' calls read every enterprise. The field rules are factoring/rules.ts's, which the sub-app's form uses.
 */
import { z } from 'zod';
import {
  FACTORING_INVOICES_MAX,
  FACTORING_MSG,
  FACTORING_OPINION_MAX,
  FACTORING_STATUSES,
  FACTORING_INVOICE_AMOUNT_MAX,
  invoiceErrors,
  invoicesTotalCents,
  normalizeFactoringAmount,
  repeatedInvoiceNos,
  validateBuyerName,
  validateBuyerCreditCode,
  validateFactoringTerm,
  validateFinancingAmount,
  validatePayAccount,
  validateReceiveAccount,
  type InvoiceField,
} from '../factoring/rules.ts';
import { BLOB, defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';

export const FactoringInvoiceSchema = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  /** 元, two-place decimal text. */
  amount: z.string(),
  dueDate: z.string(),
});
export type FactoringInvoice = z.infer<typeof FactoringInvoiceSchema>;

/** An application as the lists show it. Amounts are two-place decimal texts in 元. */
export const FactoringApplicationSchema = z.object({
  id: z.string(),
  /** 融资申请编号 (FA + date + serial), the number the notices quote. */
  applyNo: z.string(),
  entName: z.string(),
  applicantName: z.string(),
  buyerName: z.string(),
  buyerCreditCode: z.string(),
  invoiceCount: z.number().int(),
  invoiceTotal: z.string(),
  amount: z.string(),
  termDays: z.number().int(),
  receiveAccount: z.string(),
  status: z.enum(FACTORING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The payment, once registered (已放款). */
  realMoney: z.string().nullable(),
  realDate: z.string().nullable(),
});
export type FactoringApplication = z.infer<typeof FactoringApplicationSchema>;

/** One line of an application's status history: who moved it, when, and the opinion given. */
export const FactoringHistorySchema = z.object({
  status: z.enum(FACTORING_STATUSES),
  action: z.string(),
  operatorName: z.string(),
  opinion: z.string(),
  at: z.string(),
});
export type FactoringHistory = z.infer<typeof FactoringHistorySchema>;

export const FactoringDetailSchema = FactoringApplicationSchema.extend({
  invoices: z.array(FactoringInvoiceSchema),
  history: z.array(FactoringHistorySchema),
  payAccount: z.string().nullable(),
  /** The applicant may withdraw it now (待审核). */
  canWithdraw: z.boolean(),
});
export type FactoringDetail = z.infer<typeof FactoringDetailSchema>;

/** An application in the operations' lists: the caller's open review task on it, if any. */
export const FactoringReviewItemSchema = FactoringApplicationSchema.extend({ taskId: z.string().nullable() });
export type FactoringReviewItem = z.infer<typeof FactoringReviewItemSchema>;

export const FactoringReviewDetailSchema = FactoringDetailSchema.extend({
  taskId: z.string().nullable(),
  /** The caller may decide now (their to-do, not their own application). */
  canReview: z.boolean(),
  canDisburse: z.boolean(),
  /** Why the caller may not act although the step names them (their own application); '' otherwise. */
  refusal: z.string(),
});
export type FactoringReviewDetail = z.infer<typeof FactoringReviewDetailSchema>;

const id = z.string().trim().min(1).max(40).regex(/^\d+$/, '申请编号格式不正确');
// A select left on "全部" sends ''.
const optional = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();
const keyword = z.string().trim().max(100).optional();

export const FactoringPageQuerySchema = z.object({
  applyNo: keyword,
  buyerName: keyword,
  status: optional(z.enum(FACTORING_STATUSES)),
  ...pageQuery,
});
export type FactoringPageQuery = z.input<typeof FactoringPageQuerySchema>;

const reviewFilter = {
  applyNo: keyword,
  buyerName: keyword,
  entName: keyword,
  status: optional(z.enum(FACTORING_STATUSES)),
};
export const FactoringReviewQuerySchema = z.object({ ...reviewFilter, ...pageQuery });
export type FactoringReviewQuery = z.input<typeof FactoringReviewQuerySchema>;

const text = (max: number, message: string) => z.string({ error: message }).max(max, { error: message });
const amountField = (message: string, max?: number) =>
  z
    .union([z.number(), z.string().max(20)], { error: message })
    .refine((v) => normalizeFactoringAmount(v, max) !== null, { error: message });

export const FactoringInvoiceInputSchema = z.object({
  invoiceNo: text(20, FACTORING_MSG.invoiceNoRule),
  invoiceDate: text(10, FACTORING_MSG.invoiceDateRule),
  amount: amountField(FACTORING_MSG.invoiceAmountRule, FACTORING_INVOICE_AMOUNT_MAX),
  dueDate: text(10, FACTORING_MSG.dueDateRule),
});
export type FactoringInvoiceInput = z.input<typeof FactoringInvoiceInputSchema>;

const FIELD_ORDER: InvoiceField[] = ['invoiceNo', 'invoiceDate', 'amount', 'dueDate'];

/**
 * The application: each field by its rule, then the rules across fields — each invoice's dates (开票日期 not in
 * the future, 到期日 after it), no invoice twice, and the financing amount within the invoices' total.
 */
export const FactoringApplyInputSchema = z
  .object({
    buyerName: text(200, FACTORING_MSG.buyerNameRule).refine((v) => validateBuyerName(v) === '', {
      error: FACTORING_MSG.buyerNameRule,
    }),
    buyerCreditCode: z.string({ error: '请输入统一社会信用代码' }).max(40, { error: '统一社会信用代码应为18位' }),
    invoices: z
      .array(FactoringInvoiceInputSchema, { error: FACTORING_MSG.invoicesRequired })
      .min(1, { error: FACTORING_MSG.invoicesRequired })
      .max(FACTORING_INVOICES_MAX, { error: FACTORING_MSG.invoicesTooMany }),
    amount: z.union([z.number(), z.string().max(20)], { error: FACTORING_MSG.amountRule }),
    termDays: z.number({ error: FACTORING_MSG.termRule }),
    receiveAccount: text(200, FACTORING_MSG.accountRule),
  })
  .superRefine((v, ctx) => {
    const creditCode = validateBuyerCreditCode(v.buyerCreditCode);
    if (creditCode) ctx.addIssue({ code: 'custom', path: ['buyerCreditCode'], message: creditCode });
    v.invoices.forEach((inv, i) => {
      const errors = invoiceErrors(inv);
      const field = FIELD_ORDER.find((f) => errors[f]);
      if (field)
        ctx.addIssue({ code: 'custom', path: ['invoices', i, field], message: `第${i + 1}张发票：${errors[field]}` });
    });
    const twice = repeatedInvoiceNos(v.invoices);
    if (twice.length)
      ctx.addIssue({
        code: 'custom',
        path: ['invoices'],
        message: `${FACTORING_MSG.invoiceRepeated}：${twice.join('、')}`,
      });
    const amount = validateFinancingAmount(v.amount, invoicesTotalCents(v.invoices));
    if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
    const term = validateFactoringTerm(v.termDays);
    if (term) ctx.addIssue({ code: 'custom', path: ['termDays'], message: term });
    const account = validateReceiveAccount(v.receiveAccount);
    if (account) ctx.addIssue({ code: 'custom', path: ['receiveAccount'], message: account });
  });
export type FactoringApplyInput = z.input<typeof FactoringApplyInputSchema>;

export const FACTORING_ENDPOINTS = defineEndpoints({
  factoringApplyPage: {
    service: 'factoring',
    method: 'POST',
    path: '/apply/page',
    summary: '保理融资申请分页查询（本企业）',
    body: FactoringPageQuerySchema,
    response: pageEnvelope(FactoringApplicationSchema),
  },
  factoringApplyAdd: {
    service: 'factoring',
    method: 'POST',
    path: '/apply/add',
    summary: '提交保理融资申请（应收账款转让：债务人、发票、融资金额），进入运营审核',
    body: FactoringApplyInputSchema,
    response: envelope(FactoringDetailSchema),
  },
  factoringApplyDetail: {
    service: 'factoring',
    method: 'GET',
    path: '/apply/detail',
    summary: '保理融资申请详情（发票、状态历史、审核意见）',
    query: z.object({ id }),
    response: envelope(FactoringDetailSchema),
  },
  factoringApplyWithdraw: {
    service: 'factoring',
    method: 'POST',
    path: '/apply/withdraw',
    summary: '撤回待审核的保理融资申请',
    body: z.object({ id }),
    response: envelope(FactoringDetailSchema),
  },
  factoringReviewTodo: {
    service: 'factoring',
    method: 'POST',
    path: '/review/todo',
    summary: '待我审核的保理申请（工作流待办）',
    body: FactoringReviewQuerySchema,
    response: pageEnvelope(FactoringReviewItemSchema),
  },
  factoringReviewPage: {
    service: 'factoring',
    method: 'POST',
    path: '/review/page',
    summary: '全部保理申请（运营，全部企业）',
    body: FactoringReviewQuerySchema,
    response: pageEnvelope(FactoringReviewItemSchema),
  },
  factoringReviewExport: {
    service: 'factoring',
    method: 'POST',
    path: '/review/export',
    summary: '导出保理申请（.xlsx，按列表的筛选条件）',
    body: z.object(reviewFilter),
    response: BLOB,
  },
  factoringReviewDetail: {
    service: 'factoring',
    method: 'GET',
    path: '/review/detail',
    summary: '保理申请详情（运营：发票、审核历史、可执行的操作）',
    query: z.object({ id }),
    response: envelope(FactoringReviewDetailSchema),
  },
  factoringReviewDecide: {
    service: 'factoring',
    method: 'POST',
    path: '/review/decide',
    summary: '审核保理申请（通过或驳回；类型8通知申请人，附融资申请数据）',
    body: z.object({
      id,
      approve: z.boolean(),
      opinion: z
        .string()
        .trim()
        .max(FACTORING_OPINION_MAX, { error: FACTORING_MSG.opinionTooLong })
        .refine((v) => !/\p{Cc}/u.test(v.replace(/[\r\n\t]/g, '')), { error: '审核意见包含非法字符' })
        .default(''),
      taskId: z.string().trim().max(40).optional(),
    }),
    response: envelope(FactoringReviewDetailSchema),
  },
  factoringDisburse: {
    service: 'factoring',
    method: 'POST',
    path: '/review/disburse',
    summary: '登记放款（类型9通知申请人，附放款数据）',
    body: z.object({
      id,
      realMoney: amountField(FACTORING_MSG.realMoneyRule),
      receiveAccount: z
        .string({ error: FACTORING_MSG.payAccountRule })
        .max(40, { error: FACTORING_MSG.payAccountRule })
        .refine((v) => validatePayAccount(v) === '', { error: FACTORING_MSG.payAccountRule }),
    }),
    response: envelope(FactoringReviewDetailSchema),
  },
});
