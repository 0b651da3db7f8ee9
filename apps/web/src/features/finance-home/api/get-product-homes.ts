import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHome } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { financeHomeKeys } from './keys.ts';

/** Every on-shelf product's home, in display order (public). */
export async function getProductHomes(): Promise<ProductHome[]> {
  return (await request('productHomeList', {})).data;
}

export const productHomesQuery = () =>
  queryOptions({ queryKey: financeHomeKeys.homes(), queryFn: getProductHomes, staleTime: 60_000 });

export function useProductHomes() {
  return useQuery(productHomesQuery());
}
