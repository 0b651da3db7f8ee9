/**
 * The Excel import template of a tax table (tax/excelFormat/template): a real .xlsx built from the table's format.
 * The first sheet is what the import reads: one header row of the column titles (required ones in red, each with a
 * note of its rule), the template's preset rows (a return's 栏次 and 项目), and cell formats that keep what the user
 * types (text columns as text, so 发票号码 00371288 keeps its zeros). A second sheet explains the columns and totals.
 */
import ExcelJS from 'exceljs';
import type { TaxTableColumn, TaxTableFormat, TaxTotalRule } from '@portal/shared';
import { sheetName } from '../../platform/export.ts';

const TYPE_LABEL = { text: '文本', number: '金额/数字', date: '日期（YYYY-MM-DD）' } as const;
const NUM_FMT = { text: '@', number: '#,##0.00', date: 'yyyy-mm-dd' } as const;

function ruleOf(column: TaxTableColumn): string {
  const parts = [TYPE_LABEL[column.type], column.required ? '必填' : '选填'];
  if (column.maxLength !== undefined) parts.push(`不超过${column.maxLength}个字符`);
  return parts.join('，');
}

/** A total rule in words, for the instructions sheet. */
export function describeTotal(format: TaxTableFormat, rule: TaxTotalRule): string {
  const title = (key: string) => `“${format.columns.find((c) => c.key === key)?.title ?? key}”`;
  const row = (ref: string | number) => (format.rowKey ? `第${ref}栏` : `第${ref}行`);
  const expr = <T>(plus: readonly T[], minus: readonly T[] | undefined, name: (x: T) => string) =>
    [...plus.map((p, i) => (i === 0 ? name(p) : `+ ${name(p)}`)), ...(minus ?? []).map((m) => `- ${name(m)}`)].join(
      ' ',
    );
  if (rule.kind === 'row')
    return `${row(rule.row)} = ${expr(rule.sumOf, rule.minus, row)}（${rule.columns.map(title).join('、')}）`;
  if (rule.kind === 'column') {
    const where = rule.rows ? `${rule.rows.map(row).join('、')}：` : '每一行：';
    return `${where}${title(rule.column)} = ${expr(rule.sumOf, rule.minus, title)}`;
  }
  const cell = (c: { row: string | number; column: string }) => `${row(c.row)}${title(c.column)}`;
  return `${cell(rule.cell)} = ${expr(rule.sumOf, rule.minus, cell)}`;
}

/** The template as .xlsx bytes (a few KB: built in memory). */
export async function buildTemplate(format: TaxTableFormat): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '能源金融税务门户';
  const sheet = workbook.addWorksheet(sheetName(format.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  // Column styles: what the user types anywhere in a column keeps its type (no empty cells written for it).
  sheet.columns = format.columns.map((c) => ({
    key: c.key,
    width: Math.max(12, Math.min(40, [...c.title].length * 2 + 4)),
    style: { numFmt: NUM_FMT[c.type] },
  }));
  const header = sheet.getRow(1);
  format.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.title;
    cell.font = { bold: true, color: { argb: c.required ? 'FFC00000' : 'FF000000' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    cell.note = ruleOf(c);
  });
  for (const preset of format.presetRows ?? []) {
    sheet.addRow(format.columns.map((c) => preset[c.key] ?? null));
  }

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列名', key: 'title', width: 24 },
    { header: '填写要求', key: 'rule', width: 48 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of format.columns) help.addRow({ title: c.title, rule: ruleOf(c) });
  help.addRow({});
  help.addRow({ title: '校验规则', rule: '金额按两位小数比较；导入时任何一行有错，整个文件都不会写入。' });
  for (const rule of format.totals ?? []) help.addRow({ title: '', rule: describeTotal(format, rule) });
  help.addRow({ title: '报表版本', rule: `${format.tableCode} ${format.version}` });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
