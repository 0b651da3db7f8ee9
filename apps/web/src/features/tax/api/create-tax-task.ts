import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_TASK_BRANCH_STATUS } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxTask } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

export interface CreateTaxTask {
  entId: string;
  taxType: string;
  /** 'YYYYMM'; the server takes the current period without it. */
  period?: string;
}

/** §7.3 saveTaskProcedure: a task of the enterprise for a tax type and period, created with taskBranchStatus 3 (§9). */
export async function createTaxTask({ entId, taxType, period }: CreateTaxTask): Promise<TaxTask | undefined> {
  const res = await request('saveTaskProcedure', { entId, taskBranchStatus: TAX_TASK_BRANCH_STATUS, taxType, period });
  return first(res);
}

/** Creates the task, then reloads what shows tasks: the periods (§4), the task list, the calendar and the home. */
export function useCreateTaxTask(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTaxTask,
    onSuccess: () =>
      Promise.all(
        [taxKeys.periods(scope), taxKeys.tasks(scope), taxKeys.calendar(scope), taxKeys.home(scope)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
