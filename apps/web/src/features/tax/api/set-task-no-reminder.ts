import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 procedureNoReminder: whether the calendar stops reminding of a task ('1') or reminds again ('0'). */
export function setTaskNoReminder(taskNo: string, noReminder: '0' | '1') {
  return request('procedureNoReminder', { taskNo, noReminder });
}

export function useSetTaskNoReminder(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskNo, noReminder }: { taskNo: string; noReminder: '0' | '1' }) =>
      setTaskNoReminder(taskNo, noReminder),
    onSuccess: () =>
      Promise.all(
        [taxKeys.calendar(scope), taxKeys.tasks(scope)].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
