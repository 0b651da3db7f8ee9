/** The URL state of the tax area's lists (platform/list): which filters each list keeps in the search params. */
import { TAX_TASK_STATES, defaultTaxYear } from '@portal/shared';
import type { ListStateSpec } from '../../platform/list/index.ts';

/** §9 'YYYYMM'. */
export const PERIOD_PATTERN = /^\d{4}(0[1-9]|1[0-2])$/;

export const TASK_FILTERS = {
  taxType: { pattern: /^\d{2}$/ },
  state: { oneOf: TAX_TASK_STATES },
  period: { pattern: PERIOD_PATTERN },
  year: 'number',
} as const;
export const TASK_LIST: ListStateSpec<typeof TASK_FILTERS> = { filters: TASK_FILTERS };

export const INVOICE_FILTERS = {
  direction: { oneOf: ['input', 'output'] },
  invoiceType: { pattern: /^\d{1,4}$/ },
  period: { pattern: PERIOD_PATTERN },
  keyword: 'string',
  confirmed: 'boolean',
} as const;
export const INVOICE_LIST: ListStateSpec<typeof INVOICE_FILTERS> = { filters: INVOICE_FILTERS, prefix: 'inv' };

export const PERIOD_FILTERS = { key: 'string', year: 'number' } as const;
export const PERIOD_LIST: ListStateSpec<typeof PERIOD_FILTERS> = {
  filters: PERIOD_FILTERS,
  // §9 default tax year (the previous year until the end of May, when the annual CIT is due), read when the list
  // reads its defaults, so a page left open past 31 May moves on.
  get defaults() {
    return { key: 'all', year: defaultTaxYear(new Date()) };
  },
  sortFields: ['period', 'deadline', 'taxType'],
  defaultPageSize: 20,
};
