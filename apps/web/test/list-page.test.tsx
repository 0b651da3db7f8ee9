import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  ListPage,
  useLocalList,
  useServerList,
  type ListStateSpec,
  type SearchField,
} from '../src/platform/list/index.ts';
import { renderWithProviders } from './layouts-helpers.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  year: number;
}
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `第${i + 1}条`,
  year: 2020 + (i % 5),
}));
const FILTERS = { keyword: 'string', year: 'number' } as const;
const SPEC: ListStateSpec<typeof FILTERS> = { filters: FILTERS, sortFields: ['year'] };
const FIELDS: SearchField<typeof FILTERS>[] = [
  { name: 'keyword', label: '关键字', kind: 'text' },
  { name: 'year', label: '年度', kind: 'year' },
];
const COLUMNS: ColumnsType<Row> = [
  { title: '名称', dataIndex: 'name', key: 'name' },
  { title: '年度', dataIndex: 'year', key: 'year', sorter: true },
];

function LocalList() {
  const list = useLocalList(SPEC, () => queryOptions({ queryKey: ['rows'], queryFn: () => Promise.resolve(ROWS) }), {
    match: (r, f) => (!f.keyword || r.name.includes(f.keyword)) && (!f.year || r.year === f.year),
    sorters: { year: (a, b) => a.year - b.year },
  });
  return <ListPage list={list} columns={COLUMNS} rowKey="id" fields={FIELDS} title={`合计 ${list.total} 行`} />;
}

const location = () => screen.getByTestId('location').textContent ?? '';
const names = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map((tr) => tr.children[0].textContent);

describe('list page kit', () => {
  it('shows the page the URL names, with the search form filled from it', async () => {
    renderWithProviders(<LocalList />, { path: '/list?year=2021&page=2&size=10' });
    await screen.findByText('合计 5 行');
    // 5 rows of 2021 fit one page: the out-of-range page 2 is replaced by the last page.
    await waitFor(() => expect(location()).toBe('/list?year=2021'));
    expect(names()).toEqual(['第2条', '第7条', '第12条', '第17条', '第22条']);
    expect(screen.getByPlaceholderText<HTMLInputElement>('请选择年度').value).toBe('2021年');
  });

  it('a search writes the filters into the URL and goes back to the first page', async () => {
    renderWithProviders(<LocalList />, { path: '/list?page=3' });
    await screen.findByText('合计 25 行');
    fireEvent.change(screen.getByPlaceholderText('请输入关键字'), { target: { value: '第1' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(location()).toBe('/list?keyword=%E7%AC%AC1'));
    expect(await screen.findByText('合计 11 行')).toBeTruthy();
  });

  it('paging and sorting live in the URL; 重置 clears everything', async () => {
    renderWithProviders(<LocalList />, { path: '/list' });
    await screen.findByText('合计 25 行');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/list?page=2'));
    expect(names()[0]).toBe('第11条');
    fireEvent.click(screen.getAllByText('年度', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(location()).toBe('/list?sort=year&order=asc'));
    expect(names().slice(0, 2)).toEqual(['第1条', '第6条']);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(location()).toBe('/list'));
  });

  it('shows the empty state, and the error state with 重新加载', async () => {
    let fail = true;
    function ServerList() {
      const list = useServerList(SPEC, (s) =>
        queryOptions({
          queryKey: ['server', s.page],
          queryFn: () =>
            fail
              ? Promise.reject(new Error('服务暂不可用'))
              : Promise.resolve({ records: [] as Row[], current: 1, size: 10, total: 0 }),
        }),
      );
      return <ListPage list={list} columns={COLUMNS} rowKey="id" emptyText="暂无记录" />;
    }
    renderWithProviders(<ServerList />, { path: '/list' });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.getByText('服务暂不可用')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(within(document.querySelector('.ant-table') as HTMLElement).queryByText('数据加载失败')).toBeNull();
  });
});
