import { useCallback, useState } from 'react';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { toDisplayTime, type MyAgreement } from '@portal/shared';
import {
  ListPage,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { myAgreementsQuery } from './api/get-my-agreements.ts';
import { ProtocolViewModal } from './ProtocolViewModal.tsx';
import { useAgreementScope } from './use-agreement-scope.ts';
import { useProductNames } from './use-product-names.ts';

const FILTERS = { title: 'string' } as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };
const FIELDS: readonly SearchField<Filters>[] = [{ name: 'title', label: '协议名称', kind: 'text' }];

/**
 * /userCenter/protocol (我的协议): the protocols the signed-in user accepted in the current enterprise, newest first;
 * each opens its text; 有新版本 when a newer text is in force (the next opening asks again).
 */
export default function MyProtocolsPage() {
  const scope = useAgreementScope();
  const products = useProductNames();
  const [viewing, setViewing] = useState<string | undefined>(undefined);
  const query = useCallback(
    (s: ListState<Filters>) =>
      myAgreementsQuery(scope, { title: s.filters.title || undefined, currentPage: s.page, pageSize: s.pageSize }),
    [scope],
  );
  const list = useServerList(LIST, query);

  const columns: ColumnsType<MyAgreement> = [
    {
      title: '协议名称',
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(r.protocolId)}>
          {v}
        </Button>
      ),
    },
    { title: '所属产品', dataIndex: 'productType', width: 160, render: (v: string | null) => products.label(v) },
    {
      title: '已同意版本',
      dataIndex: 'version',
      width: 180,
      render: (v: number, r) => (
        <Space size={4}>
          <span>v{v}</span>
          {r.outdated && <Tag color="orange">有新版本</Tag>}
          {!r.inForce && <Tag>已停用</Tag>}
        </Space>
      ),
    },
    { title: '同意时间', dataIndex: 'agreedAt', width: 180, render: (v: string) => toDisplayTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setViewing(r.protocolId)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<MyAgreement, Filters>
        list={list}
        columns={columns}
        rowKey="protocolId"
        fields={FIELDS}
        title={`共 ${list.total} 份协议`}
        emptyText="暂无已同意的协议"
      />
      <ProtocolViewModal id={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
