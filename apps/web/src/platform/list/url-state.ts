/**
 * A list page's state in the URL's search params: page, page size, sort and filters. A reload or a shared link shows
 * the same page. Pure functions, so the rules are unit-tested without a browser:
 * - What the URL says is checked against the spec; anything unknown or malformed reads as its default (a hand-edited
 *   link never breaks the page).
 * - Defaults are left out of the URL (page 1, the default size, no sort, empty filters), so the plain path is the
 *   first page.
 * - Params that are not the list's (a tab, an id, another list's state under its prefix) are kept as they are.
 */

/**
 * How a filter is written in the URL: text, a number, true/false, a value of a fixed set, text of a given shape
 * (e.g. a 'YYYYMM' period), or a list (repeated param).
 */
export type FilterSpec =
  'string' | 'number' | 'boolean' | 'strings' | { oneOf: readonly string[] } | { pattern: RegExp };

export type FilterSpecs = Readonly<Record<string, FilterSpec>>;

type ValueOf<S extends FilterSpec> = S extends 'number'
  ? number
  : S extends 'boolean'
    ? boolean
    : S extends 'strings'
      ? string[]
      : S extends { oneOf: readonly (infer V)[] }
        ? V
        : string;

/** The filters of a list: each one is absent when empty. */
export type FilterValues<F extends FilterSpecs> = { -readonly [K in keyof F]?: ValueOf<F[K]> };

export type SortOrder = 'ascend' | 'descend';
export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface ListState<F extends FilterSpecs> {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: ListSort | null;
  filters: FilterValues<F>;
}

export interface ListStateSpec<F extends FilterSpecs> {
  filters: F;
  /** Default 10. */
  defaultPageSize?: number;
  /** The sizes a user may choose (the page-size changer); default 10, 20, 50, 100. */
  pageSizes?: readonly number[];
  /** Fields a user may sort by; none when absent. */
  sortFields?: readonly string[];
  /** Prefixes the list's params (`inv_page`), for a page with more than one list. */
  prefix?: string;
  /**
   * Filter values that apply when the URL has none (e.g. this year). A value equal to its default is left out of the
   * URL, so clearing such a filter brings its default back.
   */
  defaults?: FilterValues<F>;
}

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
/** The param names of paging and sorting (before the prefix); a filter may not use them. */
export const RESERVED_PARAMS = ['page', 'size', 'sort', 'order'] as const;

const ORDER_PARAM: Readonly<Record<SortOrder, string>> = { ascend: 'asc', descend: 'desc' };

function param(spec: ListStateSpec<FilterSpecs>, name: string): string {
  return spec.prefix ? `${spec.prefix}_${name}` : name;
}

function checkSpec(spec: ListStateSpec<FilterSpecs>): void {
  for (const name of Object.keys(spec.filters)) {
    if ((RESERVED_PARAMS as readonly string[]).includes(name))
      throw new RangeError(`list filter "${name}" clashes with the paging/sorting params`);
  }
}

function pageSizeOf(spec: ListStateSpec<FilterSpecs>): { fallback: number; allowed: readonly number[] } {
  const fallback = spec.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const sizes = spec.pageSizes ?? DEFAULT_PAGE_SIZES;
  return { fallback, allowed: sizes.includes(fallback) ? sizes : [...sizes, fallback].sort((a, b) => a - b) };
}

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** One filter's value from its raw params, or undefined when absent or malformed. */
function readFilter(spec: FilterSpec, raw: readonly string[]): unknown {
  const values = raw.map((v) => v.trim()).filter((v) => v !== '');
  if (spec === 'strings') return values.length ? [...new Set(values)] : undefined;
  const v = values[0];
  if (v === undefined) return undefined;
  switch (spec) {
    case 'string':
      return v;
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(v)) return undefined;
      const n = Number(v);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
    default:
      return 'oneOf' in spec ? (spec.oneOf.includes(v) ? v : undefined) : spec.pattern.test(v) ? v : undefined;
  }
}

/** One filter's value as params; [] for an empty one. */
function writeFilter(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(String).filter((v) => v.trim() !== '');
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value === 'boolean') return [String(value)];
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? [] : [text];
}

/** Reads a list's state from the search params (a string with or without '?', or URLSearchParams). */
export function parseListState<F extends FilterSpecs>(
  search: string | URLSearchParams,
  spec: ListStateSpec<F>,
): ListState<F> {
  checkSpec(spec);
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => params.get(param(spec, name));

  const rawPage = get('page') ?? '';
  const page = POSITIVE_INT.test(rawPage) ? Number(rawPage) : 1;
  const { fallback, allowed } = pageSizeOf(spec);
  const rawSize = get('size') ?? '';
  const pageSize = POSITIVE_INT.test(rawSize) && allowed.includes(Number(rawSize)) ? Number(rawSize) : fallback;

  const field = get('sort');
  const order = get('order');
  const sortOrder: SortOrder | null = order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null;
  const sort = field && sortOrder && spec.sortFields?.includes(field) ? { field, order: sortOrder } : null;

  const filters: Record<string, unknown> = {};
  const defaults = (spec.defaults ?? {}) as Record<string, unknown>;
  for (const [name, fspec] of Object.entries(spec.filters)) {
    const value = readFilter(fspec, params.getAll(param(spec, name))) ?? readFilter(fspec, writeFilter(defaults[name]));
    if (value !== undefined) filters[name] = value;
  }
  return { page, pageSize, sort, filters: filters as FilterValues<F> };
}

/**
 * Writes a list's state into the search params, keeping every param of `base` that is not the list's. Defaults are
 * left out. The result is what `parseListState` reads back (after the same checks).
 */
export function serializeListState<F extends FilterSpecs>(
  state: ListState<F>,
  spec: ListStateSpec<F>,
  base: string | URLSearchParams = '',
): URLSearchParams {
  checkSpec(spec);
  const out = new URLSearchParams(typeof base === 'string' ? base : base.toString());
  const own = [...RESERVED_PARAMS, ...Object.keys(spec.filters)].map((n) => param(spec, n));
  for (const name of own) out.delete(name);

  const defaults = (spec.defaults ?? {}) as Record<string, unknown>;
  for (const [name, fspec] of Object.entries(spec.filters)) {
    const written = writeFilter(readFilter(fspec, writeFilter(state.filters[name])));
    const byDefault = writeFilter(readFilter(fspec, writeFilter(defaults[name])));
    if (written.join('\u0000') === byDefault.join('\u0000')) continue;
    for (const v of written) out.append(param(spec, name), v);
  }
  const { fallback } = pageSizeOf(spec);
  if (state.sort && spec.sortFields?.includes(state.sort.field)) {
    out.set(param(spec, 'sort'), state.sort.field);
    out.set(param(spec, 'order'), ORDER_PARAM[state.sort.order]);
  }
  if (state.pageSize !== fallback) out.set(param(spec, 'size'), String(state.pageSize));
  if (state.page > 1) out.set(param(spec, 'page'), String(Math.floor(state.page)));
  return out;
}

/**
 * Filters with empty values (undefined, null, '', [], NaN) and malformed ones removed: what a search form's values
 * become. A filter with a default that is cleared takes its default again (see ListStateSpec.defaults).
 */
export function cleanFilters<F extends FilterSpecs>(
  spec: ListStateSpec<F>,
  values: Record<string, unknown>,
): FilterValues<F> {
  const out: Record<string, unknown> = {};
  const defaults = (spec.defaults ?? {}) as Record<string, unknown>;
  for (const [name, fspec] of Object.entries(spec.filters)) {
    const parsed = readFilter(fspec, writeFilter(values[name])) ?? readFilter(fspec, writeFilter(defaults[name]));
    if (parsed !== undefined) out[name] = parsed;
  }
  return out as FilterValues<F>;
}

/**
 * The page to show when the total shrank under the current page (a filter or a deletion elsewhere): the last page
 * that has rows; the page itself when it is in range (or nothing is known yet).
 */
export function clampPage(page: number, pageSize: number, total: number | null | undefined): number {
  if (total === null || total === undefined || total <= 0) return page;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(page, last);
}

/** The state of a list without anything chosen: first page, default size, no sort, the default filters. */
export function initialListState<F extends FilterSpecs>(spec: ListStateSpec<F>): ListState<F> {
  return parseListState('', spec);
}

/** The paging fields the contract's list calls take (§7 currentPage/pageSize). */
export function pageQueryOf(state: Pick<ListState<FilterSpecs>, 'page' | 'pageSize'>): {
  currentPage: number;
  pageSize: number;
} {
  return { currentPage: state.page, pageSize: state.pageSize };
}
