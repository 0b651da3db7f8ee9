import { describe, expect, it } from 'vitest';
import {
  clampPage,
  cleanFilters,
  initialListState,
  pageQueryOf,
  parseListState,
  serializeListState,
  type ListState,
  type ListStateSpec,
} from '../src/platform/list/url-state.ts';

const FILTERS = {
  taxType: { pattern: /^\d{2}$/ },
  state: { oneOf: ['todo', 'filed'] },
  keyword: 'string',
  year: 'number',
  confirmed: 'boolean',
  tags: 'strings',
} as const;
const SPEC: ListStateSpec<typeof FILTERS> = { filters: FILTERS, sortFields: ['period', 'deadline'] };
type State = ListState<typeof FILTERS>;

describe('parseListState', () => {
  it('reads the first page, the default size, no sort and no filters from an empty URL', () => {
    expect(parseListState('', SPEC)).toEqual({ page: 1, pageSize: 10, sort: null, filters: {} });
    expect(initialListState(SPEC)).toEqual(parseListState('?', SPEC));
  });

  it('reads every part', () => {
    const s = parseListState(
      '?page=3&size=20&sort=period&order=desc&taxType=01&state=filed&keyword=%E5%8F%91%E7%A5%A8&year=2025&confirmed=true&tags=a&tags=b',
      SPEC,
    );
    expect(s).toEqual({
      page: 3,
      pageSize: 20,
      sort: { field: 'period', order: 'descend' },
      filters: { taxType: '01', state: 'filed', keyword: '发票', year: 2025, confirmed: true, tags: ['a', 'b'] },
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['size=15', { pageSize: 10 }],
    ['size=100', { pageSize: 100 }],
    ['sort=unknown&order=asc', { sort: null }],
    ['sort=period', { sort: null }],
    ['sort=period&order=up', { sort: null }],
    ['sort=deadline&order=asc', { sort: { field: 'deadline', order: 'ascend' } }],
  ])('checks %s', (search, expected) => {
    expect(parseListState(search, SPEC)).toMatchObject(expected);
  });

  it.each([
    ['taxType=1', {}],
    ['taxType=abc', {}],
    ['state=paid', {}],
    ['year=20x5', {}],
    ['year=', {}],
    ['confirmed=maybe', {}],
    ['confirmed=0', { confirmed: false }],
    ['confirmed=1', { confirmed: true }],
    ['keyword=%20%20', {}],
    ['keyword=%20a%20', { keyword: 'a' }],
    ['tags=a&tags=a&tags=', { tags: ['a'] }],
  ])('drops or normalises a malformed filter: %s', (search, filters) => {
    expect(parseListState(search, SPEC).filters).toEqual(filters);
  });

  it('ignores params that are not the list’s', () => {
    expect(parseListState('?tab=confirm&id=9', SPEC)).toEqual(initialListState(SPEC));
  });

  it('refuses a filter named like a paging param', () => {
    expect(() => parseListState('', { filters: { page: 'string' } })).toThrow(/clashes/);
  });
});

describe('serializeListState', () => {
  it('leaves defaults out: the first page is the plain path', () => {
    expect(serializeListState(initialListState(SPEC), SPEC).toString()).toBe('');
  });

  it('writes what differs from the defaults, and keeps the page’s other params', () => {
    const state: State = {
      page: 2,
      pageSize: 50,
      sort: { field: 'period', order: 'ascend' },
      filters: { taxType: '02', confirmed: false, tags: ['x', 'y'] },
    };
    const out = serializeListState(state, SPEC, '?tab=confirm&page=9&taxType=01');
    expect(out.get('tab')).toBe('confirm');
    expect(Object.fromEntries(out)).toMatchObject({
      page: '2',
      size: '50',
      sort: 'period',
      order: 'asc',
      taxType: '02',
      confirmed: 'false',
    });
    expect(out.getAll('tags')).toEqual(['x', 'y']);
  });

  it('drops empty and invalid values instead of writing them', () => {
    const state = { ...initialListState(SPEC), filters: { keyword: '  ', taxType: 'bad', year: Number.NaN } } as State;
    expect(serializeListState(state, SPEC).toString()).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const state: State = {
      page: 4,
      pageSize: 20,
      sort: { field: 'deadline', order: 'descend' },
      filters: { state: 'todo', keyword: '增值税 发票&1', year: 2024, confirmed: true },
    };
    expect(parseListState(serializeListState(state, SPEC), SPEC)).toEqual(state);
  });

  it('prefixes the params of a second list on the page', () => {
    const spec = { ...SPEC, prefix: 'inv' };
    const out = serializeListState({ ...initialListState(spec), page: 2, filters: { keyword: 'a' } }, spec, '?page=5');
    expect(out.toString()).toBe('page=5&inv_keyword=a&inv_page=2');
    expect(parseListState(out, spec)).toMatchObject({ page: 2, filters: { keyword: 'a' } });
  });
});

describe('defaults of filters', () => {
  const spec: ListStateSpec<{ key: 'string'; year: 'number' }> = {
    filters: { key: 'string', year: 'number' },
    defaults: { key: 'all', year: 2025 },
  };

  it('apply when the URL has none, and are left out of the URL', () => {
    expect(parseListState('', spec).filters).toEqual({ key: 'all', year: 2025 });
    expect(serializeListState({ ...initialListState(spec) }, spec).toString()).toBe('');
  });

  it('a value other than the default is written', () => {
    const s = parseListState('?key=01&year=2024', spec);
    expect(s.filters).toEqual({ key: '01', year: 2024 });
    expect(serializeListState(s, spec).toString()).toBe('key=01&year=2024');
  });

  it('a cleared filter takes its default again', () => {
    expect(cleanFilters(spec, { key: '', year: undefined })).toEqual({ key: 'all', year: 2025 });
  });
});

describe('cleanFilters, clampPage, pageQueryOf', () => {
  it('keeps the valid values of a search form', () => {
    expect(
      cleanFilters(SPEC, {
        taxType: '01',
        state: 'nope',
        keyword: ' a ',
        year: 2025,
        confirmed: false,
        tags: [],
        other: 1,
      }),
    ).toEqual({
      taxType: '01',
      keyword: 'a',
      year: 2025,
      confirmed: false,
    });
  });

  it.each([
    [5, 10, 23, 3],
    [2, 10, 23, 2],
    [9, 10, 0, 9],
    [9, 10, null, 9],
    [1, 10, 5, 1],
    [3, 20, 40, 2],
  ])('page %i of size %i with %s rows shows page %i', (page, size, total, expected) => {
    expect(clampPage(page, size, total)).toBe(expected);
  });

  it('gives the contract’s paging fields', () => {
    expect(pageQueryOf({ page: 3, pageSize: 20 })).toEqual({ currentPage: 3, pageSize: 20 });
  });
});
