/**
 * Carbon assets (碳资产, §1 product code 06; sub-apps /carbon and /carbonAdmin, §2.3): an enterprise's carbon account
 * per compliance year, its trades and surrenders (the session's enterprise only), and the operations desk over every
 * enterprise's accounts (allocations and verified emissions, the list and its export). Rules: carbon/rules.ts.
 */
import { z } from 'zod';
import {
  CARBON_ASSETS,
  CARBON_STATES,
  CARBON_TRADE_SIDES,
  carbonDefaultDeadline,
  isCarbonDate,
  normalizeCarbonPrice,
  normalizeCarbonTonnes,
  validateCarbonCounterparty,
  validateCarbonTradeDate,
  validateCarbonYear,
} from '../carbon/rules.ts';
import { CARBON_MSG } from '../carbon/messages.ts';
import { labelled } from '../field-labels.ts';
import { BLOB, defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** A compliance year's account with its derived figures (whole tonnes; null until the emissions are verified). */
export const CarbonAccountSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  allocation: z.number().int(),
  verifiedEmission: z.number().int().nullable(),
  allowanceBought: z.number().int(),
  allowanceSold: z.number().int(),
  ccerBought: z.number().int(),
  ccerSold: z.number().int(),
  allowanceSurrendered: z.number().int(),
  ccerSurrendered: z.number().int(),
  allowanceHeld: z.number().int(),
  ccerHeld: z.number().int(),
  ccerCap: z.number().int().nullable(),
  surrendered: z.number().int(),
  outstanding: z.number().int().nullable(),
  gap: z.number().int().nullable(),
  surplus: z.number().int().nullable(),
  state: z.enum(CARBON_STATES),
  /** 清缴截止日 YYYY-MM-DD. */
  deadline: z.string(),
  overdue: z.boolean(),
  updatedAt: z.string(),
});
export type CarbonAccount = z.infer<typeof CarbonAccountSchema>;

/** An account as operations see it: with its enterprise. */
export const CarbonAdminAccountSchema = CarbonAccountSchema.extend({ entId: z.string(), entName: z.string() });
export type CarbonAdminAccount = z.infer<typeof CarbonAdminAccountSchema>;

export const CarbonTradeSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  side: z.enum(CARBON_TRADE_SIDES),
  asset: z.enum(CARBON_ASSETS),
  tradeDate: z.string(),
  counterparty: z.string(),
  quantity: z.number().int(),
  /** 元/吨, two-place text. */
  price: z.string(),
  /** 元, two-place text. */
  amount: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type CarbonTrade = z.infer<typeof CarbonTradeSchema>;

export const CarbonSurrenderSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  allowanceQty: z.number().int(),
  ccerQty: z.number().int(),
  /** 已清缴: a surrender is executed when it is accepted (the checks are the registry's). */
  status: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type CarbonSurrender = z.infer<typeof CarbonSurrenderSchema>;

export const CarbonAdminDetailSchema = z.object({
  account: CarbonAdminAccountSchema,
  trades: z.array(CarbonTradeSchema),
  surrenders: z.array(CarbonSurrenderSchema),
});

// A select left on "全部" sends ''.
const optional = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();
const year = labelled(
  z.coerce
    .number({ error: CARBON_MSG.yearRule })
    .int({ error: CARBON_MSG.yearRule })
    .refine((v) => validateCarbonYear(v) === '', { error: CARBON_MSG.yearRule }),
  '履约年度',
);
const yearFilter = z.union([year, z.literal('')]).optional();
const tonnes = (label: string, min: number, error: string) =>
  labelled(
    z
      .union([z.number(), z.string().max(20, error)], { error })
      .refine((v) => normalizeCarbonTonnes(v, min) !== null, { error })
      .transform((v) => normalizeCarbonTonnes(v, min)!),
    label,
  );
const entId = labelled(
  z.string({ error: CARBON_MSG.entRule }).trim().min(1, CARBON_MSG.entRule).max(40).regex(/^\d+$/, CARBON_MSG.entRule),
  '企业',
);
const accountId = z.string().trim().min(1).max(40).regex(/^\d+$/, '账户编号格式不正确');

export const CarbonTradePageQuerySchema = z.object({
  year: yearFilter,
  side: optional(z.enum(CARBON_TRADE_SIDES)),
  asset: optional(z.enum(CARBON_ASSETS)),
  counterparty: z.string().trim().max(100).optional(),
  ...pageQuery,
});

export const CarbonTradeInputSchema = z.object({
  year,
  side: labelled(z.enum(CARBON_TRADE_SIDES, { error: CARBON_MSG.sideRule }), '交易方向'),
  asset: labelled(z.enum(CARBON_ASSETS, { error: CARBON_MSG.assetRule }), '交易品种'),
  tradeDate: labelled(
    z
      .string({ error: CARBON_MSG.dateFormat })
      .max(10, CARBON_MSG.dateFormat)
      .superRefine((v, ctx) => {
        const msg = validateCarbonTradeDate(v);
        if (msg) ctx.addIssue({ code: 'custom', message: msg });
      }),
    '成交日期',
  ),
  counterparty: labelled(
    z
      .string({ error: CARBON_MSG.counterpartyRule })
      .max(200, CARBON_MSG.counterpartyRule)
      .refine((v) => validateCarbonCounterparty(v) === '', { error: CARBON_MSG.counterpartyRule })
      .transform((v) => v.trim()),
    '交易对手',
  ),
  quantity: tonnes('成交数量', 1, CARBON_MSG.quantityRule),
  price: labelled(
    z
      .union([z.number(), z.string().max(20, CARBON_MSG.priceRule)], { error: CARBON_MSG.priceRule })
      .refine((v) => normalizeCarbonPrice(v) !== null, { error: CARBON_MSG.priceRule })
      .transform((v) => normalizeCarbonPrice(v)!),
    '成交单价',
  ),
});
export type CarbonTradeInput = z.input<typeof CarbonTradeInputSchema>;

export const CarbonSurrenderInputSchema = z.object({
  year,
  allowanceQty: tonnes('清缴配额', 0, CARBON_MSG.surrenderQuantityRule).default(0),
  ccerQty: tonnes('清缴CCER', 0, CARBON_MSG.surrenderQuantityRule).default(0),
});
export type CarbonSurrenderInput = z.input<typeof CarbonSurrenderInputSchema>;

export const CarbonAdminPageQuerySchema = z.object({
  entName: z.string().trim().max(100).optional(),
  year: yearFilter,
  state: optional(z.enum(CARBON_STATES)),
  ...pageQuery,
});
export type CarbonAdminPageQuery = z.input<typeof CarbonAdminPageQuerySchema>;

/** What operations enter for an enterprise and year; a field left out keeps its stored value. */
export const CarbonAdminSaveSchema = z
  .object({
    entId,
    year,
    allocation: tonnes('配额分配量', 0, CARBON_MSG.allocationRule).optional(),
    /** null clears a wrong entry (the year is then 未核查 again). */
    verifiedEmission: labelled(
      z
        .union([z.number(), z.string().max(20, CARBON_MSG.emissionRule), z.null()], { error: CARBON_MSG.emissionRule })
        .refine((v) => v === null || normalizeCarbonTonnes(v, 0) !== null, { error: CARBON_MSG.emissionRule })
        .transform((v) => (v === null ? null : normalizeCarbonTonnes(v, 0)!)),
      '核查排放量',
    ).optional(),
    deadline: labelled(
      z.string({ error: CARBON_MSG.deadlineRule }).max(10, CARBON_MSG.deadlineRule),
      '清缴截止日',
    ).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.deadline === undefined) return;
    if (!isCarbonDate(v.deadline) || v.deadline <= `${v.year}-12-31`)
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: CARBON_MSG.deadlineRule });
  });
export type CarbonAdminSave = z.input<typeof CarbonAdminSaveSchema>;

export { carbonDefaultDeadline };

export const CARBON_ENDPOINTS = defineEndpoints({
  carbonAccounts: {
    service: 'carbon',
    method: 'GET',
    path: '/account/list',
    summary: '本企业各履约年度的碳账户（配额、核查排放量、交易、清缴、缺口与履约状态）',
    query: z.object({}),
    response: envelope(CarbonAccountSchema),
  },
  carbonTradePage: {
    service: 'carbon',
    method: 'POST',
    path: '/trade/page',
    summary: '碳交易分页查询（本企业）',
    body: CarbonTradePageQuerySchema,
    response: pageEnvelope(CarbonTradeSchema),
  },
  carbonTradeAdd: {
    service: 'carbon',
    method: 'POST',
    path: '/trade/add',
    summary: '登记碳交易（买入/卖出；卖出不超过持有量）',
    body: CarbonTradeInputSchema,
    response: envelope(CarbonTradeSchema),
  },
  carbonSurrenderPage: {
    service: 'carbon',
    method: 'POST',
    path: '/surrender/page',
    summary: '清缴记录分页查询（本企业）',
    body: z.object({ year: yearFilter, ...pageQuery }),
    response: pageEnvelope(CarbonSurrenderSchema),
  },
  carbonSurrenderAdd: {
    service: 'carbon',
    method: 'POST',
    path: '/surrender/add',
    summary: '清缴申请（不超过持有量、待清缴量，CCER不超过核查排放量的5%）',
    body: CarbonSurrenderInputSchema,
    response: envelope(CarbonAccountSchema),
  },
  carbonAdminPage: {
    service: 'carbon',
    method: 'POST',
    path: '/admin/page',
    summary: '各企业碳账户分页查询（运营）',
    body: CarbonAdminPageQuerySchema,
    response: pageEnvelope(CarbonAdminAccountSchema),
  },
  carbonAdminDetail: {
    service: 'carbon',
    method: 'GET',
    path: '/admin/detail',
    summary: '碳账户详情（运营；含最近的交易与清缴）',
    query: z.object({ id: accountId }),
    response: envelope(CarbonAdminDetailSchema),
  },
  carbonAdminSave: {
    service: 'carbon',
    method: 'POST',
    path: '/admin/save',
    summary: '登记企业某履约年度的配额分配与核查排放量（运营，记审计日志）',
    body: CarbonAdminSaveSchema,
    response: envelope(CarbonAdminAccountSchema),
  },
  carbonAdminEnterprises: {
    service: 'carbon',
    method: 'GET',
    path: '/admin/enterprises',
    summary: '按名称查找企业（登记表单的企业选择）',
    query: z.object({ keyword: z.string().trim().min(1).max(100) }),
    response: envelope(z.object({ id: z.string(), name: z.string() })),
  },
  carbonAdminExport: {
    service: 'carbon',
    method: 'GET',
    path: '/admin/export',
    summary: '各企业碳账户导出（.xlsx，与分页查询同条件）',
    query: z.object({
      entName: z.string().trim().max(100).optional(),
      year: yearFilter,
      state: optional(z.enum(CARBON_STATES)),
    }),
    response: BLOB,
  },
});
