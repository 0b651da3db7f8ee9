import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { toDisplayTime, type ButtonCode, type RoleAdmin } from '@portal/shared';
import { ExportButton } from '../../platform/export/index.ts';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
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
const editBlock = (r: RoleAdmin) => (r.edit ? null : '系统角色不可修改');
const deleteBlock = (r: RoleAdmin) => (r.delete ? null : '系统角色不可删除');
const allocateBlock = (r: RoleAdmin) => editBlock(r) ?? (r.allMenus ? '超级管理员拥有全部菜单' : null);

interface ActionProps {
  code: ButtonCode;
  label: string;
  /** The reason the role's flags forbid it; null: enabled. */
  blocked?: string | null;
  danger?: boolean;
  onClick: () => void;
}

/** A row action: removed without its button code (§6), disabled with the reason when the role forbids it. */
function RowAction({ code, label, blocked = null, danger, onClick }: ActionProps): ReactNode {
  return (
    <Permission code={code}>
      {blocked ? (
        <Tooltip title={blocked}>
          <Button type="link" size="small" danger={danger} disabled>
            {label}
          </Button>
        </Tooltip>
      ) : (
        <Button type="link" size="small" danger={danger} onClick={onClick}>
          {label}
        </Button>
      )}
    </Permission>
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
          .then(() => notify.success('操作成功'))
          .catch(() => undefined),
    });

  const columns: ColumnsType<RoleAdmin> = [
    { title: '角色名称', dataIndex: 'roleName', width: 160, ellipsis: true },
    { title: '角色编码', dataIndex: 'roleCode', width: 160, ellipsis: true },
    ...(ops
      ? [
          {
            title: '角色端',
            dataIndex: 'roleConfig',
            width: 90,
            render: (v: 1 | 2) => ROLE_CONFIG_LABEL[v] ?? '-',
          },
        ]
      : []),
    {
      title: '所属企业',
      dataIndex: 'entName',
      width: 180,
      ellipsis: true,
      render: (v: string | null) => v || '平台',
    },
    { title: '用户数', dataIndex: 'userCount', width: 80, align: 'right' },
    {
      title: '菜单数',
      dataIndex: 'menuCount',
      width: 80,
      align: 'right',
      render: (v: number, r) => (r.allMenus ? '全部' : v),
    },
    {
      title: '标记',
      key: 'flags',
      width: 160,
      render: (_, r) =>
        r.system || !r.assignable ? (
          <Space size={4} wrap>
            {r.system && <Tag color="blue">系统角色</Tag>}
            {!r.assignable && <Tag color="orange">不可分配</Tag>}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 180,
      render: (v: string | null) => (v ? toDisplayTime(v) : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <RowAction code={codes.edit} label="修改" blocked={editBlock(r)} onClick={() => setEditing(r)} />
          <RowAction
            code={codes.allocateMenu}
            label="分配菜单"
            blocked={allocateBlock(r)}
            onClick={() => setAllocating(r)}
          />
          <RowAction code={codes.users} label="用户" onClick={() => setHolders(r)} />
          <RowAction code={codes.delete} label="删除" danger blocked={deleteBlock(r)} onClick={() => void remove(r)} />
        </Space>
      ),
    },
  ];

  return (
    <>
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
