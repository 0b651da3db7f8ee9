import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { productAdminKeys } from './keys.ts';

/** The public news site's channels a product home may show. */
export async function getProductNewsChannels(): Promise<{ id: string; subjectName: string }[]> {
  return (await request('productNewsChannels', {})).data;
}

export const productNewsChannelsQuery = () =>
  queryOptions({ queryKey: [...productAdminKeys.all, 'newsChannels'] as const, queryFn: getProductNewsChannels });

export function useProductNewsChannels(enabled: boolean) {
  return useQuery({ ...productNewsChannelsQuery(), enabled });
}
