import { taxPathByType, type TAX_PATHS } from '@portal/shared';

/** A §7.3 tax path, as the contract types it (the contract's list is read as a type only: it lives with zod). */
export type TaxPath = (typeof TAX_PATHS)[number];

const KNOWN: Readonly<Record<TaxPath, true>> = {
  cit: true,
  qcittaxobj: true,
  draft: true,
  taxVat: true,
  taxPbtMulti: true,
  taxResource: true,
};

/** §7.3 tax path of a tax type (03 cit, 02 qcittaxobj, 12 draft, 01 taxVat, 18 taxPbtMulti, others taxResource). */
export function taxPathOf(taxType: string): TaxPath {
  const path = taxPathByType(taxType);
  return Object.hasOwn(KNOWN, path) ? (path as TaxPath) : 'taxResource';
}
