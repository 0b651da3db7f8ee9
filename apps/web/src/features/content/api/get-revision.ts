import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisionDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/** One revision's texts (contentRevision), for the comparison. */
export async function getRevision(id: string, revision: number): Promise<RevisionDetail | null> {
  return first(await request('contentRevision', { id, revision })) ?? null;
}

export const revisionQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: contentKeys.revision(id, revision),
    queryFn: () => getRevision(id, revision),
    // A saved revision never changes.
    staleTime: Infinity,
  });

/** Loads while both are set. */
export function useRevision(id: string | undefined, revision: number | undefined) {
  return useQuery({ ...revisionQuery(id ?? '', revision ?? 0), enabled: Boolean(id) && Boolean(revision) });
}
