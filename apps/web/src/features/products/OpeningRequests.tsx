import { useCallback, useMemo } from 'react';
import { App, Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  BUTTON,
  PRODUCT_OPENING_STATUSES,
  PRODUCT_OPENING_STATUS_LABELS,
  toDisplayTime,
  type ProductOpening,
  type ProductOpeningStatus,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { Permission } from '../../platform/permission/index.ts';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { useActivateOpening } from './api/activate-opening.ts';
import { openingPageQuery } from './api/get-opening-page.ts';
import { useShelfProducts } from './api/get-products.ts';

const FILTERS = {
  status: { oneOf: PRODUCT_OPENING_STATUSES },
  productType: { pattern: /^\d{2}$/ },
  entName: 'string',
} as const;
type Filters = typeof FILTERS;
/** Its own prefix: the products tab's list shares the page's URL. */
const LIST: ListStateSpec<Filters> = { filters: FILTERS, prefix: 'op' };

const STATUS_COLORS: Readonly<Record<ProductOpeningStatus, string>> = {
  pending: 'processing',
  active: 'success',
  rejected: 'default',
};

/** The confirmation of 激活. */
export const activateText = (o: Pick<ProductOpening, 'entName' | 'productName'>) =>
  `激活后「${o.entName}」的申请人将获得「${o.productName}」的菜单权限，确定激活吗？`;

/**
 * 开通申请 (the product administration's second tab): the enterprises' product openings, newest first, filtered by
 * status, product and enterprise name; 激活 (BUTTON.product.activate, confirmed) on a pending one.
 */
export function OpeningRequests() {
  const { modal } = App.useApp();
  const products = useShelfProducts();
  const activate = useActivateOpening();
  const query = useCallback(
    (s: ListState<Filters>) =>
      openingPageQuery({
        status: s.filters.status,
        productType: s.filters.productType,
        entName: s.filters.entName || undefined,
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(LIST, query);

  const fields = useMemo<readonly SearchField<Filters>[]>(
    () => [
      { name: 'entName', label: '企业', kind: 'text', placeholder: '企业名称' },
      {
        name: 'productType',
        label: '产品',
        kind: 'select',
        placeholder: '全部',
        options: [
          { value: '', label: '全部' },
          ...(products.data ?? []).map((p) => ({ value: p.productType, label: p.productName })),
        ],
      },
      {
        name: 'status',
        label: '状态',
        kind: 'select',
        placeholder: '全部',
        options: [
          { value: '', label: '全部' },
          ...PRODUCT_OPENING_STATUSES.map((s) => ({ value: s, label: PRODUCT_OPENING_STATUS_LABELS[s] })),
        ],
      },
    ],
    [products.data],
  );

  const confirmActivate = (o: ProductOpening) =>
    modal.confirm({
      title: '激活产品',
      content: activateText(o),
      okText: '确定',
      cancelText: '取消',
      onOk: () => activate.mutateAsync(o.id).then((msg) => notify.success(msg)),
    });

  const columns: ColumnsType<ProductOpening> = [
    { title: '企业', dataIndex: 'entName', ellipsis: true },
    { title: '产品', dataIndex: 'productName', width: 140 },
    {
      title: '申请人',
      dataIndex: 'applicantName',
      width: 160,
      render: (_: string, o) => (o.applicantAccount ? `${o.applicantName}（${o.applicantAccount}）` : o.applicantName),
    },
    { title: '申请时间', dataIndex: 'requestedAt', width: 180, render: (v: string) => toDisplayTime(v) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: ProductOpeningStatus) => <Tag color={STATUS_COLORS[v]}>{PRODUCT_OPENING_STATUS_LABELS[v]}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, o) =>
        o.status === 'pending' ? (
          <Permission code={BUTTON.product.activate}>
            <Button type="link" size="small" onClick={() => void confirmActivate(o)}>
              激活
            </Button>
          </Permission>
        ) : null,
    },
  ];

  return (
    <ListPage<ProductOpening, Filters>
      list={list}
      columns={columns}
      rowKey="id"
      fields={fields}
      title={`共 ${list.total} 条开通申请`}
      emptyText="暂无开通申请"
    />
  );
}
