import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxEntProfile } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** 企业档案: the enterprise's tax profile, with the tax types it files and how often. */
export async function getEntProfile(): Promise<TaxEntProfile | null> {
  return first(await request('taxEntProfile')) ?? null;
}

export const entProfileQuery = (scope: TaxScope) =>
  queryOptions({ queryKey: taxKeys.entProfile(scope), queryFn: getEntProfile });

export function useEntProfile(scope: TaxScope) {
  return useQuery(entProfileQuery(scope));
}
