import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Revision } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** The most revisions the drawer lists (newest first). */
export const REVISIONS_SHOWN = 100;

/** An article's revisions (contentRevisions), newest first. */
export async function getRevisions(id: string): Promise<Page<Revision>> {
  return (
    first(await request('contentRevisions', { id, currentPage: 1, pageSize: REVISIONS_SHOWN })) ?? {
      records: [],
      current: 1,
      size: REVISIONS_SHOWN,
      total: 0,
    }
  );
}

export const revisionsQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.revisions(id), queryFn: () => getRevisions(id) });

/** Loads while `id` is set. */
export function useRevisions(id: string | undefined) {
  return useQuery({ ...revisionsQuery(id ?? ''), enabled: Boolean(id) });
}
