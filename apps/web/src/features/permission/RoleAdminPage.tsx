import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { productOfRoleCode, toDisplayTime, type RoleAdmin } from '@portal/shared';
import { ExportButton } from '../../platform/export/index.ts';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  RowActions,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { Permission } from '../../platform/permission/index.ts';
import { exportRoles } from './api/role-export.ts';
import { useDeleteRole } from './api/role-delete.ts';
import { rolePageQuery } from './api/role-page.ts';
import { RoleFormModal } from './role/RoleFormModal.tsx';
import { RoleMenuModal } from './role/RoleMenuModal.tsx';
import { RoleUsersDrawer } from './role/RoleUsersDrawer.tsx';
import { ActivationRequests } from './activation/ActivationRequests.tsx';
import { ROLE_CONFIG_LABEL, roleVariantOf } from './role/variant.ts';

const FILTERS = { roleName: 'string', roleConfig: { oneOf: ['1', '2'] } } as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };

const NAME_FIELD: SearchField<Filters> = { name: 'roleName', label: '角色名称', kind: 'text' };
const OPS_FIELDS: readonly SearchField<Filters>[] = [
  NAME_FIELD,
  {
    name: 'roleConfig',
    label: '角色端',
    kind: 'select',
    placeholder: '全部',
    options: [
      { value: '', label: '全部' },
      { value: '1', label: '运营端' },
      { value: '2', label: '客户端' },
    ],
  },
];
const ENT_FIELDS: readonly SearchField<Filters>[] = [NAME_FIELD];

/** The confirmation of 删除. */
export const deleteRoleText = (name: string) => `确定删除角色「${name}」吗？删除后不可恢复`;

/** Why a row action is disabled by the role's §6 flags, or null when it is allowed. */
const systemReason = (r: RoleAdmin, what: '修改' | '删除') =>
  productOfRoleCode(r.roleCode) ? `产品开通时创建的角色不可${what}` : `系统角色不可${what}`;
const editBlock = (r: RoleAdmin) => (r.edit ? null : systemReason(r, '修改'));
const deleteBlock = (r: RoleAdmin) => (r.delete ? null : systemReason(r, '删除'));
const allocateBlock = (r: RoleAdmin) => editBlock(r) ?? (r.allMenus ? '超级管理员拥有全部菜单' : null);

/**
 * 角色编码 as a person reads it: a product-opening role's code is an internal key (product and enterprise id), shown
 * as 产品开通角色 with the code on hover.
 */
function RoleCode({ code }: { code: string }): ReactNode {
  if (!productOfRoleCode(code)) return code;
  return (
    <Tooltip title={code}>
      <span>产品开通角色</span>
    </Tooltip>
  );
}

/** The route's props (app/pages.tsx PageProps): `path` picks the page's variant. */
export interface RoleAdminPageProps {
  title: string;
  path: string;
}

/**
 * 角色管理 (/Base/auth-management/role, operations: every role) and 权限管理 (/userCenter/authorityManagement, a
 * company admin: their enterprise's roles), chosen by `path` (role/variant.ts): 新增角色, 修改, 分配菜单 (the
 * permission tree), 用户 (holders, 添加用户, 移出), 删除 (confirmed), 导出 (operations); every action gated by its
 * button code and disabled, with the reason, when the role's §6 flags forbid it.
 */
export default function RoleAdminPage({ path }: RoleAdminPageProps) {
  const variant = useMemo(() => roleVariantOf(path), [path]);
  const { ops, codes } = variant;
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<RoleAdmin | null | undefined>(undefined);
  const [allocating, setAllocating] = useState<RoleAdmin | null>(null);
  const [holders, setHolders] = useState<RoleAdmin | null>(null);
  const del = useDeleteRole();
  const query = useCallback(
    (s: ListState<Filters>) =>
      rolePageQuery({
        roleName: s.filters.roleName || undefined,
        roleConfig: ops && s.filters.roleConfig ? (Number(s.filters.roleConfig) as 1 | 2) : undefined,
        pageNum: s.page,
        pageSize: s.pageSize,
      }),
    [ops],
  );
  const list = useServerList(LIST, query);
  const { filters } = list.state;

  const remove = (r: RoleAdmin) =>
    modal.confirm({
      title: '删除角色',
      content: deleteRoleText(r.roleName),
      okText: '确定',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        del
          .mutateAsync(r.roleId)
          .then((msg) => notify.success(msg))
          .catch(() => undefined),
    });

  const columns: ColumnsType<RoleAdmin> = [
    { title: '角色名称', dataIndex: 'roleName', width: 150, ellipsis: true },
    {
      title: '角色编码',
      dataIndex: 'roleCode',
      width: 124,
      ellipsis: true,
      render: (v: string) => <RoleCode code={v} />,
    },
    ...(ops
      ? [
          {
            title: '角色端',
            dataIndex: 'roleConfig',
            width: 64,
            render: (v: 1 | 2) => ROLE_CONFIG_LABEL[v] ?? '-',
          },
        ]
      : []),
    {
      title: '所属企业',
      dataIndex: 'entName',
      width: 122,
      ellipsis: true,
      render: (v: string | null) => v || '平台',
    },
    { title: '用户数', dataIndex: 'userCount', width: 60, align: 'right' },
    {
      title: '菜单数',
      dataIndex: 'menuCount',
      width: 60,
      align: 'right',
      render: (v: number, r) => (r.allMenus ? '全部' : v),
    },
    {
      title: '标记',
      key: 'flags',
      width: 150,
      render: (_, r) =>
        r.system || !r.assignable || productOfRoleCode(r.roleCode) ? (
          <Space size={4}>
            {r.system && <Tag color="blue">系统角色</Tag>}
            {productOfRoleCode(r.roleCode) && <Tag color="cyan">产品开通</Tag>}
            {!r.assignable && <Tag color="orange">不可分配</Tag>}
          </Space>
        ) : (
          '-'
        ),
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
      width: actionColumnWidth(['修改', '分配菜单', '用户', '删除']),
      fixed: 'right',
      render: (_, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: '修改', code: codes.edit, blocked: editBlock(r), onClick: () => setEditing(r) },
            {
              key: 'menus',
              label: '分配菜单',
              code: codes.allocateMenu,
              blocked: allocateBlock(r),
              onClick: () => setAllocating(r),
            },
            { key: 'users', label: '用户', code: codes.users, onClick: () => setHolders(r) },
            {
              key: 'delete',
              label: '删除',
              code: codes.delete,
              danger: true,
              blocked: deleteBlock(r),
              onClick: () => void remove(r),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      {/* A company admin's 待激活产品: where a member's type 2 notice leads them (§2.6). */}
      {!ops && <ActivationRequests />}
      <ListPage<RoleAdmin, Filters>
        list={list}
        columns={columns}
        rowKey="roleId"
        fields={ops ? OPS_FIELDS : ENT_FIELDS}
        title={`共 ${list.total} 个角色`}
        emptyText="暂无角色"
        toolbar={
          <>
            <Permission code={codes.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                新增角色
              </Button>
            </Permission>
            {codes.export && (
              <Permission code={codes.export}>
                <ExportButton
                  load={(onProgress) =>
                    exportRoles(
                      {
                        roleName: filters.roleName || undefined,
                        roleConfig: filters.roleConfig ? (Number(filters.roleConfig) as 1 | 2) : undefined,
                      },
                      onProgress,
                    )
                  }
                  fallbackName="角色列表.xlsx"
                  disabled={list.total === 0}
                  disabledReason="当前条件下没有可导出的角色"
                />
              </Permission>
            )}
          </>
        }
      />
      <RoleFormModal role={editing} ops={ops} onClose={() => setEditing(undefined)} />
      <RoleMenuModal role={allocating} ops={ops} onClose={() => setAllocating(null)} />
      <RoleUsersDrawer role={holders} onClose={() => setHolders(null)} />
    </>
  );
}
