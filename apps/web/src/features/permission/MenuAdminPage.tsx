import { useMemo, useState, type Key } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Empty, Flex, Input, Result, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { BUTTON, type MenuItem } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { RowActions, actionColumnWidth, useTableScroll } from '../../platform/list/index.ts';
import { Permission } from '../../platform/permission/index.ts';
import { useAllMenus } from './api/menu-all.ts';
import { useDeleteMenu } from './api/menu-delete.ts';
import { MenuFormModal, type MenuEditing } from './menu/MenuFormModal.tsx';
import { filterMenus, menuTreeOf, parentIds, rootsOf } from './menu/menu-tree.ts';

export interface MenuAdminPageProps {
  title?: string;
  path: string;
}

/** The button codes of each tree's page. */
const CODES = {
  op: { add: BUTTON.menu.opAdd, edit: BUTTON.menu.opEdit, remove: BUTTON.menu.opDelete },
  tax: { add: BUTTON.menu.taxAdd, edit: BUTTON.menu.taxEdit, remove: BUTTON.menu.taxDelete },
} as const;

/** The confirmation of 删除. */
export const deleteMenuText = (name: string) => `确定删除菜单「${name}」吗？`;

/** The search param of the name filter. */
const KEYWORD_PARAM = 'menuName';

/**
 * /Base/auth-management/menu-op (运营菜单管理) and /Base/auth-management/menu-tax (税务菜单管理): the menu tree of the
 * operations side (every top-level menu but 税务管理) or of the tax side (税务管理 and everything under it), with its
 * pages and buttons. 新增顶级菜单 (operations only: the tax tree has one root), 新增下级, 修改, 删除 (confirmed; the server
 * refuses a menu with children or granted to a role), each gated by the tree's code. The name filter is in the URL.
 */
export default function MenuAdminPage({ path }: MenuAdminPageProps) {
  const tree = menuTreeOf(path);
  const codes = CODES[tree];
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const keyword = params.get(KEYWORD_PARAM)?.trim() ?? '';
  const [editing, setEditing] = useState<MenuEditing | undefined>(undefined);
  // The rows the user expanded, per tree (one page component serves both routes).
  const [expanded, setExpanded] = useState<{ tree: string; keys: readonly Key[] } | null>(null);
  const menus = useAllMenus();
  const remove = useDeleteMenu();

  const rows = useMemo(() => filterMenus(rootsOf(menus.data ?? [], tree), keyword), [menus.data, tree, keyword]);
  // Until the user expands or collapses a row: the roots open, or every branch of a search's matches.
  const expandedKeys = expanded?.tree === tree ? expanded.keys : keyword ? parentIds(rows) : rows.map((r) => r.menuId);

  const search = (value: string) => {
    setExpanded(null);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(KEYWORD_PARAM, value.trim());
        else next.delete(KEYWORD_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const confirmDelete = (m: MenuItem) =>
    modal.confirm({
      title: '删除菜单',
      content: deleteMenuText(m.menuName),
      okText: '确定',
      okButtonProps: { danger: true },
      cancelText: '取消',
      // A refusal (children, granted to a role) was shown by the request layer.
      onOk: () =>
        remove
          .mutateAsync(m.menuId)
          .then((msg) => notify.success(msg))
          .catch(() => undefined),
    });

  const columns: ColumnsType<MenuItem> = [
    { title: '菜单名称', dataIndex: 'menuName', width: 230, ellipsis: true, fixed: 'left' },
    {
      title: '类型',
      dataIndex: 'button',
      width: 72,
      render: (v: 0 | 1) => (v === 1 ? <Tag color="orange">按钮</Tag> : <Tag color="blue">菜单</Tag>),
    },
    { title: '路由', dataIndex: 'routeUrl', width: 190, ellipsis: true, render: (v?: string | null) => v || '-' },
    { title: '权限码', dataIndex: 'perms', width: 150, ellipsis: true, render: (v?: string | null) => v || '-' },
    { title: '图标', dataIndex: 'icon', width: 96, ellipsis: true, render: (v?: string | null) => v || '-' },
    { title: '排序', dataIndex: 'sort', width: 60, align: 'right' },
    {
      title: '隐藏',
      key: 'hidden',
      width: 150,
      render: (_, m) =>
        m.hidden || m.ifRouteHidden ? (
          <Space size={4}>
            {m.hidden && <Tag>隐藏菜单</Tag>}
            {m.ifRouteHidden && <Tag>隐藏路由</Tag>}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['新增下级', '修改', '删除']),
      fixed: 'right',
      render: (_, m) => (
        <RowActions
          actions={[
            ...(m.button === 0
              ? [
                  {
                    key: 'add',
                    label: '新增下级',
                    code: codes.add,
                    onClick: () => setEditing({ mode: 'add', parent: m }),
                  },
                ]
              : []),
            { key: 'edit', label: '修改', code: codes.edit, onClick: () => setEditing({ mode: 'edit', menu: m }) },
            { key: 'delete', label: '删除', code: codes.remove, danger: true, onClick: () => void confirmDelete(m) },
          ]}
        />
      ),
    },
  ];

  // The list kit's table rules (platform/list/columns.ts): scroll width from the columns, a body of whole rows.
  const { ref: tableRef, scroll } = useTableScroll(columns, rows);

  const empty = menus.isError ? (
    <Result
      status="warning"
      title="菜单加载失败"
      subTitle={menus.error.message || '请稍后重试'}
      extra={
        <Button type="primary" onClick={() => void menus.refetch()}>
          重试
        </Button>
      }
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? '没有匹配的菜单' : '暂无菜单'} />
  );

  return (
    <div className="portal-list" ref={tableRef}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 4 }}>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          placeholder="按菜单名称搜索"
          aria-label="按菜单名称搜索"
          // The list kit's 查询 (SearchForm): with its icon antd does not space the two characters out.
          enterButton={
            <Button type="primary" icon={<SearchOutlined />}>
              查询
            </Button>
          }
          maxLength={30}
          style={{ width: 320 }}
          onSearch={search}
        />
        {tree === 'op' && (
          <Permission code={codes.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', parent: null })}>
              新增顶级菜单
            </Button>
          </Permission>
        )}
      </Flex>
      <Table<MenuItem>
        rowKey="menuId"
        columns={columns}
        dataSource={rows}
        loading={menus.isFetching}
        size="middle"
        pagination={false}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded({ tree, keys }) }}
        scroll={scroll}
        locale={{ emptyText: menus.isPending ? ' ' : empty }}
      />
      <MenuFormModal editing={editing} tree={tree} onClose={() => setEditing(undefined)} />
    </div>
  );
}
