export { ListPage, sortOf } from './ListPage.tsx';
export type { ListPageProps } from './ListPage.tsx';
export { SearchForm, toFormValue, fromFormValue } from './SearchForm.tsx';
export { RowActions } from './RowActions.tsx';
export type { RowAction, RowActionsProps } from './RowActions.tsx';
export { useTableScroll } from './useTableScroll.ts';
export {
  MORE_LABEL,
  ROW_HEIGHT,
  actionColumnWidth,
  actionButtonWidth,
  scrollXOf,
  textWidth,
  wholeRowsHeight,
} from './columns.ts';
export type { SearchField, SearchOption, SearchFormProps } from './SearchForm.tsx';
export { useListState, useServerList, useLocalList } from './useList.ts';
export type { ListController, ListStateControls, LocalListOptions } from './useList.ts';
export {
  parseListState,
  serializeListState,
  cleanFilters,
  clampPage,
  initialListState,
  pageQueryOf,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  RESERVED_PARAMS,
} from './url-state.ts';
export type {
  FilterSpec,
  FilterSpecs,
  FilterValues,
  ListSort,
  ListState,
  ListStateSpec,
  SortOrder,
} from './url-state.ts';
