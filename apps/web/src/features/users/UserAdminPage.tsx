import { useCallback, useState } from 'react';
import { App, Button, Checkbox, Drawer, Empty, Flex, Modal, Space, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BUTTON, displayAccount, toDisplayTime, type UserAdmin, type UserEnterprise } from '@portal/shared';
import { ExportButton } from '../../platform/export/index.ts';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  MORE_LABEL,
  RowActions,
  actionColumnWidth,
  pageQueryOf,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { Permission } from '../../platform/permission/index.ts';
import { useEditRole } from './api/edit-role.ts';
import { useEditStatus } from './api/edit-status.ts';
import { useEditSuperAdmin } from './api/edit-super-admin.ts';
import { exportUsers } from './api/export-users.ts';
import { useEntOptions } from './api/find-ent-options.ts';
import { userPageQuery } from './api/find-user-page.ts';
import { useRoleList } from './api/get-role-list.ts';
import { useAdminScope } from './api/keys.ts';
import { useUpdateOrgStatus } from './api/update-org-status.ts';

const FILTERS = {
  account: 'string',
  userName: 'string',
  phone: { pattern: /^\d{1,11}$/ },
  entId: 'string',
  status: { oneOf: ['0', '1'] },
  userSource: { oneOf: ['1', '2'] },
} as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

const STATUS_LABEL: Record<number, string> = { 1: '启用', 0: '停用' };
const ENT_TAG = { maxWidth: '100%', marginInlineEnd: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const SOURCE_LABEL: Record<number, string> = { 1: '内部用户', 2: '外部用户' };

/** The confirmations (exact texts, tested). */
export const statusConfirmText = (u: UserAdmin, to: 0 | 1) =>
  `确定${STATUS_LABEL[to]}用户「${u.userName}（${displayAccount(u.account)}）」吗？${to === 0 ? '停用后该用户将被强制退出登录' : ''}`;
export const orgConfirmText = (u: UserAdmin, e: UserEnterprise, to: 0 | 1) =>
  `确定${STATUS_LABEL[to]}用户「${u.userName}」与「${e.entName}」的企业关系吗？`;
export const superAdminConfirmText = (u: UserAdmin) =>
  u.superAdmin ? `确定取消「${u.userName}」的超级管理员吗？` : `确定将「${u.userName}」设为超级管理员吗？`;

/** The list's filters as the contract takes them. */
function filterOf(f: ListState<Filters>['filters']) {
  return {
    account: f.account || undefined,
    userName: f.userName || undefined,
    phone: f.phone || undefined,
    entId: f.entId || undefined,
    status: f.status ? (Number(f.status) as 0 | 1) : undefined,
    userSource: f.userSource ? (Number(f.userSource) as 1 | 2) : undefined,
  };
}

/** 分配角色: the roles the caller may give in the user's enterprise as checkboxes (getRoleList → editRole). */
function RoleModal({ user, onClose }: { user: UserAdmin | null; onClose: () => void }) {
  const scope = useAdminScope();
  const entId = user?.enterprises.find((e) => e.isDefault)?.entId ?? user?.enterprises[0]?.entId;
  const roles = useRoleList(scope, user?.userId, entId);
  const [picked, setPicked] = useState<string[] | null>(null);
  const save = useEditRole();
  const chosen = picked ?? (roles.data ?? []).filter((r) => r.checked).map((r) => r.roleId);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal
      open={Boolean(user)}
      title={`分配角色 - ${user?.userName ?? ''}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={close}
      onOk={() => {
        if (!user) return;
        void save
          .mutateAsync({ userId: user.userId, entId, roleIds: chosen })
          .then((msg) => {
            notify.success(msg);
            close();
          })
          .catch(() => undefined);
      }}
      destroyOnHidden
    >
      {roles.isLoading ? (
        <Spin />
      ) : (roles.data ?? []).length === 0 ? (
        <Empty description="暂无可分配的角色" />
      ) : (
        <Checkbox.Group
          value={chosen}
          onChange={(v) => setPicked(v)}
          options={(roles.data ?? []).map((r) => ({ label: r.roleName, value: r.roleId }))}
        />
      )}
    </Modal>
  );
}

/** 企业关系: the user's memberships, each with 启用/停用 (confirmed). */
function MembershipDrawer({ user, onClose }: { user: UserAdmin | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const change = useUpdateOrgStatus();
  const toggle = (u: UserAdmin, e: UserEnterprise) => {
    const to = e.status === 1 ? 0 : 1;
    void modal.confirm({
      title: '企业关系',
      content: orgConfirmText(u, e, to),
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        change
          .mutateAsync({ userId: u.userId, entId: e.entId, status: to })
          .then((msg) => {
            notify.success(msg);
            onClose();
          })
          .catch(() => undefined),
    });
  };
  const columns: ColumnsType<UserEnterprise> = [
    { title: '企业名称', dataIndex: 'entName', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (v: number, e) => (
        <Space size={4}>
          <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? '正常' : '已停用'}</Tag>
          {e.isDefault && <Tag color="blue">默认</Tag>}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, e) => (
        <Button type="link" size="small" danger={e.status === 1} onClick={() => user && toggle(user, e)}>
          {e.status === 1 ? '停用' : '启用'}
        </Button>
      ),
    },
  ];
  return (
    <Drawer open={Boolean(user)} title={`企业关系 - ${user?.userName ?? ''}`} width={560} onClose={onClose}>
      <Table<UserEnterprise>
        rowKey="entId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={user?.enterprises ?? []}
      />
    </Drawer>
  );
}

/**
 * 用户管理 (/Base/auth-management/user): operations see every enterprise's users, a company admin their own
 * enterprise's (decided by the server). Filters in the URL; 启用/停用 and 设置/取消超级管理员 confirmed; 分配角色
 * (modal), 企业关系 (drawer); 导出 with the current filters. Every action is gated by its button code.
 */
export default function UserAdminPage() {
  const { modal } = App.useApp();
  const scope = useAdminScope();
  const [roleUser, setRoleUser] = useState<UserAdmin | null>(null);
  const [orgUser, setOrgUser] = useState<UserAdmin | null>(null);
  const status = useEditStatus();
  const superAdmin = useEditSuperAdmin();
  const ents = useEntOptions(scope);
  const query = useCallback(
    (s: ListState<Filters>) => userPageQuery(scope, { ...filterOf(s.filters), ...pageQueryOf(s) }),
    [scope],
  );
  const list = useServerList(LIST, query);
  const filters = filterOf(list.state.filters);

  const fields: readonly SearchField<Filters>[] = [
    { name: 'account', label: '账号', kind: 'text' },
    { name: 'userName', label: '姓名', kind: 'text' },
    { name: 'phone', label: '手机号', kind: 'text', placeholder: '完整号码或后几位' },
    {
      name: 'entId',
      label: '所属企业',
      kind: 'select',
      placeholder: '全部',
      options: [{ value: '', label: '全部' }, ...(ents.data ?? []).map((e) => ({ value: e.entId, label: e.entName }))],
    },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      placeholder: '全部',
      options: [
        { value: '', label: '全部' },
        { value: '1', label: '启用' },
        { value: '0', label: '停用' },
      ],
    },
    {
      name: 'userSource',
      label: '用户来源',
      kind: 'select',
      placeholder: '全部',
      options: [
        { value: '', label: '全部' },
        { value: '1', label: '内部用户' },
        { value: '2', label: '外部用户' },
      ],
    },
  ];

  const toggleStatus = (u: UserAdmin) => {
    const to = u.status === 1 ? 0 : 1;
    void modal.confirm({
      title: `${STATUS_LABEL[to]}用户`,
      content: statusConfirmText(u, to),
      okText: '确定',
      okButtonProps: { danger: to === 0 },
      cancelText: '取消',
      onOk: () =>
        status
          .mutateAsync({ userId: u.userId, status: to })
          .then((msg) => notify.success(msg))
          .catch(() => undefined),
    });
  };

  const toggleSuper = (u: UserAdmin) =>
    void modal.confirm({
      title: u.superAdmin ? '取消超级管理员' : '设置超级管理员',
      content: superAdminConfirmText(u),
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        superAdmin
          .mutateAsync({ userId: u.userId, grant: !u.superAdmin })
          .then((msg) => notify.success(msg))
          .catch(() => undefined),
    });

  const columns: ColumnsType<UserAdmin> = [
    { title: '账号', dataIndex: 'account', width: 110, ellipsis: true, render: (v: string) => displayAccount(v) },
    { title: '姓名', dataIndex: 'userName', width: 84, ellipsis: true },
    { title: '手机号', dataIndex: 'phone', width: 110, render: (v: string | null) => v || '-' },
    {
      title: '所属企业',
      key: 'enterprises',
      width: 180,
      render: (_, u) =>
        u.enterprises.length === 0 ? (
          '-'
        ) : (
          <Flex gap={4} wrap>
            {u.enterprises.map((e) => {
              const label = e.status === 1 ? e.entName : `${e.entName}（已停用）`;
              // A long name ends in an ellipsis within the column (the whole name on hover).
              return (
                <Tag key={e.entId} color={e.status === 1 ? 'blue' : 'default'} title={label} style={ENT_TAG}>
                  {label}
                </Tag>
              );
            })}
          </Flex>
        ),
    },
    {
      title: '角色',
      key: 'roles',
      width: 130,
      render: (_, u) => (
        <Space size={[4, 4]} wrap>
          {u.superAdmin && <Tag color="gold">超级管理员</Tag>}
          {u.roleNames.filter((n) => !(u.superAdmin && n === '超级管理员')).join('、') || (u.superAdmin ? null : '-')}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 64,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'red'}>{STATUS_LABEL[v] ?? v}</Tag>,
    },
    { title: '用户来源', dataIndex: 'userSource', width: 84, render: (v: number) => SOURCE_LABEL[v] ?? '-' },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => toDisplayTime(v) },
    {
      title: '操作',
      key: 'actions',
      // 启用/停用 and 分配角色 stand as buttons; 企业关系 and the super admin switch are under 更多.
      width: actionColumnWidth(['停用', '分配角色', MORE_LABEL]),
      fixed: 'right',
      render: (_, u) => (
        <RowActions
          inline={2}
          actions={[
            {
              key: 'status',
              label: u.status === 1 ? '停用' : '启用',
              code: BUTTON.user.editStatus,
              danger: u.status === 1,
              onClick: () => toggleStatus(u),
            },
            { key: 'roles', label: '分配角色', code: BUTTON.user.editRole, onClick: () => setRoleUser(u) },
            { key: 'orgs', label: '企业关系', code: BUTTON.user.orgStatus, onClick: () => setOrgUser(u) },
            {
              key: 'super',
              label: u.superAdmin ? '取消超级管理员' : '设置超级管理员',
              code: BUTTON.user.superAdmin,
              onClick: () => toggleSuper(u),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<UserAdmin, Filters>
        list={list}
        columns={columns}
        rowKey="userId"
        fields={fields}
        title={`共 ${list.total} 个用户`}
        emptyText="暂无用户"
        toolbar={
          <Permission code={BUTTON.user.export}>
            <ExportButton
              load={(onProgress) => exportUsers(filters, onProgress)}
              fallbackName="用户列表.xlsx"
              disabled={list.total === 0}
              disabledReason="当前条件下没有可导出的用户"
            />
          </Permission>
        }
      />
      <RoleModal user={roleUser} onClose={() => setRoleUser(null)} />
      <MembershipDrawer user={orgUser} onClose={() => setOrgUser(null)} />
    </>
  );
}
