import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxTask, TaxTaskFilter } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

const EMPTY: Page<TaxTask> = { records: [], current: 1, size: 10, total: 0 };

/** A page of the enterprise's tax tasks (queryAppointProcedure), filtered by tax type, state, period and year. */
export async function getTaxTasks(filter: TaxTaskFilter): Promise<Page<TaxTask>> {
  return first(await request('queryAppointProcedure', filter)) ?? EMPTY;
}

export const taxTasksQuery = (scope: TaxScope, filter: TaxTaskFilter) =>
  queryOptions({ queryKey: taxKeys.taskPage(scope, filter), queryFn: () => getTaxTasks(filter) });

export function useTaxTasks(scope: TaxScope, filter: TaxTaskFilter, enabled = true) {
  return useQuery({ ...taxTasksQuery(scope, filter), enabled });
}
