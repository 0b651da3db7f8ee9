import { useMemo } from 'react';
import { TAX_TYPES } from '@portal/shared';
import { useTaxTypes } from '../api/get-tax-types.ts';
import type { TaxTypeEntry } from '../types.ts';
import { useTaxScope } from './useTaxScope.ts';

/**
 * The tax type dictionary (§3) from the server, with the shared list standing in until it arrives, and select
 * options (value itemNo, label 名称 · 键).
 */
export function useTaxTypeOptions(): {
  types: readonly TaxTypeEntry[];
  options: { value: string; label: string }[];
  nameOf: (itemNo: string) => string;
} {
  const scope = useTaxScope();
  const { data } = useTaxTypes(scope);
  return useMemo(() => {
    const types: readonly TaxTypeEntry[] = data && data.length ? data : TAX_TYPES;
    return {
      types,
      options: types.map((t) => ({ value: t.itemNo, label: t.itemName })),
      nameOf: (itemNo: string) => types.find((t) => t.itemNo === itemNo)?.itemName ?? itemNo,
    };
  }, [data]);
}
