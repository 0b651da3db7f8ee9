import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SearchOutlined } from '@ant-design/icons';
import {
  EXTERNAL_USER_SOURCE,
  TABLE_SCROLL_Y,
  USER_PICKER_PAGE_SIZE,
  displayAccount,
  isUserSelectable,
  userEnterpriseOptions,
  type PickerUser,
} from '@portal/shared';
import { usePickerUsers } from '../api/get-picker-users.ts';
import type { AuthApplyScope } from '../api/keys.ts';

export interface UserPickerModalProps {
  open: boolean;
  scope: AuthApplyScope;
  /** The application's plate (the list's productId). */
  productType: string;
  /** Users already in the application: shown checked. */
  pickedIds: readonly string[];
  onOk: (users: PickerUser[]) => void;
  onCancel: () => void;
}

/** Why a row cannot be checked (§5: a row is selectable only with an enterprise). */
export const NOT_SELECTABLE_REASON = '该用户没有所属企业，不能选择';

const PAGE_SIZES = ['10', '20', '50', '100'];

const columns: ColumnsType<PickerUser> = [
  { title: '账号', dataIndex: 'account', width: 180, ellipsis: true, render: (v: string) => displayAccount(v) },
  { title: '用户名', dataIndex: 'userName', width: 140, ellipsis: true },
  {
    title: '用户类型',
    dataIndex: 'userSource',
    width: 100,
    render: (v: number) => (v === EXTERNAL_USER_SOURCE ? <Tag>外部用户</Tag> : <Tag color="blue">内部用户</Tag>),
  },
  {
    title: '所属企业',
    key: 'enterprises',
    ellipsis: true,
    render: (_, u) => {
      const names = userEnterpriseOptions(u).map((e) => e.entName);
      if (names.length > 0) return names.join('、');
      return (
        <Tooltip title={NOT_SELECTABLE_REASON}>
          <span className="auth-apply-muted">无</span>
        </Tooltip>
      );
    },
  },
];

/**
 * §2.5 选择用户 (900 px): the plate's users searched by account and userName, 10 a page with a size changer. A row
 * is selectable only with an enterprise (shared isUserSelectable); the choice is kept across pages and searches.
 */
export function UserPickerModal({ open, scope, productType, pickedIds, onOk, onCancel }: UserPickerModalProps) {
  const [form] = Form.useForm<{ account?: string; userName?: string }>();
  const [search, setSearch] = useState({ account: '', userName: '' });
  const [page, setPage] = useState({ current: 1, size: USER_PICKER_PAGE_SIZE });
  const [chosen, setChosen] = useState<Map<string, PickerUser>>(() => new Map());
  const users = usePickerUsers(
    scope,
    { ...search, productId: productType, currentPage: page.current, pageSize: page.size },
    open,
  );

  const reset = () => {
    form.resetFields();
    setSearch({ account: '', userName: '' });
    setPage({ current: 1, size: USER_PICKER_PAGE_SIZE });
    setChosen(new Map());
  };
  const close = () => {
    reset();
    onCancel();
  };
  const confirm = () => {
    const picked = [...chosen.values()];
    reset();
    onOk(picked);
  };
  const runSearch = () => {
    const v = form.getFieldsValue();
    setSearch({ account: (v.account ?? '').trim(), userName: (v.userName ?? '').trim() });
    setPage((p) => ({ ...p, current: 1 }));
  };

  const rows = users.data?.records ?? [];
  const already = new Set(pickedIds);
  const selectedKeys = [...already, ...chosen.keys()];

  return (
    <Modal
      open={open}
      title="选择用户"
      width={900}
      okText={chosen.size > 0 ? `确定（${chosen.size}）` : '确定'}
      cancelText="取消"
      okButtonProps={{ disabled: chosen.size === 0 }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="inline" className="auth-apply-picker__search" onFinish={runSearch}>
        <Form.Item name="account" label="账号">
          <Input allowClear placeholder="请输入账号" aria-label="账号" />
        </Form.Item>
        <Form.Item name="userName" label="用户名">
          <Input allowClear placeholder="请输入用户名" aria-label="用户名" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                runSearch();
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<PickerUser>
        size="small"
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        loading={users.isFetching}
        scroll={{ y: TABLE_SCROLL_Y }}
        rowSelection={{
          selectedRowKeys: selectedKeys,
          preserveSelectedRowKeys: true,
          getCheckboxProps: (u) => ({
            disabled: already.has(u.userId) || !isUserSelectable(u),
            title: isUserSelectable(u) ? undefined : NOT_SELECTABLE_REASON,
          }),
          onChange: (_keys, selectedRows) => {
            // selectedRows holds the rows of every page (preserveSelectedRowKeys); ones of other pages may come as
            // undefined, so the chosen map is rebuilt from the keys it still lists.
            setChosen((prev) => {
              const next = new Map<string, PickerUser>();
              const keys = new Set(_keys.map(String));
              for (const [id, u] of prev) if (keys.has(id)) next.set(id, u);
              for (const u of selectedRows)
                if (u && !already.has(u.userId) && isUserSelectable(u)) next.set(u.userId, u);
              return next;
            });
          },
        }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (current, size) => setPage((p) => ({ current: size !== p.size ? 1 : current, size })),
        }}
        locale={{ emptyText: users.isError ? '用户加载失败，请重试' : '暂无用户' }}
      />
    </Modal>
  );
}
