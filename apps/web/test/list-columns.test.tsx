/**
 * The list kit's width rules (platform/list/columns.ts): the table's scroll width is the sum of its columns' widths,
 * the 操作 column is as wide as its buttons, the body ends on a row's edge within §9's 460 px; and the row actions
 * (RowActions) follow the button codes, with the rare ones under 更多.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table/interface';
import { TABLE_SCROLL_Y, type ButtonCode } from '@portal/shared';
import {
  ListPage,
  MORE_LABEL,
  ROW_HEIGHT,
  RowActions,
  actionButtonWidth,
  actionColumnWidth,
  scrollXOf,
  textWidth,
  useLocalList,
  wholeRowsHeight,
  type ListStateSpec,
} from '../src/platform/list/index.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { renderWithProviders } from './layouts-helpers.tsx';

afterEach(() => {
  cleanup();
  useMenuStore.getState().reset();
});

describe('textWidth', () => {
  it.each([
    ['', 0],
    ['停用', 28],
    ['分配角色', 56],
    ['设置超级管理员', 98],
    // Latin letters and digits about 0.6 em.
    ['abc', 26],
    ['2026-11-27 10:00:00', 160],
    ['角色A', 37],
  ])('%j is %i px in the 14 px font', (text, px) => {
    expect(textWidth(text)).toBe(px);
  });
});

describe('actionColumnWidth', () => {
  it('adds up the buttons (label + 16 px each), the cell padding (8 px a side) and 1 px', () => {
    expect(actionButtonWidth('修改')).toBe(44);
    expect(actionColumnWidth(['修改', '分配菜单', '用户', '删除'])).toBe(44 + 72 + 44 + 44 + 16 + 1);
    // 更多 carries its arrow.
    expect(actionButtonWidth(MORE_LABEL)).toBe(64);
    expect(actionColumnWidth(['停用', '分配角色', MORE_LABEL])).toBe(44 + 72 + 64 + 17);
    // A large table pads its cells 16 px a side.
    expect(actionColumnWidth(['编辑'], 'large')).toBe(44 + 32 + 1);
  });

  it('is narrower than the 330 px the users page had for its four buttons', () => {
    expect(actionColumnWidth(['停用', '分配角色', '企业关系', '设置超级管理员'])).toBeLessThan(330);
    expect(actionColumnWidth(['停用', '分配角色', MORE_LABEL])).toBeLessThan(200);
  });
});

describe('scrollXOf', () => {
  const cols: ColumnsType<object> = [
    { title: 'a', width: 120 },
    { title: 'b', width: '80px' },
    { title: 'c', minWidth: 200 },
    { title: 'd', children: [{ title: 'd1', width: 60 }, { title: 'd2' }] },
    { title: 'e' },
    { title: '操作', width: actionColumnWidth(['修改']), fixed: 'right' },
  ];

  it('sums the widths; a column without one counts its minWidth, or 160', () => {
    expect(scrollXOf(cols)).toBe(120 + 80 + 200 + (60 + 160) + 160 + 61);
  });

  it('adds the selection and expand columns antd draws', () => {
    expect(scrollXOf(cols, { selection: true, expandable: true })).toBe(scrollXOf(cols) + 32 + 48);
  });
});

describe('wholeRowsHeight', () => {
  it.each<[string, number[], number]>([
    ['ten one-line rows fill 460 exactly', Array(10).fill(ROW_HEIGHT), 460],
    ['twenty one-line rows: ten of them', Array(20).fill(ROW_HEIGHT), 460],
    ['fewer rows than fit: the limit stays', [46, 46, 46], TABLE_SCROLL_Y],
    ['no rows', [], TABLE_SCROLL_Y],
    ['taller rows: the last one that fits whole', [46, 90, 79, 57, 46, 46, 46, 46, 46, 46], 456],
    ['antd rows of 49: nine of them', Array(10).fill(49), 441],
    ['fractional heights end past the last edge', [61.4, 61.4, 61.4, 61.4, 61.4, 61.4, 61.4, 61.4], 430],
    ['a first row taller than the limit', [500, 46], TABLE_SCROLL_Y],
  ])('%s', (_, heights, px) => {
    expect(wholeRowsHeight(heights)).toBe(px);
  });
});

interface Row {
  id: string;
  name: string;
  city: string;
}
const ROWS: Row[] = [{ id: 'r1', name: '甲', city: '北京' }];
const SPEC: ListStateSpec<Record<string, never>> = { filters: {} };

function WideList({ columns, select }: { columns: ColumnsType<Row>; select?: boolean }) {
  const list = useLocalList(SPEC, () => queryOptions({ queryKey: ['wide'], queryFn: () => Promise.resolve(ROWS) }), {
    match: () => true,
  });
  return <ListPage list={list} columns={columns} rowKey="id" rowSelection={select ? {} : undefined} />;
}

describe('ListPage', () => {
  it('gives the table the columns’ sum as its scroll width (a sideways scroll when they do not fit)', async () => {
    const columns: ColumnsType<Row> = [
      { title: '名称', dataIndex: 'name', width: 700 },
      { title: '城市', dataIndex: 'city', width: 600 },
      { title: '操作', key: 'actions', width: actionColumnWidth(['修改', '删除']), fixed: 'right' },
    ];
    renderWithProviders(<WideList columns={columns} select />, { path: '/list' });
    await screen.findByText('北京');
    const body = document.querySelector<HTMLElement>('.ant-table-body')!;
    expect(body.querySelector('table')!.style.width).toBe(`${700 + 600 + 105 + 32}px`);
    expect(body.style.maxHeight).toBe(`${TABLE_SCROLL_Y}px`);
    expect(body.style.overflowX).toBe('auto');
  });
});

describe('RowActions', () => {
  const A = 'x:a' as ButtonCode;
  const B = 'x:b' as ButtonCode;
  const clicked: string[] = [];
  const actions = [
    { key: 'a', label: '停用', code: A, onClick: () => clicked.push('a') },
    { key: 'b', label: '分配角色', code: B, onClick: () => clicked.push('b') },
    { key: 'c', label: '企业关系', onClick: () => clicked.push('c') },
    { key: 'd', label: '设置超级管理员', blocked: '不可设置', onClick: () => clicked.push('d') },
  ];

  it('shows the first ones as buttons and the rest under 更多; a blocked one is disabled', async () => {
    useMenuStore.setState({ btnPerm: [A, B] });
    renderWithProviders(<RowActions actions={actions} inline={2} />, { path: '/x' });
    expect(screen.getByRole('button', { name: '停用' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '分配角色' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '企业关系' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MORE_LABEL) }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('企业关系'));
    await waitFor(() => expect(clicked).toContain('c'));
    const blocked = within(menu).getByText('设置超级管理员').closest('li')!;
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
  });

  it('drops the actions whose code is not held; one left over stands as a button, not under 更多', () => {
    useMenuStore.setState({ btnPerm: [A] });
    renderWithProviders(<RowActions actions={actions.slice(0, 3)} inline={1} />, { path: '/x' });
    expect(screen.queryByRole('button', { name: '分配角色' })).toBeNull();
    expect(screen.getByRole('button', { name: '停用' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '企业关系' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(MORE_LABEL) })).toBeNull();
  });
});
