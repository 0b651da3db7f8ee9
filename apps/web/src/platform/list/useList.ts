import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import {
  clampPage,
  cleanFilters,
  initialListState,
  parseListState,
  serializeListState,
  type FilterSpecs,
  type FilterValues,
  type ListSort,
  type ListState,
  type ListStateSpec,
} from './url-state.ts';

/** A list's state held in the URL, and the moves a page makes on it (each one a history entry). */
export interface ListStateControls<F extends FilterSpecs> {
  spec: ListStateSpec<F>;
  state: ListState<F>;
  /** New filters (a search): back to the first page. */
  setFilters: (values: Record<string, unknown>) => void;
  /** Another page or page size (a new size starts at the first page). */
  setPage: (page: number, pageSize?: number) => void;
  setSort: (sort: ListSort | null) => void;
  /** Everything back to its default (the reset button). */
  reset: () => void;
}

/**
 * The list's state from the URL (see url-state.ts). `spec` must be a stable object (a module constant): it is read on
 * every render.
 */
export function useListState<F extends FilterSpecs>(
  spec: ListStateSpec<F>,
): ListStateControls<F> & {
  /** Moves to a page without a history entry (the page fell out of range). */
  replacePage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(search, spec), [search, spec]);

  const write = useCallback(
    (next: (current: ListState<F>) => ListState<F>, replace = false) =>
      setParams((prev) => serializeListState(next(parseListState(prev, spec)), spec, prev), { replace }),
    [setParams, spec],
  );

  return {
    spec,
    state,
    setFilters: useCallback(
      (values) => write((s) => ({ ...s, page: 1, filters: cleanFilters(spec, values) })),
      [write, spec],
    ),
    setPage: useCallback(
      (page, pageSize) =>
        write((s) => {
          const size = pageSize ?? s.pageSize;
          return { ...s, pageSize: size, page: size !== s.pageSize ? 1 : page };
        }),
      [write],
    ),
    setSort: useCallback((sort) => write((s) => ({ ...s, page: 1, sort })), [write]),
    reset: useCallback(() => write(() => initialListState(spec)), [write, spec]),
    replacePage: useCallback((page) => write((s) => ({ ...s, page }), true), [write]),
  };
}

/** What a list page renders: its state and controls, and the rows of the page shown. */
export interface ListController<T, F extends FilterSpecs> extends ListStateControls<F> {
  rows: T[];
  total: number;
  /** The first load (nothing to show yet). */
  loading: boolean;
  /** Any load, including a new page while the previous one stays on screen. */
  fetching: boolean;
  /** The failure of the last load; null when it succeeded. */
  error: Error | null;
  refetch: () => void;
}

type ListQuery<D, K extends QueryKey> = UseQueryOptions<D, Error, D, K>;

/**
 * A list paged by the server (§7 `data[0] = { records, current, size, total }`). `query` builds the feature's
 * queryOptions (features/<area>/api) from the state; the previous page stays on screen while the next one loads.
 */
export function useServerList<T, F extends FilterSpecs, K extends QueryKey = QueryKey>(
  spec: ListStateSpec<F>,
  query: (state: ListState<F>) => ListQuery<Page<T>, K>,
): ListController<T, F> {
  const { replacePage, ...controls } = useListState(spec);
  const { state } = controls;
  const q = useQuery({ ...query(state), placeholderData: keepPreviousData });
  const total = q.data?.total ?? 0;
  const page = clampPage(state.page, state.pageSize, q.isPlaceholderData ? null : q.data?.total);
  useEffect(() => {
    if (page !== state.page) replacePage(page);
  }, [page, state.page, replacePage]);
  return {
    ...controls,
    rows: q.data?.records ?? [],
    total,
    loading: q.isPending,
    fetching: q.isFetching,
    error: q.isError ? q.error : null,
    refetch: () => void q.refetch(),
  };
}

export interface LocalListOptions<T, F extends FilterSpecs> {
  /** Whether a row passes the filters the server did not apply (default: every row passes). */
  match?: (row: T, filters: FilterValues<F>) => boolean;
  /** Comparers of the sortable fields (spec.sortFields). */
  sorters?: Readonly<Record<string, (a: T, b: T) => number>>;
}

/**
 * A list the server answers whole (a small, bounded list: the periods of a year, the tables of a task): `query`
 * builds its queryOptions from the filters; filtering the rest, sorting and paging happen here, with the same URL
 * state and the same table as a server-paged list.
 */
export function useLocalList<T, F extends FilterSpecs, K extends QueryKey = QueryKey>(
  spec: ListStateSpec<F>,
  query: (filters: FilterValues<F>) => ListQuery<T[], K>,
  { match, sorters }: LocalListOptions<T, F> = {},
): ListController<T, F> {
  const { replacePage, ...controls } = useListState(spec);
  const { state } = controls;
  const q = useQuery({ ...query(state.filters), placeholderData: keepPreviousData });
  const all = useMemo(() => {
    const rows = (q.data ?? []).filter((r) => !match || match(r, state.filters));
    const compare = state.sort ? sorters?.[state.sort.field] : undefined;
    if (!compare || !state.sort) return rows;
    const sign = state.sort.order === 'ascend' ? 1 : -1;
    return rows
      .map((r, i) => [r, i] as const)
      .sort(([a, i], [b, j]) => compare(a, b) * sign || i - j)
      .map(([r]) => r);
  }, [q.data, match, sorters, state.filters, state.sort]);
  const page = clampPage(state.page, state.pageSize, q.data ? all.length : null);
  useEffect(() => {
    if (page !== state.page) replacePage(page);
  }, [page, state.page, replacePage]);
  const start = (page - 1) * state.pageSize;
  return {
    ...controls,
    rows: all.slice(start, start + state.pageSize),
    total: all.length,
    loading: q.isPending,
    fetching: q.isFetching,
    error: q.isError ? q.error : null,
    refetch: () => void q.refetch(),
  };
}
