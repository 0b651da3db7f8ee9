import { useCallback } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BUTTON, BRANCH_ENT_TYPE, displayAccount, type EnterpriseMember } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  pageQueryOf,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { Permission } from '../../platform/permission/index.ts';
import { useChangeCompanyAdmin } from './api/change-company-admin.ts';
import { entMembersQuery } from './api/find-ent-members.ts';
import { useEntInfo } from './api/get-ent-info.ts';
import { useAdminScope } from './api/keys.ts';

const FILTERS = { account: 'string', userName: 'string' } as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };
const FIELDS: readonly SearchField<Filters>[] = [
  { name: 'account', label: '账号', kind: 'text' },
  { name: 'userName', label: '姓名', kind: 'text' },
];

export const changeAdminConfirmText = (m: EnterpriseMember) =>
  `确定将企业管理员变更为「${m.userName}（${displayAccount(m.account)}）」吗？对方同意后生效。`;

/**
 * 企业信息管理 (/userCenter/companyManage): the enterprise in use (entInfo), its users with their membership and
 * the company admins marked (findUserByPage2), and 变更企业管理员 (a request the chosen user agrees to).
 */
export default function CompanyManagePage() {
  const { modal } = App.useApp();
  const scope = useAdminScope();
  const info = useEntInfo(scope);
  const change = useChangeCompanyAdmin();
  const query = useCallback(
    (s: ListState<Filters>) =>
      entMembersQuery(scope, {
        account: s.filters.account || undefined,
        userName: s.filters.userName || undefined,
        ...pageQueryOf(s),
      }),
    [scope],
  );
  const list = useServerList(LIST, query);

  const askChange = (m: EnterpriseMember) =>
    void modal.confirm({
      title: '变更企业管理员',
      content: changeAdminConfirmText(m),
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        change
          .mutateAsync(m.userId)
          .then(() => notify.success('提交成功'))
          .catch(() => undefined),
    });

  const columns: ColumnsType<EnterpriseMember> = [
    { title: '账号', dataIndex: 'account', width: 140, render: (v: string) => displayAccount(v) },
    {
      title: '姓名',
      dataIndex: 'userName',
      width: 160,
      render: (v: string, m) => (
        <Space size={4}>
          {v}
          {m.companyAdmin && <Tag color="gold">企业管理员</Tag>}
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'phone', width: 130, render: (v: string | null) => v || '-' },
    { title: '角色', dataIndex: 'roleNames', render: (v: string[]) => v.join('、') || '-' },
    {
      title: '企业关系',
      dataIndex: 'membershipStatus',
      width: 100,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? '正常' : '已停用'}</Tag>,
    },
    {
      title: '账号状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'red'}>{v === 1 ? '启用' : '停用'}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, m) =>
        m.companyAdmin || m.status !== 1 || m.membershipStatus !== 1 ? null : (
          <Permission code={BUTTON.notice.changeAdmin}>
            <Button type="link" size="small" onClick={() => askChange(m)}>
              变更企业管理员
            </Button>
          </Permission>
        ),
    },
  ];

  const ent = info.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="企业信息">
        {info.isLoading ? (
          <Spin />
        ) : info.isError || !ent ? (
          <Alert type="error" showIcon message="获取企业信息失败" />
        ) : (
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label="企业名称">{ent.entName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{ent.creditCode}</Descriptions.Item>
            <Descriptions.Item label="所属板块">{ent.plateName}</Descriptions.Item>
            <Descriptions.Item label="企业类型">
              {ent.entType === BRANCH_ENT_TYPE ? '分支机构' : '法人企业'}
            </Descriptions.Item>
            <Descriptions.Item label="上级企业">{ent.parentName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={ent.status === 1 ? 'green' : 'red'}>{ent.status === 1 ? '正常' : '停用'}</Tag>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <ListPage<EnterpriseMember, Filters>
        list={list}
        columns={columns}
        rowKey="userId"
        fields={FIELDS}
        title={`企业用户（共 ${list.total} 人）`}
        emptyText="暂无用户"
      />
    </Space>
  );
}
