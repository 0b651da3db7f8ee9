/**
 * Payments (支付, product code 08): the enterprise's bank accounts (§7.4 getBankAccountList on the manage service),
 * its payment orders (付款单) of the /bestPay (翼支付) and /webPay (网银) sub-apps, their 电子回单, and the bank
 * channels the /eFinancialGateway sub-app shows. Everything is scoped to the session's enterprise.
 */
import { z } from 'zod';
import {
  PAYMENT_CHANNEL_STATUSES,
  PAYMENT_CHANNEL_TYPES,
  PAYMENT_ORDER_STATUSES,
  BANK_ACCOUNT_STATUSES,
  normalizePaymentAmount,
  validatePayeeAccountNo,
  validatePayeeBank,
  validatePayeeName,
  validatePaymentPurpose,
  validatePaymentRemark,
} from '../payment/rules.ts';
import * as M from '../payment/messages.ts';
import { defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** An account of the enterprise; the number leaves the server masked except its last 4 digits. */
export const BankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  accountName: z.string(),
  accountNoMasked: z.string(),
  currency: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** A bank channel as the enterprise sees it; the success rate is of its own finished orders ("95.00", % ). */
export const PaymentChannelSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  channelType: z.enum(PAYMENT_CHANNEL_TYPES),
  status: z.enum(PAYMENT_CHANNEL_STATUSES),
  singleLimit: z.string(),
  dailyLimit: z.string(),
  lastCheckAt: z.string().nullable(),
  successRate: z.string().nullable(),
  finishedCount: z.number().int(),
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

export const PaymentOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  channelType: z.enum(PAYMENT_CHANNEL_TYPES),
  channelBank: z.string(),
  payerAccountId: z.string(),
  payerAccountName: z.string(),
  payerBank: z.string(),
  payerAccountNoMasked: z.string(),
  payeeName: z.string(),
  payeeAccountNo: z.string(),
  payeeBank: z.string(),
  /** 元, two decimals ("1500.00"). */
  amount: z.string(),
  purpose: z.string(),
  remark: z.string(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  failReason: z.string().nullable(),
  receiptNo: z.string().nullable(),
  creatorName: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

/** 电子回单 of a paid order. */
export const PaymentReceiptSchema = z.object({
  receiptNo: z.string(),
  orderNo: z.string(),
  channelType: z.enum(PAYMENT_CHANNEL_TYPES),
  channelBank: z.string(),
  payerName: z.string(),
  payerAccountNoMasked: z.string(),
  payerBank: z.string(),
  payeeName: z.string(),
  payeeAccountNo: z.string(),
  payeeBank: z.string(),
  amount: z.string(),
  /** 大写金额 (amountInChinese). */
  amountInWords: z.string(),
  purpose: z.string(),
  paidAt: z.string(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

const id = (error: string) => z.string({ error }).trim().min(1, error).max(40, error).regex(/^\d+$/, error);
const orderId = id(M.PAYMENT_ORDER_ID_RULE);
const channelType = z.enum(PAYMENT_CHANNEL_TYPES, { error: M.PAYMENT_CHANNEL_TYPE_RULE });
// A select left on "全部" sends ''.
const optional = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();
const checked = (max: number, rule: (v: unknown) => string, error: string) =>
  z
    .string({ error })
    .max(max, { error })
    .refine((v) => rule(v) === '', { error });

export const PaymentOrderPageQuerySchema = z.object({
  channelType,
  status: optional(z.enum(PAYMENT_ORDER_STATUSES)),
  /** 付款单号, 收款户名 or 用途 contains it. */
  keyword: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export type PaymentOrderPageQuery = z.input<typeof PaymentOrderPageQuerySchema>;

export const PaymentOrderInputSchema = z.object({
  /** The idempotency key, generated once per form: the same key twice gives the same order. */
  requestId: z
    .string({ error: M.PAYMENT_REQUEST_ID_RULE })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: M.PAYMENT_REQUEST_ID_RULE }),
  channelType,
  payerAccountId: id(M.PAYMENT_PAYER_REQUIRED),
  payeeName: checked(100, validatePayeeName, M.PAYMENT_PAYEE_NAME_RULE),
  payeeAccountNo: checked(30, validatePayeeAccountNo, M.PAYMENT_PAYEE_ACCOUNT_RULE),
  payeeBank: checked(100, validatePayeeBank, M.PAYMENT_PAYEE_BANK_RULE),
  // A JSON number or a decimal string; the two-decimal rule is checked on the text.
  amount: z
    .union([z.number(), z.string().max(20)], { error: M.PAYMENT_AMOUNT_RULE })
    .refine((v) => normalizePaymentAmount(v) !== null, { error: M.PAYMENT_AMOUNT_RULE }),
  purpose: checked(100, validatePaymentPurpose, M.PAYMENT_PURPOSE_RULE),
  remark: z
    .string({ error: M.PAYMENT_REMARK_RULE })
    .max(200, { error: M.PAYMENT_REMARK_RULE })
    .refine((v) => validatePaymentRemark(v) === '', { error: M.PAYMENT_REMARK_RULE })
    .default(''),
  /** true: 提交 (to the bank); false: 保存 (已创建, submitted later or 撤销). */
  submit: z.boolean().default(true),
});
export type PaymentOrderInput = z.input<typeof PaymentOrderInputSchema>;

export const PAYMENT_ENDPOINTS = defineEndpoints({
  getBankAccountList: {
    service: 'manage',
    method: 'POST',
    path: '/bankAccount/getBankAccountList',
    summary: '企业银行账户列表（本企业，账号仅显示后4位）',
    body: z.object({ status: optional(z.enum(BANK_ACCOUNT_STATUSES)) }).nullish(),
    response: envelope(BankAccountSchema),
  },
  paymentChannelList: {
    service: 'payment',
    method: 'POST',
    path: '/channel/list',
    summary: '银行通道列表（状态、单笔与日累计限额、最近检测时间、本企业付款成功率）',
    body: z.object({ channelType: optional(channelType) }).nullish(),
    response: envelope(PaymentChannelSchema),
  },
  paymentOrderPage: {
    service: 'payment',
    method: 'POST',
    path: '/order/page',
    summary: '付款单分页查询（本企业，按支付渠道）',
    body: PaymentOrderPageQuerySchema,
    response: pageEnvelope(PaymentOrderSchema),
  },
  paymentOrderAdd: {
    service: 'payment',
    method: 'POST',
    path: '/order/add',
    summary: '新建付款单（保存或提交；同一请求编号只生成一笔）',
    body: PaymentOrderInputSchema,
    response: envelope(PaymentOrderSchema),
  },
  paymentOrderSubmit: {
    service: 'payment',
    method: 'POST',
    path: '/order/submit',
    summary: '提交已创建的付款单',
    body: z.object({ id: orderId }),
    response: envelope(PaymentOrderSchema),
  },
  paymentOrderCancel: {
    service: 'payment',
    method: 'POST',
    path: '/order/cancel',
    summary: '撤销已创建的付款单',
    body: z.object({ id: orderId }),
    response: envelope(PaymentOrderSchema),
  },
  paymentOrderDetail: {
    service: 'payment',
    method: 'GET',
    path: '/order/detail',
    summary: '付款单详情',
    query: z.object({ id: orderId }),
    response: envelope(PaymentOrderSchema),
  },
  paymentOrderReceipt: {
    service: 'payment',
    method: 'GET',
    path: '/order/receipt',
    summary: '电子回单（已支付的付款单）',
    query: z.object({ id: orderId }),
    response: envelope(PaymentReceiptSchema),
  },
});
