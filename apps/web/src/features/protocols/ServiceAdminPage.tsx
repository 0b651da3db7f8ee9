import { useCallback, useState } from 'react';
import { App, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { BUTTON, toDisplayTime, type ProductService } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { Permission } from '../../platform/permission/index.ts';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { servicePageQuery } from './api/get-service-page.ts';
import { useSetServiceStatus } from './api/set-service-status.ts';
import { ServiceFormModal } from './ServiceFormModal.tsx';
import { useProductNames } from './use-product-names.ts';

const FILTERS = {
  serviceName: 'string',
  productType: { pattern: /^\d{2}$/ },
  status: { oneOf: ['0', '1'] },
} as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

/**
 * /Base/auth-management/service (服务管理): the on-line services each product offers; 新增服务 and 修改 in a form,
 * 启用 / 停用 confirmed; each button gated by its code (BUTTON.service.add / edit / status).
 */
export default function ServiceAdminPage() {
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<ProductService | null | undefined>(undefined);
  const setStatus = useSetServiceStatus();
  const products = useProductNames();
  const query = useCallback(
    (s: ListState<Filters>) =>
      servicePageQuery({
        serviceName: s.filters.serviceName || undefined,
        productType: s.filters.productType || undefined,
        status: s.filters.status === undefined ? undefined : (Number(s.filters.status) as 0 | 1),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(LIST, query);

  const fields: readonly SearchField<Filters>[] = [
    { name: 'serviceName', label: '服务名称', kind: 'text' },
    {
      name: 'productType',
      label: '所属产品',
      kind: 'select',
      placeholder: '全部',
      options: [{ value: '', label: '全部' }, ...products.options],
    },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      placeholder: '全部',
      options: [
        { value: '', label: '全部' },
        { value: '1', label: '已启用' },
        { value: '0', label: '已停用' },
      ],
    },
  ];

  const changeStatus = (r: ProductService, status: 0 | 1) =>
    modal.confirm({
      title: status === 0 ? '停用服务' : '启用服务',
      content: `确定${status === 0 ? '停用' : '启用'}「${r.serviceName}」吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        setStatus.mutateAsync({ id: r.id, status }).then(() => notify.success(status === 0 ? '已停用' : '已启用')),
    });

  const columns: ColumnsType<ProductService> = [
    { title: '服务名称', dataIndex: 'serviceName', width: 180, ellipsis: true },
    { title: '所属产品', dataIndex: 'productType', width: 160, render: (v: string) => products.label(v) },
    { title: '服务说明', dataIndex: 'description', ellipsis: true, render: (v: string) => v || '-' },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number) => (v === 1 ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>),
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 180, render: (v: string) => toDisplayTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Permission code={BUTTON.service.edit}>
            <Button type="link" size="small" onClick={() => setEditing(r)}>
              修改
            </Button>
          </Permission>
          <Permission code={BUTTON.service.status}>
            {r.status === 1 ? (
              <Button type="link" size="small" danger onClick={() => void changeStatus(r, 0)}>
                停用
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => void changeStatus(r, 1)}>
                启用
              </Button>
            )}
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ProductService, Filters>
        list={list}
        columns={columns}
        rowKey="id"
        fields={fields}
        title={`共 ${list.total} 项服务`}
        emptyText="暂无服务"
        toolbar={
          <Permission code={BUTTON.service.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增服务
            </Button>
          </Permission>
        }
      />
      <ServiceFormModal service={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
