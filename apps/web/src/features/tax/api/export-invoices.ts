import type { AxiosProgressEvent } from 'axios';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export type InvoiceExportFilter = PayloadOf<Endpoints['invoiceExport']>;

/** The invoice list's export (.xlsx) with the list's current filters, saved under the server's file name. */
export function exportInvoices(
  filter: InvoiceExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('invoiceExport', filter, { onDownloadProgress });
}
