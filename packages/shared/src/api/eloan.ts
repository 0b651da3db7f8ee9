/**
 * eLoan area (issue 3): the loan applications of the eLoan reference sub-app, scoped to the session's enterprise.
 * The field rules are loan.ts's, which the sub-app's form uses too.
 */
import { z } from 'zod';
import {
  LOAN_PRODUCT_TYPES,
  LOAN_STATUSES,
  LOAN_TERM_MAX,
  LOAN_TERM_MIN,
  normalizeLoanAmount,
  validateLoanPurpose,
} from '../loan.ts';
import * as M from '../messages.ts';
import { defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** A loan application as the API returns it. `amount` is a decimal string with two places ("1500000.00"). */
export const LoanApplicationSchema = z.object({
  id: z.string(),
  applicantName: z.string(),
  productType: z.enum(LOAN_PRODUCT_TYPES),
  amount: z.string(),
  termMonths: z.number().int(),
  purpose: z.string(),
  status: z.enum(LOAN_STATUSES),
  createdAt: z.string(),
});
export type LoanApplication = z.infer<typeof LoanApplicationSchema>;

/** An application as the reviewer sees it: with its enterprise and the reviewer's last opinion. */
export const LoanReviewItemSchema = LoanApplicationSchema.extend({
  entId: z.string(),
  entName: z.string(),
  opinion: z.string().nullable(),
});
export type LoanReviewItem = z.infer<typeof LoanReviewItemSchema>;

const loanId = z.string().trim().min(1).max(40).regex(/^\d+$/, '申请编号格式不正确');

// A select left on "全部" sends ''.
const optional = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();
const keyword = z.string().trim().max(100).optional();

export const LoanPageQuerySchema = z.object({
  applicantName: keyword,
  productType: optional(z.enum(LOAN_PRODUCT_TYPES)),
  purpose: keyword,
  status: optional(z.enum(LOAN_STATUSES)),
  ...pageQuery,
});
export type LoanPageQuery = z.input<typeof LoanPageQuerySchema>;

export const LoanApplicationInputSchema = z.object({
  productType: z.enum(LOAN_PRODUCT_TYPES, { error: M.LOAN_PRODUCT_REQUIRED }),
  // A JSON number or a decimal string; the two-decimal rule is checked on the text (see normalizeLoanAmount).
  amount: z
    .union([z.number(), z.string().max(20)], { error: M.LOAN_AMOUNT_RULE })
    .refine((v) => normalizeLoanAmount(v) !== null, { error: M.LOAN_AMOUNT_RULE }),
  termMonths: z
    .number({ error: M.LOAN_TERM_RULE })
    .int({ error: M.LOAN_TERM_RULE })
    .min(LOAN_TERM_MIN, { error: M.LOAN_TERM_RULE })
    .max(LOAN_TERM_MAX, { error: M.LOAN_TERM_RULE }),
  purpose: z
    .string({ error: M.LOAN_PURPOSE_RULE })
    .max(1000, { error: M.LOAN_PURPOSE_RULE })
    .refine((v) => validateLoanPurpose(v) === '', { error: M.LOAN_PURPOSE_RULE }),
});
export type LoanApplicationInput = z.input<typeof LoanApplicationInputSchema>;

export const ELOAN_ENDPOINTS = defineEndpoints({
  eloanApplyPage: {
    service: 'eLoan',
    method: 'POST',
    path: '/loanApply/page',
    summary: '贷款申请分页查询（本企业）',
    body: LoanPageQuerySchema,
    response: pageEnvelope(LoanApplicationSchema),
  },
  eloanApplyAdd: {
    service: 'eLoan',
    method: 'POST',
    path: '/loanApply/add',
    summary: '提交贷款申请',
    body: LoanApplicationInputSchema,
    response: envelope(LoanApplicationSchema),
  },
  eloanApplyDetail: {
    service: 'eLoan',
    method: 'GET',
    path: '/loanApply/detail',
    summary: '贷款申请详情',
    query: z.object({ id: z.string().trim().min(1).max(40) }),
    response: envelope(LoanApplicationSchema),
  },
  eloanReviewPage: {
    service: 'eLoan',
    method: 'POST',
    path: '/loanReview/page',
    summary: '贷款申请审批列表（运营审批人，全部企业）',
    body: LoanPageQuerySchema,
    response: pageEnvelope(LoanReviewItemSchema),
  },
  eloanReview: {
    service: 'eLoan',
    method: 'POST',
    path: '/loanReview/decide',
    summary: '审批贷款申请（通过或驳回；类型8通知申请人，附融资申请数据）',
    body: z.object({
      id: loanId,
      approve: z.boolean(),
      opinion: z.string().trim().max(500).default(''),
    }),
    response: envelope(LoanReviewItemSchema),
  },
  eloanDisburse: {
    service: 'eLoan',
    method: 'POST',
    path: '/loanReview/disburse',
    summary: '登记放款（类型9通知申请人，附放款数据）',
    body: z.object({
      id: loanId,
      realMoney: z
        .union([z.number(), z.string().max(20)], { error: M.LOAN_AMOUNT_RULE })
        .refine((v) => normalizeLoanAmount(v) !== null, { error: M.LOAN_AMOUNT_RULE }),
      receiveAccount: z
        .string()
        .trim()
        .min(6)
        .max(40)
        .regex(/^[0-9 -]+$/, '收款账号格式不正确'),
    }),
    response: envelope(LoanReviewItemSchema),
  },
});
