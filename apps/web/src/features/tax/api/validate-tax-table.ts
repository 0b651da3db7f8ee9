import { useMutation } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxTableError } from '../types.ts';
import { taxPathOf } from '../tax-path.ts';

export interface ValidateTable {
  taxType: string;
  taskNo: string;
  tableCode: string;
}

/** §7.3 engineValidate on the tax path of the table's tax type: every error with its row and column ([] = valid). */
export async function validateTaxTable({ taxType, taskNo, tableCode }: ValidateTable): Promise<TaxTableError[]> {
  return (await request('taxTableValidate', { taxPath: taxPathOf(taxType), taskNo, tableCode })).data;
}

export function useValidateTaxTable() {
  return useMutation({ mutationFn: validateTaxTable });
}
