import { queryOptions, useQuery } from '@tanstack/react-query';
import { findRoute, type HandbookRow } from '@portal/shared';
import { request } from '../request/index.ts';
import { useSession } from '../session/store.ts';

/** Query keys of the pages' manuals (操作手册配置 refreshes them after a save or a removal). */
export const handbookKeys = {
  all: ['handbook'] as const,
  of: (path: string) => [...handbookKeys.all, 'of', path] as const,
};

/** The shape handbookOf accepts (routes.ts paths all have it). */
const ROUTE_PATH = /^\/[A-Za-z0-9_\-/]*$/;

/**
 * The manual of a page (handbookOf), or null when it has none. Silent: the 操作手册 button is an extra of the frame,
 * so its failure shows nothing (and the button stays away).
 */
export async function getHandbookOf(path: string): Promise<HandbookRow | null> {
  const env = await request('handbookOf', { path }, { silent: true });
  const row = env.data?.[0];
  return row?.fileId ? row : null;
}

export const handbookOfQuery = (path: string) =>
  queryOptions({
    queryKey: handbookKeys.of(path),
    queryFn: () => getHandbookOf(path),
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The route path a location's manual is kept under (a page of the route table), or null for none. */
export function handbookPathOf(pathname: string): string | null {
  const path = findRoute(pathname)?.path;
  return path && ROUTE_PATH.test(path) ? path : null;
}

/** The current page's manual for a signed-in user (asked after the frame's first paint; null meanwhile). */
export function usePageHandbook(pathname: string): HandbookRow | null {
  const signedIn = useSession((s) => Boolean(s.token && s.userInfo));
  const path = handbookPathOf(pathname);
  const q = useQuery({ ...handbookOfQuery(path ?? ''), enabled: signedIn && path !== null });
  return signedIn && path !== null ? (q.data ?? null) : null;
}
