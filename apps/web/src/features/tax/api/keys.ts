/**
 * Query keys of the tax area. The user and enterprise are part of each key (a switch refetches); the second level
 * groups what one change makes stale: a task move refreshes `tasks`, `periods`, `calendar` and `home`.
 */
export interface TaxScope {
  userId: string;
  entId: string;
}

const base = (s: TaxScope) => ['tax', s.userId, s.entId] as const;

export const taxKeys = {
  all: ['tax'] as const,
  /** Portal-wide reference data: the holiday arrangement of a year. */
  holidays: (year: number) => ['tax', 'holidays', year] as const,
  scope: base,
  home: (s: TaxScope) => [...base(s), 'home'] as const,
  taxTypes: (s: TaxScope) => [...base(s), 'taxTypes'] as const,
  taxRates: (s: TaxScope, codeNo: string) => [...base(s), 'taxRates', codeNo] as const,
  tasks: (s: TaxScope) => [...base(s), 'tasks'] as const,
  taskPage: (s: TaxScope, filter: object) => [...base(s), 'tasks', 'page', filter] as const,
  task: (s: TaxScope, taskNo: string) => [...base(s), 'tasks', 'one', taskNo] as const,
  periods: (s: TaxScope) => [...base(s), 'periods'] as const,
  periodList: (s: TaxScope, key: string, year: number | undefined) =>
    [...base(s), 'periods', key, year ?? null] as const,
  calendar: (s: TaxScope) => [...base(s), 'calendar'] as const,
  calendarMonth: (s: TaxScope, year: number, month: number) => [...base(s), 'calendar', year, month] as const,
  tables: (s: TaxScope) => [...base(s), 'tables'] as const,
  tableList: (s: TaxScope, taskNo: string | undefined, taxType: string | undefined) =>
    [...base(s), 'tables', 'list', taskNo ?? null, taxType ?? null] as const,
  tableData: (s: TaxScope, taskNo: string, tableCode: string) =>
    [...base(s), 'tables', 'data', taskNo, tableCode] as const,
  importJob: (s: TaxScope, jobId: string) => [...base(s), 'importJob', jobId] as const,
  filePush: (s: TaxScope, pushId: string) => [...base(s), 'filePush', pushId] as const,
  vat: (s: TaxScope) => [...base(s), 'vat'] as const,
  vatBaseInfo: (s: TaxScope) => [...base(s), 'vat', 'baseInfo'] as const,
  generalBranch: (s: TaxScope) => [...base(s), 'vat', 'generalBranch'] as const,
  invoiceConfirmTypes: (s: TaxScope, period: string | undefined) =>
    [...base(s), 'invoices', 'confirmTypes', period ?? null] as const,
  invoices: (s: TaxScope) => [...base(s), 'invoices'] as const,
  invoicePage: (s: TaxScope, filter: object) => [...base(s), 'invoices', 'page', filter] as const,
  uploadStatus: (s: TaxScope, period: string | undefined) =>
    [...base(s), 'vat', 'uploadStatus', period ?? null] as const,
  vatPreference: (s: TaxScope) => [...base(s), 'vat', 'preference'] as const,
  entProfile: (s: TaxScope) => [...base(s), 'entProfile'] as const,
  filingPreference: (s: TaxScope) => [...base(s), 'filingPreference'] as const,
};
