import { useCallback, useState } from 'react';
import { App, Button, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { BUTTON, PRODUCT_SYSTEM_LOCKED, toDisplayTime, type ProductAdmin } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { Permission, useBtnPerm } from '../../platform/permission/index.ts';
import {
  ListPage,
  RowActions,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { productAdminPageQuery } from './api/get-product-admin-page.ts';
import { useSetProductShelf } from './api/set-product-shelf.ts';
import { OpeningRequests } from './OpeningRequests.tsx';
import { ProductFormModal } from './ProductFormModal.tsx';
import { ProductHomeFormDrawer } from './ProductHomeFormDrawer.tsx';

const FILTERS = { productName: 'string', status: { oneOf: ['0', '1'] } } as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

const FIELDS: readonly SearchField<Filters>[] = [
  { name: 'productName', label: '产品名称', kind: 'text' },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    placeholder: '全部',
    options: [
      { value: '', label: '全部' },
      { value: '1', label: '已上架' },
      { value: '0', label: '已下架' },
    ],
  },
];

/** The confirmation of 下架: its users are told by a type 7 notice. */
export const offShelfText = (name: string) => `下架后将以站内通知告知已开通该产品的用户，确定下架「${name}」吗？`;

const TABS = ['products', 'openings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /Base/auth-management/product (产品管理), two tabs (`?tab=`): 产品列表 and 开通申请 (OpeningRequests: the
 * enterprises' product openings, 激活 gated by BUTTON.product.activate). Operations holding only that button see the
 * products without their actions.
 */
export default function ProductAdminPage() {
  const [params, setParams] = useSearchParams();
  // Operations who only activate openings (no product button) start on 开通申请, their desk.
  const manages = useProductActions();
  const home: Tab = manages ? 'products' : 'openings';
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : home;
  const choose = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === home) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs
      activeKey={tab}
      onChange={choose}
      destroyOnHidden
      items={[
        { key: 'products', label: '产品列表', children: <ProductList /> },
        { key: 'openings', label: '开通申请', children: <OpeningRequests /> },
      ]}
    />
  );
}

/** Whether the user holds any of the product list's action buttons (新增, 编辑, 上架/下架). */
function useProductActions(): boolean {
  const add = useBtnPerm(BUTTON.product.add);
  const edit = useBtnPerm(BUTTON.product.edit);
  const shelf = useBtnPerm(BUTTON.product.shelf);
  return add || edit || shelf;
}

/**
 * 产品列表: the portal's products, on and off the shelf; 新增产品 and 编辑 in a form, 上架 / 下架 (confirmed; a system
 * product cannot be taken off the shelf); each button gated by its code (BUTTON.product.add / edit / shelf).
 */
function ProductList() {
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<ProductAdmin | null | undefined>(undefined);
  const [homeOf, setHomeOf] = useState<ProductAdmin | null>(null);
  const shelf = useSetProductShelf();
  const query = useCallback(
    (s: ListState<Filters>) =>
      productAdminPageQuery({
        productName: s.filters.productName || undefined,
        status: s.filters.status === undefined ? undefined : (Number(s.filters.status) as 0 | 1),
        pageNum: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(LIST, query);
  const canEdit = useBtnPerm(BUTTON.product.edit);
  const canShelf = useBtnPerm(BUTTON.product.shelf);

  const offShelf = (p: ProductAdmin) =>
    modal.confirm({
      title: '下架产品',
      content: offShelfText(p.productName),
      okText: '确定',
      cancelText: '取消',
      onOk: () => shelf.mutateAsync({ productType: p.productType, status: 0 }).then((msg) => notify.success(msg)),
    });
  const onShelf = (p: ProductAdmin) =>
    void shelf
      .mutateAsync({ productType: p.productType, status: 1 })
      .then((msg) => notify.success(msg))
      .catch(() => undefined);

  const allColumns: ColumnsType<ProductAdmin> = [
    { title: '产品代码', dataIndex: 'productType', width: 80 },
    { title: '产品名称', dataIndex: 'productName', width: 130, ellipsis: true },
    { title: '产品地址', dataIndex: 'routeUrl', width: 180, ellipsis: true },
    // The one column without a width: it takes the room the others leave.
    { title: '描述', dataIndex: 'description', minWidth: 160, ellipsis: true },
    { title: '排序', dataIndex: 'sort', width: 64, align: 'right' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string | null) => (v ? toDisplayTime(v) : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['编辑', '首页', '下架']),
      fixed: 'right',
      render: (_, p) => (
        <RowActions
          actions={[
            { key: 'edit', label: '编辑', code: BUTTON.product.edit, onClick: () => setEditing(p) },
            { key: 'home', label: '首页', code: BUTTON.product.edit, onClick: () => setHomeOf(p) },
            p.status === 1
              ? {
                  key: 'shelf',
                  label: '下架',
                  code: BUTTON.product.shelf,
                  danger: true,
                  blocked: p.system ? PRODUCT_SYSTEM_LOCKED : null,
                  onClick: () => void offShelf(p),
                }
              : { key: 'shelf', label: '上架', code: BUTTON.product.shelf, onClick: () => onShelf(p) },
          ]}
        />
      ),
    },
  ];

  // Without 编辑 and 上架/下架 the 操作 column would stand empty.
  const columns = canEdit || canShelf ? allColumns : allColumns.filter((c) => c.key !== 'actions');

  return (
    <>
      <ListPage<ProductAdmin, Filters>
        list={list}
        columns={columns}
        rowKey="productType"
        fields={FIELDS}
        title={`共 ${list.total} 个产品`}
        emptyText="暂无产品"
        toolbar={
          <Permission code={BUTTON.product.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增产品
            </Button>
          </Permission>
        }
      />
      <ProductFormModal product={editing} onClose={() => setEditing(undefined)} />
      <ProductHomeFormDrawer product={homeOf} onClose={() => setHomeOf(null)} />
    </>
  );
}
