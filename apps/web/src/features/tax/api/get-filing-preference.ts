import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { FilingPreference } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** 申报偏好设置: reminder lead time, the 创建任务 prompt, the import mode and the default tax types. */
export async function getFilingPreference(): Promise<FilingPreference | null> {
  return first(await request('filingPreference')) ?? null;
}

export const filingPreferenceQuery = (scope: TaxScope) =>
  queryOptions({ queryKey: taxKeys.filingPreference(scope), queryFn: getFilingPreference });

export function useFilingPreference(scope: TaxScope, enabled = true) {
  return useQuery({ ...filingPreferenceQuery(scope), enabled });
}
