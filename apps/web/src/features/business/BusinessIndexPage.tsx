import { useCallback } from 'react';
import { App, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SYSTEM_ROLES, toDisplayTime, type BusinessGrant } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  RowActions,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
} from '../../platform/list/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { grantPageQuery } from './api/get-grant-page.ts';
import { useRevokeGrant } from './api/revoke-grant.ts';

const FILTERS = {} as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

/**
 * /business/index (电商平台授权): the enterprise's grants to the group's e-commerce platforms — who granted which
 * fields when, and 撤销 (the company admin's; the server refuses anyone else) after a confirmation.
 */
export default function BusinessIndexPage() {
  const { modal } = App.useApp();
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  // 撤销 is the company admin's (the server checks it again).
  const isAdmin = useSession(
    (s) => s.userInfo?.roleList.some((r) => r.roleCode === SYSTEM_ROLES.companyAdmin.roleCode) ?? false,
  );
  const revoke = useRevokeGrant();
  const query = useCallback(
    (s: ListState<Filters>) => grantPageQuery({ entId, currentPage: s.page, pageSize: s.pageSize }),
    [entId],
  );
  const list = useServerList(LIST, query);

  const onRevoke = (g: BusinessGrant) =>
    modal.confirm({
      title: '撤销授权',
      content: `撤销后「${g.clientName}」将不能再读取本企业的信息，确定撤销？`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => revoke.mutateAsync(g.id).then((msg) => notify.success(msg)),
    });

  const allColumns: ColumnsType<BusinessGrant> = [
    { title: '电商平台', dataIndex: 'clientName', width: 140 },
    {
      title: '授权读取',
      dataIndex: 'scopes',
      minWidth: 220,
      render: (v: string[]) => v.map((x) => <Tag key={x}>{x}</Tag>),
    },
    { title: '授权人', dataIndex: 'grantedBy', width: 100 },
    { title: '授权时间', dataIndex: 'grantedAt', width: 160, render: (v: string) => toDisplayTime(v) },
    {
      title: '状态',
      dataIndex: 'revokedAt',
      width: 200,
      render: (v: string | null, g) =>
        v ? (
          <span>
            <Tag>已撤销</Tag>
            {toDisplayTime(v)} {g.revokedBy ?? ''}
          </span>
        ) : (
          <Tag color="green">有效</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['撤销']),
      fixed: 'right',
      render: (_, g) =>
        g.revokedAt ? null : (
          <RowActions actions={[{ key: 'revoke', label: '撤销', danger: true, onClick: () => void onRevoke(g) }]} />
        ),
    },
  ];

  const columns = isAdmin ? allColumns : allColumns.filter((c) => c.key !== 'actions');

  return (
    <ListPage<BusinessGrant, Filters>
      list={list}
      columns={columns}
      rowKey="id"
      title={`共 ${list.total} 条授权记录`}
      emptyText="暂无授权记录：电商平台请求读取企业信息时，由企业管理员在授权页面同意"
    />
  );
}
