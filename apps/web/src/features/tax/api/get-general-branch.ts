import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { GeneralBranchConfirm } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 getGeneralBranchConfirm (data[0]): whether the enterprise files as head office, branch or alone. */
export async function getGeneralBranch(): Promise<GeneralBranchConfirm | null> {
  return first(await request('vatGeneralBranch')) ?? null;
}

export const generalBranchQuery = (scope: TaxScope) =>
  queryOptions({ queryKey: taxKeys.generalBranch(scope), queryFn: getGeneralBranch });

export function useGeneralBranch(scope: TaxScope) {
  return useQuery(generalBranchQuery(scope));
}
