/** The columns of the operations' export of factoring applications (the export kit, platform/export.ts). */
import { toDisplayTime } from '@portal/shared';
import type { ExportColumn } from '../../platform/export.ts';
import type { FactoringRow } from './repo.ts';

const AMOUNT = '#,##0.00';
const money = (v: string | null) => (v === null ? null : Number(v));

export const EXPORT_COLUMNS: ExportColumn<FactoringRow>[] = [
  { header: '融资申请编号', width: 22, value: (r) => r.applyNo },
  { header: '申请企业', width: 30, value: (r) => r.entName },
  { header: '申请人', width: 10, value: (r) => r.applicantName },
  { header: '债务人', width: 30, value: (r) => r.buyerName },
  { header: '债务人统一社会信用代码', width: 22, value: (r) => r.buyerCreditCode },
  { header: '发票张数', width: 10, value: (r) => r.invoiceCount },
  { header: '发票金额合计（元）', width: 18, numFmt: AMOUNT, value: (r) => money(r.invoiceTotal) },
  { header: '融资金额（元）', width: 18, numFmt: AMOUNT, value: (r) => money(r.amount) },
  { header: '期限（天）', width: 10, value: (r) => r.termDays },
  { header: '回款账户', width: 30, value: (r) => r.receiveAccount },
  { header: '状态', width: 10, value: (r) => r.status },
  { header: '放款金额（元）', width: 18, numFmt: AMOUNT, value: (r) => money(r.realMoney) },
  { header: '放款日期', width: 12, value: (r) => r.realDate },
  { header: '申请时间', width: 18, value: (r) => toDisplayTime(r.createdAt) },
];
