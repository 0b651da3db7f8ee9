import { useMutation, useQueryClient } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxTask, TaxTaskMove } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §4 moves a task (start, file, pay, or back); filing may carry the tax payable and paying the amount paid. */
export async function updateTaskState(move: TaxTaskMove): Promise<TaxTask | undefined> {
  return first(await request('updateTaskState', move));
}

export function useUpdateTaskState(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTaskState,
    onSuccess: () =>
      Promise.all(
        [taxKeys.tasks(scope), taxKeys.periods(scope), taxKeys.calendar(scope), taxKeys.home(scope)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
