import { useState } from 'react';
import { Button, Drawer, Input, Popconfirm, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { RoleAdmin, RoleUser } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useRemoveRoleUser } from '../api/role-remove-user.ts';
import { useRoleUsers } from '../api/role-users.ts';
import { RoleUserPicker } from './RoleUserPicker.tsx';

export interface RoleUsersDrawerProps {
  /** The role whose holders are listed; null: closed. */
  role: RoleAdmin | null;
  onClose: () => void;
}

const PAGE_SIZE = 10;

/** 用户: the holders of a role (roleUsers, paged, searched by account), 移出 (confirmed) and 添加用户. */
export function RoleUsersDrawer({ role, onClose }: RoleUsersDrawerProps) {
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const users = useRoleUsers(
    role ? { roleId: role.roleId, account: account || undefined, pageNum: page, pageSize: PAGE_SIZE } : null,
  );
  const remove = useRemoveRoleUser();

  const close = () => {
    setSearch('');
    setAccount('');
    setPage(1);
    onClose();
  };
  const find = () => {
    setAccount(search.trim());
    setPage(1);
  };
  const removeUser = (u: RoleUser) => {
    if (!role) return;
    void remove
      .mutateAsync({ roleId: role.roleId, userId: u.userId, entId: u.entId })
      .then((msg) => notify.success(msg))
      .catch(() => undefined);
  };

  const columns: ColumnsType<RoleUser> = [
    { title: '账号', dataIndex: 'account', width: 160, ellipsis: true },
    { title: '姓名', dataIndex: 'userName', width: 120, ellipsis: true },
    { title: '所属企业', dataIndex: 'entName', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, u) => (
        <Popconfirm
          title={`确定将「${u.userName || u.account}」移出该角色吗？`}
          okText="确定"
          cancelText="取消"
          onConfirm={() => removeUser(u)}
        >
          <Button type="link" size="small" danger>
            移出
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={role?.assignable === false}
      onClick={() => setPicking(true)}
    >
      添加用户
    </Button>
  );

  return (
    <Drawer
      open={role !== null}
      title={role ? `角色用户 — ${role.roleName}` : '角色用户'}
      size={720}
      onClose={close}
      destroyOnHidden
      extra={role?.assignable === false ? <Tooltip title="该角色不可分配给用户">{addButton}</Tooltip> : addButton}
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          allowClear
          placeholder="请输入账号"
          aria-label="账号"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onPressEnter={find}
        />
        <Button onClick={find}>查询</Button>
      </Space>
      <Table<RoleUser>
        size="small"
        rowKey={(u) => `${u.userId}:${u.entId}`}
        columns={columns}
        dataSource={users.data?.records ?? []}
        loading={users.isFetching}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
          onChange: setPage,
        }}
        locale={{ emptyText: '暂无用户' }}
      />
      <RoleUserPicker role={picking ? role : null} onClose={() => setPicking(false)} />
    </Drawer>
  );
}
