/** The tax area's records, typed from the contract (packages/shared/src/api/tax.ts). */
import type { Endpoints, ItemOf, PayloadOf, Page } from '@portal/shared';

type Item<N extends keyof Endpoints> = ItemOf<Endpoints[N]>;
type PageItem<N extends keyof Endpoints> = Item<N> extends Page<infer T> ? T : never;

export type TaxTypeEntry = Item<'taxCodeList'>;
export type TaxRate = Item<'taxRateList'>;
export type TaxHome = Item<'taxHome'>;
export type TaxTask = PageItem<'queryAppointProcedure'>;
export type TaxTaskFilter = PayloadOf<Endpoints['queryAppointProcedure']>;
export type TaxTaskMove = PayloadOf<Endpoints['updateTaskState']>;
export type TaxablePeriodRow = Item<'taxPeriods'>;
export type TaxCalendarDay = Item<'taxCalendar'>;
export type TaxCalendarNews = Item<'saveTaxCalendarNews'>;
export type TaxTableSummary = Item<'taxTableList'>;
export type TaxTableData = Item<'taxTableData'>;
export type TaxTableColumn = TaxTableData['columns'][number];
export type TaxTableError = Item<'taxTableValidate'>;
export type TaxImportJob = Item<'taxTableImport'>;
export type VatBaseInfo = Item<'vatBaseInfo'>;
export type GeneralBranchConfirm = Item<'vatGeneralBranch'>;
export type InvoiceConfirmType = Item<'invoiceConfirmTypes'>;
export type Invoice = PageItem<'invoicePage'>;
export type InvoiceFilter = PayloadOf<Endpoints['invoicePage']>;
export type TableUploadStatus = Item<'tableUploadStatus'>;
export type VatPreferenceRecord = Item<'vatPreference'>;
export type TaxEntProfile = Item<'taxEntProfile'>;
export type TaxEntProfileInput = PayloadOf<Endpoints['taxEntProfileSave']>;
export type FilingPreference = Item<'filingPreference'>;
export type FilePush = Item<'filePush'>;
