/**
 * §3 Financing notice data: the JSON `data` of the financing notices (§3.1 types 8 financing approval result and
 * 9 loan result), shown as extra labelled rows in the notice detail. The spec gives two shapes:
 * - a payment (放款) record: realMoney, realDate, receiveCompany, receiveAccount, notificationStatus, updateDate;
 * - an application record: financingApplyTime, financingApplyNumber, notificationStatus.
 * `data` comes from another system, so every field is optional except the one that tells the shapes apart, and
 * numbers may arrive as text.
 */
import { z } from 'zod';
import { formatNumber, toDisplayTime } from '../format.ts';
import { parseNoticeData } from './rules.ts';

const text = z.union([z.string(), z.number()]).nullish();

export const financingPaymentDataSchema = z.object({
  realMoney: z.union([z.number(), z.string().min(1)]),
  realDate: text,
  receiveCompany: text,
  receiveAccount: text,
  notificationStatus: text,
  updateDate: text,
});

export const financingApplyDataSchema = z.object({
  financingApplyNumber: z.union([z.string().min(1), z.number()]),
  financingApplyTime: text,
  notificationStatus: text,
});

/** Payment first: a record with realMoney is a payment even if it also repeats the application number. */
export const financingNoticeDataSchema = z.union([financingPaymentDataSchema, financingApplyDataSchema]);
export type FinancingNoticeData = z.infer<typeof financingNoticeDataSchema>;

/** The notice's data as financing data, or null when it is absent or of another shape. */
export function parseFinancingNoticeData(data: unknown): FinancingNoticeData | null {
  const parsed = financingNoticeDataSchema.safeParse(parseNoticeData(data));
  return parsed.success ? parsed.data : null;
}

export const FINANCING_LABELS = {
  realMoney: '放款金额',
  realDate: '放款日期',
  receiveCompany: '收款单位',
  receiveAccount: '收款账号',
  financingApplyTime: '融资申请时间',
  financingApplyNumber: '融资申请编号',
  notificationStatus: '通知状态',
  updateDate: '更新时间',
} as const;

export interface DisplayRow {
  readonly label: string;
  readonly value: string;
}

const EMPTY = '-';

function plain(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return EMPTY;
  const s = String(v).trim();
  return s === '' ? EMPTY : s;
}

/** An ISO instant or epoch milliseconds is shown at +08:00; a date already written for people stays as it is. */
function when(v: string | number | null | undefined): string {
  if (typeof v === 'number' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v.trim()))) {
    return toDisplayTime(v) || plain(v);
  }
  return plain(v);
}

/** Money in 元 with thousands separators and 2 decimals; 0 is a real amount here, not '-'. */
function money(v: string | number): string {
  const s = formatNumber(v, { zeroAsHyphen: false });
  return s === EMPTY ? plain(v) : `${s} 元`;
}

/** The labelled rows of the detail modal, in the order of §3. */
export function financingDisplayRows(data: FinancingNoticeData): DisplayRow[] {
  const L = FINANCING_LABELS;
  if ('realMoney' in data) {
    return [
      { label: L.realMoney, value: money(data.realMoney) },
      { label: L.realDate, value: when(data.realDate) },
      { label: L.receiveCompany, value: plain(data.receiveCompany) },
      { label: L.receiveAccount, value: plain(data.receiveAccount) },
      { label: L.notificationStatus, value: plain(data.notificationStatus) },
      { label: L.updateDate, value: when(data.updateDate) },
    ];
  }
  return [
    { label: L.financingApplyTime, value: when(data.financingApplyTime) },
    { label: L.financingApplyNumber, value: plain(data.financingApplyNumber) },
    { label: L.notificationStatus, value: plain(data.notificationStatus) },
  ];
}
