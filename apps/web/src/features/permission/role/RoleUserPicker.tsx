import { useState } from 'react';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TABLE_SCROLL_Y, type EnterpriseUser, type RoleAdmin } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useAddRoleUsers } from '../api/role-add-users.ts';
import { useRoleEntUsers } from '../api/role-ent-users.ts';

export interface RoleUserPickerProps {
  /** The role users are added to; null: closed. */
  role: RoleAdmin | null;
  onClose: () => void;
}

const PAGE_SIZE = 10;

const columns: ColumnsType<EnterpriseUser> = [
  { title: '账号', dataIndex: 'account', width: 160, ellipsis: true },
  { title: '姓名', dataIndex: 'userName', width: 120, ellipsis: true },
  { title: '手机号', dataIndex: 'phone', width: 130, render: (v: string | null) => v || '-' },
  {
    title: '现有角色',
    dataIndex: 'roleNames',
    render: (v: string[]) => (v.length > 0 ? v.map((n) => <Tag key={n}>{n}</Tag>) : '-'),
  },
];

/** 添加用户: the caller's enterprise users (findEntUserByPage) with checkboxes, kept across pages → roleAddUsers. */
export function RoleUserPicker({ role, onClose }: RoleUserPickerProps) {
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const users = useRoleEntUsers(role ? { account: account || undefined, pageNum: page, pageSize: PAGE_SIZE } : null);
  const add = useAddRoleUsers();

  const close = () => {
    setSearch('');
    setAccount('');
    setPage(1);
    setSelected([]);
    onClose();
  };

  const submit = async () => {
    if (!role || selected.length === 0) return;
    notify.success(await add.mutateAsync({ roleId: role.roleId, userIds: selected }));
    close();
  };

  return (
    <Modal
      open={role !== null}
      title={role ? `添加用户 — ${role.roleName}` : '添加用户'}
      width={720}
      okText={selected.length > 0 ? `添加（${selected.length}）` : '添加'}
      cancelText="取消"
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={add.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          allowClear
          placeholder="请输入账号"
          aria-label="账号"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onPressEnter={() => {
            setAccount(search.trim());
            setPage(1);
          }}
        />
        <Button
          onClick={() => {
            setAccount(search.trim());
            setPage(1);
          }}
        >
          查询
        </Button>
      </Space>
      <Table<EnterpriseUser>
        size="small"
        rowKey="userId"
        columns={columns}
        dataSource={users.data?.records ?? []}
        loading={users.isFetching}
        scroll={{ y: TABLE_SCROLL_Y }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
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
    </Modal>
  );
}
