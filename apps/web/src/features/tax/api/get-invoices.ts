import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import type { Invoice, InvoiceFilter } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

const EMPTY: Page<Invoice> = { records: [], current: 1, size: 10, total: 0 };

/** A page of the enterprise's invoices, filtered by direction, type, period, keyword and confirmation. */
export async function getInvoices(filter: InvoiceFilter): Promise<Page<Invoice>> {
  return first(await request('invoicePage', filter)) ?? EMPTY;
}

/** The list kit (platform/list useServerList) runs the query. */
export const invoicesQuery = (scope: TaxScope, filter: InvoiceFilter) =>
  queryOptions({ queryKey: taxKeys.invoicePage(scope, filter), queryFn: () => getInvoices(filter) });
