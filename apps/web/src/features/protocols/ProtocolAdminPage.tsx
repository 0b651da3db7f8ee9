import { useCallback, useState } from 'react';
import { App, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { BUTTON, PORTAL_PROTOCOL_FILTER, toDisplayTime, type ProtocolAdmin } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { Permission } from '../../platform/permission/index.ts';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { protocolPageQuery } from './api/get-protocol-page.ts';
import { useSetProtocolStatus } from './api/set-protocol-status.ts';
import { ProtocolFormModal } from './ProtocolFormModal.tsx';
import { ProtocolViewModal } from './ProtocolViewModal.tsx';
import { PORTAL_AGREEMENT_LABEL, useProductNames } from './use-product-names.ts';

const FILTERS = {
  title: 'string',
  productType: { pattern: /^(\d{2}|portal)$/ },
  status: { oneOf: ['0', '1'] },
} as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

/** The confirmations of 停用 / 启用. */
export const withdrawText = (title: string) => `停用后开通产品时将不再要求同意该协议，确定停用「${title}」吗？`;
export const reinstateText = (title: string) =>
  `启用后未同意当前版本的用户须同意后才能开通产品，确定启用「${title}」吗？`;

/**
 * /Base/auth-management/protocol (协议管理): the protocols products ask for before opening and the portal's service
 * agreement; 新增协议 and 修改 in a form with a preview, 启用 / 停用 confirmed, 查看 the text; each button gated by
 * its code (BUTTON.protocol.add / edit / status). Filters (title, product, status) live in the URL.
 */
export default function ProtocolAdminPage() {
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<ProtocolAdmin | null | undefined>(undefined);
  const [viewing, setViewing] = useState<string | undefined>(undefined);
  const setStatus = useSetProtocolStatus();
  const products = useProductNames();
  const query = useCallback(
    (s: ListState<Filters>) =>
      protocolPageQuery({
        title: s.filters.title || undefined,
        productType: s.filters.productType || undefined,
        status: s.filters.status === undefined ? undefined : (Number(s.filters.status) as 0 | 1),
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(LIST, query);

  const fields: readonly SearchField<Filters>[] = [
    { name: 'title', label: '协议名称', kind: 'text' },
    {
      name: 'productType',
      label: '所属产品',
      kind: 'select',
      placeholder: '全部',
      options: [
        { value: '', label: '全部' },
        { value: PORTAL_PROTOCOL_FILTER, label: PORTAL_AGREEMENT_LABEL },
        ...products.options,
      ],
    },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      placeholder: '全部',
      options: [
        { value: '', label: '全部' },
        { value: '1', label: '生效中' },
        { value: '0', label: '已停用' },
      ],
    },
  ];

  const changeStatus = (p: ProtocolAdmin, status: 0 | 1) =>
    modal.confirm({
      title: status === 0 ? '停用协议' : '启用协议',
      content: status === 0 ? withdrawText(p.title) : reinstateText(p.title),
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        setStatus.mutateAsync({ id: p.id, status }).then(() => notify.success(status === 0 ? '已停用' : '已启用')),
    });

  const columns: ColumnsType<ProtocolAdmin> = [
    {
      title: '协议名称',
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, p) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(p.id)}>
          {v}
        </Button>
      ),
    },
    {
      title: '所属产品',
      dataIndex: 'productType',
      width: 160,
      render: (v: string | null) => products.label(v),
    },
    { title: '版本', dataIndex: 'version', width: 80, render: (v: number) => `v${v}` },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number) => (v === 1 ? <Tag color="green">生效中</Tag> : <Tag>已停用</Tag>),
    },
    { title: '更新人', dataIndex: 'updatedBy', width: 120, render: (v: string) => v || '-' },
    { title: '更新时间', dataIndex: 'updatedAt', width: 180, render: (v: string) => toDisplayTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, p) => (
        <Space size={0}>
          <Permission code={BUTTON.protocol.edit}>
            <Button type="link" size="small" onClick={() => setEditing(p)}>
              修改
            </Button>
          </Permission>
          <Permission code={BUTTON.protocol.status}>
            {p.status === 1 ? (
              <Button type="link" size="small" danger onClick={() => void changeStatus(p, 0)}>
                停用
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => void changeStatus(p, 1)}>
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
      <ListPage<ProtocolAdmin, Filters>
        list={list}
        columns={columns}
        rowKey="id"
        fields={fields}
        title={`共 ${list.total} 份协议`}
        emptyText="暂无协议"
        toolbar={
          <Permission code={BUTTON.protocol.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增协议
            </Button>
          </Permission>
        }
      />
      <ProtocolFormModal protocol={editing} onClose={() => setEditing(undefined)} />
      <ProtocolViewModal id={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
