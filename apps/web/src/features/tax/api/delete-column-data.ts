import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { taxKeys, type TaxScope } from './keys.ts';

export interface DeleteColumn {
  taskNo: string;
  tableCode: string;
  columnKey: string;
}

/** §7.3 deleteColumnData: empties one column of a table. */
export function deleteColumnData(input: DeleteColumn) {
  return request('taxTableDeleteColumn', input);
}

export function useDeleteColumnData(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteColumnData,
    onSuccess: (_r, v) => client.invalidateQueries({ queryKey: taxKeys.tableData(scope, v.taskNo, v.tableCode) }),
  });
}
