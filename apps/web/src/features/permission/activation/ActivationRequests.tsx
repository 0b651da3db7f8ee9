import { useCallback } from 'react';
import { App, Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { displayAccount, toDisplayTime, type ActivationRequest } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { ListPage, useServerList, type ListState, type ListStateSpec } from '../../../platform/list/index.ts';
import { useActivateProduct } from '../api/activate-product.ts';
import { activationRequestsQuery } from '../api/activation-requests.ts';

/** Its own prefix: the page's role list keeps the unprefixed paging. */
const LIST: ListStateSpec<Record<string, never>> = {
  filters: {},
  prefix: 'act',
  defaultPageSize: 5,
  pageSizes: [5, 10, 20],
};

/** The confirmation of 激活. */
export const activateRequestText = (r: Pick<ActivationRequest, 'userName' | 'productName'>) =>
  `确定为「${r.userName}」激活「${r.productName}」产品吗？激活后将通知申请人。`;

/**
 * 待激活产品 on 权限管理 (/userCenter/authorityManagement), where a type 2 notice of a member's request leads its
 * company admin (§2.6): the enterprise's requests waiting for activation, oldest first, each with 激活 (§7.4
 * activationByAdmin by the request's id, confirmed; the server's message is shown). Shown only while some wait.
 */
export function ActivationRequests() {
  const { modal } = App.useApp();
  const activate = useActivateProduct();
  const query = useCallback(
    (s: ListState<Record<string, never>>) => activationRequestsQuery({ currentPage: s.page, pageSize: s.pageSize }),
    [],
  );
  const list = useServerList(LIST, query);

  const confirmActivate = (r: ActivationRequest) =>
    modal.confirm({
      title: '激活产品',
      content: activateRequestText(r),
      okText: '激活',
      cancelText: '取消',
      onOk: () =>
        activate
          .mutateAsync(r.activationId)
          .then((msg) => notify.success(msg))
          .catch(() => undefined),
    });

  const columns: ColumnsType<ActivationRequest> = [
    {
      title: '申请人',
      dataIndex: 'userName',
      width: 200,
      ellipsis: true,
      render: (_: string, r) => (r.account ? `${r.userName}（${displayAccount(r.account)}）` : r.userName),
    },
    { title: '申请产品', dataIndex: 'productName', width: 200, ellipsis: true },
    { title: '申请时间', dataIndex: 'requestedAt', width: 180, render: (v: string) => toDisplayTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => void confirmActivate(r)}>
          激活
        </Button>
      ),
    },
  ];

  if (list.total === 0) return null;
  return (
    <section className="portal-activation-requests" aria-label="待激活产品">
      <Typography.Title level={5}>待激活产品</Typography.Title>
      <ListPage<ActivationRequest, Record<string, never>>
        list={list}
        columns={columns}
        rowKey="activationId"
        title={`共 ${list.total} 条待激活的产品申请`}
        emptyText="暂无待激活的产品申请"
        size="small"
      />
    </section>
  );
}
