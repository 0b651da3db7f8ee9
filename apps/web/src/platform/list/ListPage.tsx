import type { ReactNode } from 'react';
import { Button, Empty, Result, Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { SearchForm, type SearchField } from './SearchForm.tsx';
import { useTableScroll } from './useTableScroll.ts';
import type { ListController } from './useList.ts';
import type { FilterSpecs, ListSort } from './url-state.ts';
import { DEFAULT_PAGE_SIZES } from './url-state.ts';
import './list.css';

export interface ListPageProps<T, F extends FilterSpecs> {
  list: ListController<T, F>;
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
  /** The search form's fields; none: no form. */
  fields?: readonly SearchField<F>[];
  /** Left of the toolbar (a title, a summary). */
  title?: ReactNode;
  /** Right of the toolbar: the page's action buttons, each gated by <Permission>. */
  toolbar?: ReactNode;
  /** Buttons after 查询 / 重置 in the search form. */
  searchExtra?: ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
  /** What the empty list says (default 暂无数据). */
  emptyText?: string;
  /** Table size (default middle). */
  size?: TableProps<T>['size'];
  expandable?: TableProps<T>['expandable'];
}

/** The sort a table change asks for, when its column is one the list sorts by. */
export function sortOf<T>(
  sorter: SorterResult<T> | SorterResult<T>[],
  fields: readonly string[] = [],
): ListSort | null {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.order) return null;
  const field = String(s.columnKey ?? s.field ?? '');
  return fields.includes(field) ? { field, order: s.order } : null;
}

/**
 * The list page of the portal (ARCHITECTURE: one search form + antd Table + pagination on a shared hook): the
 * search form, a toolbar, the table with its loading, empty and error states, and the pagination. Paging, sorting and
 * filters live in the URL (useServerList / useLocalList). The table follows the kit's width rules (columns.ts): it
 * scrolls sideways when its columns' widths add up to more than the page, and its body, at most TABLE_SCROLL_Y (§9)
 * high, ends on a row's edge.
 */
export function ListPage<T extends object, F extends FilterSpecs>({
  list,
  columns,
  rowKey,
  fields,
  title,
  toolbar,
  searchExtra,
  rowSelection,
  emptyText = '暂无数据',
  size = 'middle',
  expandable,
}: ListPageProps<T, F>) {
  const { state, spec } = list;
  const sortable = spec.sortFields ?? [];
  const controlled = columns.map((c) => {
    const key =
      typeof c.key === 'string' ? c.key : 'dataIndex' in c && typeof c.dataIndex === 'string' ? c.dataIndex : '';
    if (!c.sorter || !sortable.includes(key)) return c;
    return { ...c, key, sortOrder: state.sort?.field === key ? state.sort.order : null };
  });
  // A tree's expand icon sits in its first column; an expanded-row render adds a column of its own.
  const { ref: tableRef, scroll } = useTableScroll(columns, list.rows, {
    selection: Boolean(rowSelection),
    expandable: Boolean(expandable?.expandedRowRender),
  });

  const empty = list.error ? (
    <Result
      status="warning"
      title="数据加载失败"
      subTitle={list.error.message || '请稍后重试'}
      extra={
        <Button type="primary" onClick={list.refetch}>
          重新加载
        </Button>
      }
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  );

  return (
    <div className="portal-list" ref={tableRef}>
      {fields && fields.length > 0 && (
        <SearchForm
          fields={fields}
          filters={state.filters}
          onSearch={list.setFilters}
          onReset={list.reset}
          loading={list.fetching && !list.loading}
          extra={searchExtra}
        />
      )}
      {(title || toolbar) && (
        <div className="portal-list__toolbar">
          <div className="portal-list__title">{title}</div>
          <div className="portal-list__actions">{toolbar}</div>
        </div>
      )}
      <Table<T>
        rowKey={rowKey}
        columns={controlled}
        dataSource={list.rows}
        loading={list.loading || list.fetching}
        size={size}
        rowSelection={rowSelection}
        expandable={expandable}
        scroll={scroll}
        locale={{ emptyText: list.loading ? ' ' : empty }}
        showSorterTooltip={{ title: '点击排序' }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') list.setSort(sortOf(sorter, sortable));
          else if (extra.action === 'paginate')
            list.setPage(pagination.current ?? 1, pagination.pageSize ?? state.pageSize);
        }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: list.total,
          showSizeChanger: true,
          pageSizeOptions: (spec.pageSizes ?? DEFAULT_PAGE_SIZES).map(String),
          showQuickJumper: list.total > state.pageSize * 5,
          showTotal: (total) => `共 ${total} 条`,
          hideOnSinglePage: false,
        }}
      />
    </div>
  );
}
