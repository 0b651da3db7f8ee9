/**
 * The enterprise's invoices (发票管理): the list and its export (same filters, paged and batched in SQL), confirmation
 * (勾选认证) of input invoices, and the confirmation summary by type (queryInvoiceConfirm).
 */
import type { FastifyInstance } from 'fastify';
import {
  BUTTON,
  INPUT_INVOICE_TYPE,
  INVOICE_SOURCE,
  MENU,
  OUTPUT_INVOICE_TYPE,
  TAX_CALCULATION,
  currentPeriod,
  labelOf,
} from '@portal/shared';
import * as M from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import { periodService, today } from './periods.ts';
import { confirmInvoices, invoiceConfirmTypes, invoiceList, type InvoiceFilter, type InvoiceRow } from './repo.ts';

const AMOUNT = '#,##0.00';
const page = { menu: MENU.tax.invoice };

function invoiceOf(r: InvoiceRow) {
  return {
    id: r.id,
    direction: r.direction as 'input' | 'output',
    invoiceType: r.invoiceType,
    invoiceCode: r.invoiceCode,
    invoiceNo: r.invoiceNo,
    issueDate: r.issueDate,
    counterparty: r.counterparty,
    amount: r.amount,
    taxAmount: r.taxAmount,
    taxRate: r.taxRate,
    source: r.source,
    taxCalculation: r.taxCalculation,
    confirmed: r.confirmed,
    period: r.period,
  };
}

/** A select left on 全部 sends '': no filter. */
function filterOf(body: InvoiceFilter): InvoiceFilter {
  return {
    direction: body.direction || undefined,
    invoiceType: body.invoiceType || undefined,
    period: body.period || undefined,
    keyword: body.keyword || undefined,
    confirmed: body.confirmed,
  };
}

const typeLabel = (r: InvoiceRow) =>
  labelOf(r.direction === 'input' ? INPUT_INVOICE_TYPE : OUTPUT_INVOICE_TYPE, r.invoiceType);

const INVOICE_COLUMNS: ExportColumn<InvoiceRow>[] = [
  { header: '方向', width: 8, value: (r) => (r.direction === 'input' ? '进项' : '销项') },
  { header: '发票类型', width: 20, value: typeLabel },
  { header: '发票代码', width: 14, value: (r) => r.invoiceCode },
  { header: '发票号码', width: 22, value: (r) => r.invoiceNo },
  { header: '开票日期', width: 12, value: (r) => r.issueDate },
  { header: '对方单位', width: 30, value: (r) => r.counterparty },
  { header: '金额', width: 16, numFmt: AMOUNT, value: (r) => Number(r.amount) },
  { header: '税率', width: 8, value: (r) => r.taxRate },
  { header: '税额', width: 16, numFmt: AMOUNT, value: (r) => Number(r.taxAmount) },
  {
    header: '价税合计',
    width: 16,
    numFmt: AMOUNT,
    value: (r) => (Math.round(Number(r.amount) * 100) + Math.round(Number(r.taxAmount) * 100)) / 100,
  },
  { header: '来源', width: 18, value: (r) => labelOf(INVOICE_SOURCE, r.source) },
  { header: '计税方法', width: 10, value: (r) => labelOf(TAX_CALCULATION, r.taxCalculation) },
  { header: '状态', width: 8, value: (r) => M.invoiceConfirmText(r) },
  { header: '所属期', width: 10, value: (r) => r.period },
];

export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'invoicePage', { access: page }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize, ...filter } = req.body;
    const result = await pageOf(invoiceList(db, s.entId, filterOf(filter)), currentPage, pageSize);
    return okPage({ ...result, records: result.records.map(invoiceOf) });
  });

  endpoint(app, 'invoiceExport', { access: { button: BUTTON.tax.invoiceExport } }, async (req, reply) => {
    const s = sessionOf(req);
    const list = invoiceList(db, s.entId, filterOf(req.body));
    return sendXlsx(reply, {
      fileName: `发票清单_${today()}.xlsx`,
      sheet: '发票清单',
      columns: INVOICE_COLUMNS,
      batches: batchesOf(list, 1000, EXPORT_MAX_ROWS),
    });
  });

  endpoint(app, 'invoiceConfirm', { access: { button: BUTTON.tax.invoiceConfirm } }, async (req) => {
    const s = sessionOf(req);
    const confirmed = await confirmInvoices(db, s.entId, req.body.ids);
    if (confirmed === 0) throw fail.business(M.INVOICE_NONE_TO_CONFIRM);
    return ok([{ confirmed }], M.invoicesConfirmed(confirmed));
  });

  endpoint(app, 'invoiceConfirmTypes', { access: page }, async (req) => {
    const s = sessionOf(req);
    const day = today();
    const periodicity = (await periodService(app.deps).ensure(s.entId, day)).get('01') ?? 'monthly';
    const period = req.query.period ?? String(currentPeriod('01', day, { periodicity }).period);
    return ok(await invoiceConfirmTypes(db, s.entId, period));
  });
}
