/**
 * Tax area (§1 tax management, §3 taxable period / tax task / tax type dictionary / VAT records, §7.3): the tax type
 * dictionary and rates, taxable periods, tax tasks and the filing calendar, the user's tax tables (view, check,
 * template, Excel import), VAT base info, preferences and invoices, the enterprise profile and filing preferences,
 * and the file push. Every call is scoped to the session's enterprise: ids of another enterprise answer like ids that
 * do not exist. Paths the spec names are used as given; the others are ours, named after the spec's.
 */
import { z } from 'zod';
import { TAX_TASK_BRANCH_STATUS } from '../constants.ts';
import { TAX_TASK_STATES } from '../tax/tasks.ts';
import { vatPreferenceSchema, VAT_PREFERENCE_LABEL } from '../tax/vat.ts';
import { BLOB, defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

// --- Shared fields ---

/** A tax type's itemNo (§3 dictionary: 01 VAT … 22 combined filing). */
const taxType = z.string().regex(/^\d{2}$/, '税种代码格式不正确');
/** 'YYYYMM': the last month of the period (a quarter's third month, a year's December). */
const period = z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, '所属期格式应为YYYYMM');
/** Ids of tasks and tables: what the server issued (digits, letters, '-', '_'). */
const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, '编号格式不正确');
/** A §7.3 tax path (taxPathByType). */
export const TAX_PATHS = ['cit', 'qcittaxobj', 'draft', 'taxVat', 'taxPbtMulti', 'taxResource'] as const;
const taxPathParams = z.object({ taxPath: z.enum(TAX_PATHS) });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
const money = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/, '金额格式不正确，最多两位小数');
const optionalText = (max: number) => z.string().trim().max(max).optional();

// --- Entities ---

/** §3 tax type dictionary entry (related code 04 marks the PBT-* taxes). */
export const TaxTypeEntrySchema = z.object({
  itemNo: z.string(),
  itemName: z.string(),
  key: z.string(),
  relativeCode1: z.string().nullable(),
});

/** A tax rate of a code (the VAT rates under codeNo 'VAT_RATE', …). */
export const TaxRateSchema = z.object({
  codeNo: z.string(),
  itemNo: z.string(),
  itemName: z.string(),
  rate: z.string(),
});

/** §3 taxable period, with whether the enterprise has a task for it. */
export const TaxablePeriodSchema = z.object({
  id: z.string(),
  taxType: z.string(),
  taxKey: z.string(),
  taxYear: z.union([z.string(), z.number()]),
  taxMonth: z.union([z.string(), z.number()]).nullish(),
  taxQuarter: z.union([z.string(), z.number()]).nullish(),
  period: z.string().nullish(),
  taxQuarterBeginAndEndDate: z.string().nullish(),
  originTaxYear: z.union([z.string(), z.number()]).nullish(),
  /** The statutory filing deadline after the holiday rules; null for taxes due per transaction. */
  deadline: z.string().nullable(),
  /** The deadline assumed the statutory holidays: the year's arrangement is not entered yet (预计). */
  deadlineProvisional: z.boolean(),
  taskNo: z.string().nullable(),
});
export type TaxablePeriodRecord = z.infer<typeof TaxablePeriodSchema>;

/** A tax task (§4): one per enterprise, tax type and period. `state` is derived (overdue after the deadline). */
export const TaxTaskSchema = z.object({
  taskNo: z.string(),
  taxType: z.string(),
  taxKey: z.string(),
  itemName: z.string(),
  period: z.string(),
  /** 'YYYY-MM-DD~YYYY-MM-DD' */
  periodRange: z.string(),
  taskBranchStatus: z.number(),
  state: z.enum(TAX_TASK_STATES),
  deadline: z.string().nullable(),
  /** Why the deadline moved (SAT wording), or null. */
  deadlineReason: z.string().nullable(),
  /** The deadline assumed the statutory holidays: the year's arrangement is not entered yet (预计). */
  deadlineProvisional: z.boolean(),
  /** Tax payable and paid, yuan, two decimals; null until known. */
  taxAmount: z.string().nullable(),
  paidAmount: z.string().nullable(),
  noReminder: z.enum(['0', '1']),
  createdBy: z.string(),
  createdAt: z.string(),
  filedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type TaxTask = z.infer<typeof TaxTaskSchema>;

/** A reminder on the calendar (saveTaxCalendarNews). */
export const TaxCalendarNewsSchema = z.object({
  id: z.string(),
  remindDate: z.string(),
  content: z.string(),
  taskNo: z.string().nullable(),
  createdBy: z.string(),
});

/** One day of the calendar's month: deadlines, the enterprise's tasks due, and reminders. */
export const TaxCalendarDaySchema = z.object({
  date: z.string(),
  restDay: z.boolean(),
  deadlines: z.array(
    z.object({
      taxType: z.string(),
      itemName: z.string(),
      period: z.string(),
      reason: z.string().nullable(),
      /** Computed without the year's published holiday arrangement (预计). */
      provisional: z.boolean(),
    }),
  ),
  tasks: z.array(TaxTaskSchema),
  news: z.array(TaxCalendarNewsSchema),
});

/** The tax home (税务首页): this period's tasks by state, the next deadlines, tax paid by month and type. */
export const TaxHomeSchema = z.object({
  stateCounts: z.array(z.object({ state: z.enum(TAX_TASK_STATES), count: z.number() })),
  upcoming: z.array(TaxTaskSchema),
  paidByMonth: z.array(z.object({ month: z.string(), taxType: z.string(), itemName: z.string(), amount: z.string() })),
});

/** A tax table the user sees (queryTaxTableList), with whether they hid it. */
export const TaxTableSummarySchema = z.object({
  tableCode: z.string(),
  tableName: z.string(),
  taxType: z.string(),
  version: z.string(),
  hidden: z.boolean(),
  rowCount: z.number(),
});

/** A column of a tax table's format (packages/shared tax/table-check.ts). */
const TaxTableColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(['text', 'number', 'date']),
  required: z.boolean().optional(),
  maxLength: z.number().optional(),
});

/** A table of a task: its format and rows (querySpecificTableByTaskNoTableCode). */
export const TaxTableDataSchema = z.object({
  taskNo: z.string(),
  tableCode: z.string(),
  tableName: z.string(),
  version: z.string(),
  rowKey: z.string().nullable(),
  columns: z.array(TaxTableColumnSchema),
  /** Cells by column key; numbers as decimal text. One page of the rows (currentPage, pageSize of the query). */
  rows: z.array(z.record(z.string(), z.string().nullable())),
  importedAt: z.string().nullable(),
  /**
   * When its rows last changed (an import, a cleared column, or rows put there without a file, as the demo data's);
   * null while the table has never had rows. With importedAt null and rows present, the rows did not come from a file.
   */
  updatedAt: z.string().nullable(),
  /** Rows of the table in all, and the page `rows` is. */
  rowTotal: z.number(),
  current: z.number(),
  size: z.number(),
});

/** An error of a table check or an import: sheet, 1-based row, column key and message. */
export const TaxTableErrorSchema = z.object({
  sheet: z.string().optional(),
  row: z.number(),
  column: z.string(),
  message: z.string(),
});

/** An Excel import's state (the import runs after the upload; the page asks until it is done). */
export const TaxImportJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Imports ahead of this one on the instance (queued only). */
  position: z.number(),
  processedRows: z.number(),
  importedRows: z.number(),
  /** The first errors (at most 200) and how many there were: nothing is written when there is any. */
  errors: z.array(TaxTableErrorSchema),
  errorCount: z.number(),
  /** A second import of the same file changes nothing. */
  unchanged: z.boolean(),
  message: z.string(),
});
export type TaxImportJob = z.infer<typeof TaxImportJobSchema>;

/** §3 VAT enterprise base info (data[0] is the enterprise's). */
export const VatBaseInfoSchema = z.object({
  taxpayerType: z.string(),
  taxationMethod: z.string(),
  taxpayerName: z.string(),
  socialCreditCode: z.string(),
  taxBureau: z.string(),
  registeredAt: z.string().nullable(),
  /** The VAT periodicity the enterprise profile (企业档案) registers; null when it does not list VAT. */
  vatPeriodicity: z.enum(['monthly', 'quarterly', 'yearly']).nullable(),
});

/** General/branch confirmation (汇总纳税): whether the enterprise files as a head office, a branch, or alone. */
export const GeneralBranchConfirmSchema = z.object({
  role: z.enum(['general', 'branch', 'independent']),
  generalName: z.string().nullable(),
  branches: z.array(z.object({ name: z.string(), socialCreditCode: z.string() })),
  confirmedAt: z.string().nullable(),
});

/** An invoice confirmation type with its count and amounts (queryInvoiceConfirm). */
export const InvoiceConfirmTypeSchema = z.object({
  invoiceType: z.string(),
  count: z.number(),
  amount: z.string(),
  taxAmount: z.string(),
  confirmed: z.number(),
});

/** An invoice of the enterprise (§3.1 enumerations as codes; the pages show their labels). */
export const InvoiceSchema = z.object({
  id: z.string(),
  direction: z.enum(['input', 'output']),
  invoiceType: z.string(),
  invoiceCode: z.string(),
  invoiceNo: z.string(),
  issueDate: z.string(),
  counterparty: z.string(),
  amount: z.string(),
  taxAmount: z.string(),
  taxRate: z.string(),
  source: z.string(),
  taxCalculation: z.string(),
  confirmed: z.boolean(),
  period: z.string(),
});

/** Table upload status of a period (data[0].cityFlag: whether the city's local tables apply). */
export const TableUploadStatusSchema = z.object({
  period: z.string(),
  cityFlag: z.enum(['0', '1']),
  tables: z.array(z.object({ tableCode: z.string(), tableName: z.string(), uploaded: z.boolean() })),
});

/** §3 VAT applicable preference record, with every field (flags '0'/'1'). */
export const VatPreferenceRecordSchema = z.object(
  Object.fromEntries(Object.keys(VAT_PREFERENCE_LABEL).map((k) => [k, z.string()])) as Record<
    keyof typeof VAT_PREFERENCE_LABEL,
    z.ZodString
  >,
);

/** The enterprise tax profile (企业档案). */
export const TaxEntProfileSchema = z.object({
  entName: z.string(),
  socialCreditCode: z.string(),
  taxpayerType: z.string(),
  taxBureau: z.string(),
  legalRepresentative: z.string(),
  financeContact: z.string(),
  financePhone: z.string(),
  registeredAddress: z.string(),
  /** The tax types the enterprise files, with their periodicity. */
  taxTypes: z.array(z.object({ taxType: z.string(), periodicity: z.enum(['monthly', 'quarterly', 'yearly']) })),
});

/** Filing preferences (申报偏好设置). */
export const FilingPreferenceSchema = z.object({
  /** Days before a deadline the calendar reminds. */
  remindDaysBefore: z.number().int().min(0).max(30),
  /** Whether the 创建任务 prompt is shown on entering the task page. */
  promptCreateTask: z.boolean(),
  /** Whether an import replaces the table's rows or is refused when rows exist. */
  importMode: z.enum(['replace', 'refuseIfFilled']),
  defaultTaxTypes: z.array(taxType).max(20),
});

/** A pushed file and its state (file service). */
export const FilePushSchema = z.object({
  pushId: z.string(),
  taskNo: z.string(),
  fileName: z.string(),
  state: z.enum(['pushed', 'accepted', 'rejected']),
  message: z.string(),
  pushedAt: z.string(),
});

// --- Endpoints ---

/** The task list's filters (the list and its export share them). */
const taskFilterFields = {
  /** One task by its number (the detail page reads it through the list, scoped like the rest). */
  taskNo: id.optional(),
  taxType: taxType.optional(),
  state: z.enum(TAX_TASK_STATES).optional(),
  period: period.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
};
const taskFilter = z.object({ ...taskFilterFields, ...pageQuery });

/** The invoice list's filters (the list and its export share them). */
const invoiceFilterFields = {
  direction: z.enum(['input', 'output']).optional(),
  invoiceType: z.string().max(4).optional(),
  period: period.optional(),
  keyword: optionalText(50),
  confirmed: z.boolean().optional(),
};

export const TAX_ENDPOINTS = defineEndpoints({
  // §7.3 tax system service: the tax type dictionary, rates, the user's tables
  taxCodeList: {
    service: 'taxSystem',
    method: 'POST',
    path: '/codeLibrary/queryCodeList',
    summary: '税种字典（可按关键字、关联代码查询）',
    body: z.object({ keyword: optionalText(20), relativeCode1: optionalText(10) }),
    response: envelope(TaxTypeEntrySchema),
  },
  taxCodeListByCodes: {
    service: 'taxSystem',
    method: 'POST',
    path: '/codeLibrary/queryListByCodes',
    summary: '按税种代码查询字典项',
    body: z.object({ codes: z.array(taxType).min(1).max(50) }),
    response: envelope(TaxTypeEntrySchema),
  },
  taxRateList: {
    service: 'taxSystem',
    method: 'GET',
    path: '/codeLibrary/queryTaxRateList',
    summary: '税率列表（按代码）',
    query: z.object({ codeNo: z.string().trim().min(1).max(32) }),
    response: envelope(TaxRateSchema),
  },
  taxTableList: {
    service: 'taxSystem',
    method: 'POST',
    path: '/user/queryTaxTableList',
    summary: '当前用户的税务报表（含隐藏状态）',
    body: z.object({ taxType: taxType.optional(), taskNo: id.optional() }),
    response: envelope(TaxTableSummarySchema),
  },
  updateHiddenTableList: {
    service: 'taxSystem',
    method: 'POST',
    path: '/user/updateHiddenTableList',
    summary: '保存当前用户隐藏的报表',
    body: z.object({ hiddenTableCodes: z.array(id).max(200) }),
    response: emptyEnvelope,
  },
  taxTableVersion: {
    service: 'taxSystem',
    method: 'GET',
    path: '/taxTableFormatConfig/queryTableVersion',
    summary: '报表版本（按报表与任务）',
    query: z.object({ tableCode: id, taskNo: id }),
    response: envelope(z.object({ tableCode: z.string(), taskNo: z.string(), version: z.string() })),
  },
  taxTableData: {
    service: 'taxSystem',
    method: 'GET',
    path: '/taxTableFormatConfig/querySpecificTableByTaskNoTableCode',
    summary: '任务下某张报表的格式与数据（数据分页，每页最多1000行）',
    query: z.object({
      taskNo: id,
      tableCode: id,
      currentPage: pageQuery.currentPage,
      pageSize: z.coerce.number().int().min(1).max(1000).default(500),
    }),
    response: envelope(TaxTableDataSchema),
  },
  taxTableDeleteColumn: {
    service: 'taxSystem',
    method: 'POST',
    path: '/taxcommon/deleteColumnData',
    summary: '清空报表某一列的数据',
    body: z.object({ taskNo: id, tableCode: id, columnKey: z.string().trim().min(1).max(64) }),
    response: emptyEnvelope,
  },
  taxTableValidate: {
    service: 'taxSystem',
    method: 'POST',
    path: '/:taxPath/engineValidate',
    summary: '报表校验（必填、数字、合计）',
    params: taxPathParams,
    body: z.object({ taskNo: id, tableCode: id }),
    response: envelope(TaxTableErrorSchema),
  },
  taxTableTemplate: {
    service: 'taxSystem',
    method: 'GET',
    path: '/tax/excelFormat/template',
    summary: '下载报表的 Excel 导入模板（.xlsx）',
    query: z.object({ tableCode: id }),
    response: BLOB,
  },
  taxTableImport: {
    service: 'taxSystem',
    method: 'POST',
    path: '/:taxPath/excel/import',
    summary: '上传 Excel 导入报表数据（.xlsx，不超过10MB；逐行校验，有错则不写入）',
    params: taxPathParams,
    body: z.object({ taskNo: id, tableCode: id }),
    upload: { field: 'file' },
    response: envelope(TaxImportJobSchema),
  },
  taxTableImportStatus: {
    service: 'taxSystem',
    method: 'GET',
    path: '/:taxPath/excel/importStatus',
    summary: '导入进度与结果',
    params: taxPathParams,
    query: z.object({ jobId: id }),
    response: envelope(TaxImportJobSchema),
  },
  // §7.3 VAT
  vatBaseInfo: {
    service: 'taxSystem',
    method: 'GET',
    path: '/VatEntBaseInfoController/queryVatEntBaseInfo',
    summary: '增值税企业基本信息',
    query: z.object({ taxYear: z.coerce.number().int().min(2000).max(2100).optional() }),
    response: envelope(VatBaseInfoSchema),
  },
  vatGeneralBranch: {
    service: 'taxSystem',
    method: 'GET',
    path: '/vatGeneralBranchConfirm/getGeneralBranchConfirm',
    summary: '总分机构确认信息',
    response: envelope(GeneralBranchConfirmSchema),
  },
  invoiceConfirmTypes: {
    service: 'taxSystem',
    method: 'GET',
    path: '/invoiceCoinfirm/queryInvoiceConfirm',
    summary: '发票确认类型列表（按类型汇总）',
    query: z.object({ period: period.optional() }),
    response: envelope(InvoiceConfirmTypeSchema),
  },
  invoicePage: {
    service: 'taxSystem',
    method: 'POST',
    path: '/invoice/queryInvoicePage',
    summary: '发票分页查询',
    body: z.object({ ...invoiceFilterFields, ...pageQuery }),
    response: pageEnvelope(InvoiceSchema),
  },
  invoiceExport: {
    service: 'taxSystem',
    method: 'POST',
    path: '/invoice/exportInvoice',
    summary: '导出发票（.xlsx，按列表的筛选条件）',
    body: z.object(invoiceFilterFields),
    response: BLOB,
  },
  invoiceConfirm: {
    service: 'taxSystem',
    method: 'POST',
    path: '/invoice/confirm',
    summary: '确认发票（勾选认证）',
    body: z.object({ ids: z.array(id).min(1).max(100) }),
    response: envelope(z.object({ confirmed: z.number() })),
  },
  tableUploadStatus: {
    service: 'taxSystem',
    method: 'GET',
    path: '/VatTableUploadStatusController/queryTableUploadStatus',
    summary: '报表上传状态',
    query: z.object({ period: period.optional() }),
    response: envelope(TableUploadStatusSchema),
  },
  vatPreference: {
    service: 'taxSystem',
    method: 'GET',
    path: '/VatEntApplicablePreferenceController/queryVatEntApplicablePreference',
    summary: '增值税适用优惠（缺省值已补齐）',
    response: envelope(VatPreferenceRecordSchema),
  },
  vatPreferenceSave: {
    service: 'taxSystem',
    method: 'POST',
    path: '/VatEntApplicablePreferenceController/insertVatEntApplicablePreference',
    summary: '保存增值税适用优惠（缺省字段取默认值；不合规则整条不写入）',
    body: vatPreferenceSchema,
    response: emptyEnvelope,
  },
  // Enterprise profile and filing preferences (ours)
  taxEntProfile: {
    service: 'taxSystem',
    method: 'GET',
    path: '/taxEntProfile/query',
    summary: '企业税务档案',
    response: envelope(TaxEntProfileSchema),
  },
  taxEntProfileSave: {
    service: 'taxSystem',
    method: 'POST',
    path: '/taxEntProfile/save',
    summary: '保存企业税务档案',
    body: z.object({
      taxBureau: z.string().trim().min(1).max(100),
      legalRepresentative: z.string().trim().min(1).max(30),
      financeContact: z.string().trim().min(1).max(30),
      financePhone: z.string().trim().min(5).max(20),
      registeredAddress: z.string().trim().min(1).max(200),
      taxTypes: z.array(z.object({ taxType, periodicity: z.enum(['monthly', 'quarterly', 'yearly']) })).max(20),
    }),
    response: emptyEnvelope,
  },
  filingPreference: {
    service: 'taxSystem',
    method: 'GET',
    path: '/taxFilingPreference/query',
    summary: '申报偏好设置',
    response: envelope(FilingPreferenceSchema),
  },
  filingPreferenceSave: {
    service: 'taxSystem',
    method: 'POST',
    path: '/taxFilingPreference/save',
    summary: '保存申报偏好设置',
    body: FilingPreferenceSchema,
    response: emptyEnvelope,
  },
  // §7.3 tax task service
  saveTaskProcedure: {
    service: 'taxTask',
    method: 'POST',
    path: '/taxTaskProcedure/saveTaskProcedure',
    summary: '创建税务任务（本企业、税种、所属期各一个；taskBranchStatus 创建时为3）',
    body: z.object({
      entId: z.string().trim().min(1).max(40),
      taskBranchStatus: z.literal(TAX_TASK_BRANCH_STATUS),
      taxType,
      period: period.optional(),
    }),
    response: envelope(TaxTaskSchema),
  },
  updateTaskState: {
    service: 'taxTask',
    method: 'POST',
    path: '/taxTaskProcedure/updateTaskState',
    summary: '推进任务状态（开始、申报、缴款）',
    body: z.object({
      taskNo: id,
      state: z.enum(['todo', 'inProgress', 'filed', 'paid']),
      taxAmount: money.optional(),
      paidAmount: money.optional(),
    }),
    response: envelope(TaxTaskSchema),
  },
  queryAppointProcedure: {
    service: 'taxTask',
    method: 'GET',
    path: '/taxTaskProcedureController/queryAppointProcedure',
    summary: '税务任务分页查询',
    query: taskFilter,
    response: pageEnvelope(TaxTaskSchema),
  },
  taskExport: {
    service: 'taxTask',
    method: 'GET',
    path: '/taxTaskProcedureController/exportAppointProcedure',
    summary: '导出税务任务（.xlsx，按列表的筛选条件）',
    query: z.object(taskFilterFields),
    response: BLOB,
  },
  procedureNoReminder: {
    service: 'taxTask',
    method: 'GET',
    path: '/taxTaskProcedureController/procedureNoReminder',
    summary: '设置任务不再提醒',
    query: z.object({ taskNo: id, noReminder: z.enum(['0', '1']) }),
    response: emptyEnvelope,
  },
  saveTaxCalendarNews: {
    service: 'taxTask',
    method: 'POST',
    path: '/taxTaskProcedureController/saveTaxCalendarNews',
    summary: '保存日历提醒',
    body: z.object({ remindDate: day, content: z.string().trim().min(1).max(200), taskNo: id.optional() }),
    response: envelope(TaxCalendarNewsSchema),
  },
  taxCalendar: {
    service: 'taxTask',
    method: 'GET',
    path: '/taxTaskProcedureController/queryTaxCalendar',
    summary: '月历：申报期限、任务与提醒',
    query: z.object({
      year: z.coerce.number().int().min(2000).max(2100),
      month: z.coerce.number().int().min(1).max(12),
    }),
    response: envelope(TaxCalendarDaySchema),
  },
  taxPeriods: {
    service: 'taxTask',
    method: 'GET',
    path: '/taxTaskProcedureController/queryTaxPeriods',
    summary: '税款所属期（key 为 all、税种代码或税种键）',
    query: z.object({
      key: z.string().trim().min(1).max(20).default('all'),
      year: z.coerce.number().int().min(2000).max(2100).optional(),
    }),
    response: envelope(TaxablePeriodSchema),
  },
  taxHome: {
    service: 'taxAnalysis',
    method: 'GET',
    path: '/taxHome/summary',
    summary: '税务首页：本期任务、临近期限、各月缴税',
    response: envelope(TaxHomeSchema),
  },
  // §7.3 file service
  filePush: {
    service: 'file',
    method: 'POST',
    path: '/a/cit/tax/file/push',
    summary: '推送申报文件',
    body: z.object({ taskNo: id, tableCode: id.optional() }),
    response: envelope(FilePushSchema),
  },
  filePushCheck: {
    service: 'file',
    method: 'POST',
    path: '/a/cit/tax/file/push/check',
    summary: '查询推送状态',
    body: z.object({ pushId: id }),
    response: envelope(FilePushSchema),
  },
});
