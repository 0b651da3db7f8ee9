/**
 * The demo tax table formats (taxTableFormatConfig): cut-down versions of the real returns and ledgers, with the
 * total rules their lines follow (shared tax/table-check.ts). Rows of a return are named by 栏次 (rowKey); ledgers
 * are lists whose every row must add up. VAT_MAIN comes with its lines in its import template (presetRows).
 */
import type { TaxTableColumn, TaxTableFormat } from '@portal/shared';

export interface SeedTaxTableFormat {
  tableCode: string;
  tableName: string;
  taxType: string;
  local: boolean;
  sort: number;
  format: TaxTableFormat;
}

const text = (key: string, title: string, more: Partial<TaxTableColumn> = {}): TaxTableColumn => ({
  key,
  title,
  type: 'text',
  ...more,
});
const num = (key: string, title: string, required = false): TaxTableColumn => ({
  key,
  title,
  type: 'number',
  ...(required ? { required } : {}),
});
const date = (key: string, title: string, required = false): TaxTableColumn => ({
  key,
  title,
  type: 'date',
  ...(required ? { required } : {}),
});
const line = (lineNo: string, item: string) => ({ lineNo, item });
const lineColumns = [
  text('lineNo', '栏次', { required: true, maxLength: 4 }),
  text('item', '项目', { required: true }),
];

/** 增值税及附加税费申报表（一般纳税人适用）主表, cut down to the lines its totals use. */
const VAT_MAIN: TaxTableFormat = {
  tableCode: 'VAT_MAIN',
  name: '增值税及附加税费申报表（一般纳税人适用）',
  version: '2025.1',
  rowKey: 'lineNo',
  columns: [
    ...lineColumns,
    num('general', '一般项目本月数'),
    num('generalYear', '一般项目本年累计'),
    num('immediate', '即征即退项目本月数'),
  ],
  totals: [
    { kind: 'row', row: '1', sumOf: ['2', '3'], columns: ['general', 'generalYear', 'immediate'] },
    { kind: 'row', row: '17', sumOf: ['12', '13'], minus: ['14'], columns: ['general', 'immediate'] },
    { kind: 'row', row: '19', sumOf: ['11'], minus: ['18'], columns: ['general', 'immediate'] },
    { kind: 'row', row: '20', sumOf: ['17'], minus: ['18'], columns: ['general'] },
  ],
  presetRows: [
    line('1', '（一）按适用税率计税销售额'),
    line('2', '其中：应税货物销售额'),
    line('3', '应税劳务销售额'),
    line('5', '（二）按简易办法计税销售额'),
    line('8', '（四）免税销售额'),
    line('11', '销项税额'),
    line('12', '进项税额'),
    line('13', '上期留抵税额'),
    line('14', '进项税额转出'),
    line('17', '应抵扣税额合计'),
    line('18', '实际抵扣税额'),
    line('19', '应纳税额'),
    line('20', '期末留抵税额'),
  ],
};

/** 进项发票明细: every row's 价税合计 = 金额 + 税额. */
const VAT_INPUT: TaxTableFormat = {
  tableCode: 'VAT_INPUT',
  name: '本期抵扣进项税额明细',
  version: '2025.1',
  columns: [
    text('invoiceCode', '发票代码', { maxLength: 12 }),
    text('invoiceNo', '发票号码', { required: true, maxLength: 20 }),
    date('issueDate', '开票日期', true),
    text('seller', '销售方名称', { required: true, maxLength: 100 }),
    num('amount', '金额', true),
    text('taxRate', '税率', { maxLength: 6 }),
    num('taxAmount', '税额', true),
    num('total', '价税合计', true),
  ],
  totals: [{ kind: 'column', column: 'total', sumOf: ['amount', 'taxAmount'] }],
  // An input invoice is deducted once: listed twice, here or in another input table of the period, it is an error.
  uniqueKey: { columns: ['invoiceCode', 'invoiceNo'], group: 'inputInvoice' },
};

/** 销项发票明细台账: the 20-column ledger a coal seller keeps per month (the import benchmark's table). */
const VAT_SALES_LEDGER: TaxTableFormat = {
  tableCode: 'VAT_SALES_LEDGER',
  name: '销项发票明细台账',
  version: '2025.1',
  columns: [
    text('invoiceCode', '发票代码', { maxLength: 12 }),
    text('invoiceNo', '发票号码', { required: true, maxLength: 20 }),
    date('issueDate', '开票日期', true),
    text('buyerName', '购买方名称', { required: true, maxLength: 100 }),
    text('buyerTaxNo', '购买方纳税人识别号', { maxLength: 20 }),
    text('goodsName', '货物或应税劳务名称', { required: true, maxLength: 100 }),
    text('spec', '规格型号', { maxLength: 50 }),
    text('unit', '单位', { maxLength: 10 }),
    num('quantity', '数量'),
    num('unitPrice', '单价'),
    num('amount', '金额', true),
    text('taxRate', '税率', { required: true, maxLength: 6 }),
    num('taxAmount', '税额', true),
    num('total', '价税合计', true),
    text('invoiceKind', '发票种类', { required: true, maxLength: 20 }),
    text('taxMethod', '计税方法', { maxLength: 10 }),
    text('contractNo', '合同编号', { maxLength: 30 }),
    text('settlementNo', '结算单号', { maxLength: 30 }),
    text('department', '销售部门', { maxLength: 50 }),
    text('remark', '备注', { maxLength: 200 }),
  ],
  totals: [{ kind: 'column', column: 'total', sumOf: ['amount', 'taxAmount'] }],
};

/** A local table of the Beijing tax bureau (listed where the profile's cityFlag is '1'). */
const VAT_CITY_COAL: TaxTableFormat = {
  tableCode: 'VAT_CITY_COAL',
  name: '煤炭购销企业增值税附列资料（地方）',
  version: '2024.2',
  columns: [
    text('coalType', '煤种', { required: true, maxLength: 20 }),
    num('tons', '销售数量（吨）', true),
    num('amount', '销售额', true),
    num('taxAmount', '销项税额', true),
  ],
};

/** 企业所得税月（季）度预缴纳税申报表（A类）, cut down. */
const QCIT_MAIN: TaxTableFormat = {
  tableCode: 'QCIT_MAIN',
  name: '企业所得税月（季）度预缴纳税申报表（A类）',
  version: '2025.1',
  rowKey: 'lineNo',
  columns: [...lineColumns, num('ytd', '本年累计金额')],
  totals: [
    { kind: 'row', row: '10', sumOf: ['3', '4'], minus: ['5', '6', '7', '8', '9'], columns: ['ytd'] },
    { kind: 'row', row: '15', sumOf: ['12'], minus: ['13', '14'], columns: ['ytd'] },
  ],
  presetRows: [
    line('1', '营业收入'),
    line('2', '营业成本'),
    line('3', '利润总额'),
    line('4', '加：特定业务计算的应纳税所得额'),
    line('5', '减：不征税收入'),
    line('6', '减：资产加速折旧、摊销（扣除）调减额'),
    line('7', '减：免税收入、减计收入、加计扣除'),
    line('8', '减：所得减免'),
    line('9', '减：弥补以前年度亏损'),
    line('10', '实际利润额'),
    line('12', '应纳所得税额'),
    line('13', '减：减免所得税额'),
    line('14', '减：本年实际已缴纳所得税额'),
    line('15', '本期应补（退）所得税额'),
  ],
};

/** 印花税税源明细表: every row's 应补（退）税额 = 应纳税额 − 减免税额. */
const PBT_STAMP: TaxTableFormat = {
  tableCode: 'PBT_STAMP',
  name: '印花税税源明细表',
  version: '2022.1',
  columns: [
    text('taxItem', '应税凭证名称', { required: true, maxLength: 30 }),
    num('base', '计税金额', true),
    text('rate', '适用税率', { required: true, maxLength: 10 }),
    num('payable', '应纳税额', true),
    num('relief', '减免税额'),
    num('due', '应补（退）税额', true),
  ],
  totals: [{ kind: 'column', column: 'due', sumOf: ['payable'], minus: ['relief'] }],
};

export const SEED_TAX_TABLE_FORMATS: SeedTaxTableFormat[] = [
  { format: VAT_MAIN, taxType: '01', local: false, sort: 1 },
  { format: VAT_INPUT, taxType: '01', local: false, sort: 2 },
  { format: VAT_SALES_LEDGER, taxType: '01', local: false, sort: 3 },
  { format: VAT_CITY_COAL, taxType: '01', local: true, sort: 4 },
  { format: QCIT_MAIN, taxType: '02', local: false, sort: 5 },
  { format: PBT_STAMP, taxType: '08', local: false, sort: 6 },
].map((f) => ({ ...f, tableCode: f.format.tableCode, tableName: f.format.name }));
