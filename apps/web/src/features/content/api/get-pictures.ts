import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Picture } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { opsKeys } from './ops-keys.ts';

/** What the mobile home shows now (getPicture: enabled and within their period, in order). */
export async function getPictures(): Promise<Picture[]> {
  return (await request('getPicture', {})).data ?? [];
}

export const picturesQuery = () => queryOptions({ queryKey: opsKeys.pictures(), queryFn: getPictures });

/** The carousel page's preview strip. */
export function usePictures() {
  return useQuery(picturesQuery());
}
