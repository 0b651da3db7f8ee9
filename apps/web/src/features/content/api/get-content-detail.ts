import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** An article with its (server-sanitised) body, channels and attachments: the editor and the approval modal. */
export async function getContentDetail(id: string): Promise<ContentDetail | null> {
  return first(await request('contentDetail', { id })) ?? null;
}

export const contentDetailQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.detail(id), queryFn: () => getContentDetail(id) });

/** Loads while `id` is set. */
export function useContentDetail(id: string | undefined) {
  return useQuery({ ...contentDetailQuery(id ?? ''), enabled: Boolean(id) });
}
