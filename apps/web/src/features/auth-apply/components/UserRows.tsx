import { Button, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { displayAccount, type EnterpriseOption, type RoleUserApplyEntry } from '@portal/shared';

export interface UserRowsProps {
  rows: readonly RoleUserApplyEntry[];
  editable: boolean;
  /** Per userId, the enterprises the user may get the role in (the enterprises-per-user call). */
  enterprises?: Readonly<Record<string, readonly EnterpriseOption[]>>;
  enterprisesLoading?: boolean;
  onPick?: () => void;
  onEnterprise?: (userId: string, ent: EnterpriseOption | null) => void;
  onRemove?: (userId: string) => void;
}

/** Type 2 (用户角色申请): the users who get the role, each in one enterprise (请选择企业 on submit without one). */
export function UserRows({
  rows,
  editable,
  enterprises = {},
  enterprisesLoading,
  onPick,
  onEnterprise,
  onRemove,
}: UserRowsProps) {
  const optionsOf = (u: RoleUserApplyEntry): readonly EnterpriseOption[] => {
    const known = enterprises[u.userId];
    if (known) return known;
    return u.entId ? [{ entId: u.entId, entName: u.entName }] : [];
  };
  const columns: ColumnsType<RoleUserApplyEntry> = [
    { title: '账号', dataIndex: 'userAccount', width: 160, ellipsis: true, render: (v: string) => displayAccount(v) },
    { title: '用户名', dataIndex: 'userName', width: 120, ellipsis: true },
    {
      title: '授予企业',
      dataIndex: 'entId',
      render: (_: string, u) => {
        if (!editable) return u.entName || '-';
        const options = optionsOf(u);
        return (
          <Select
            style={{ width: '100%', minWidth: 200 }}
            value={u.entId || undefined}
            placeholder="请选择企业"
            aria-label={`${u.userName}的授予企业`}
            status={u.entId ? undefined : 'warning'}
            loading={enterprisesLoading}
            options={options.map((e) => ({ value: e.entId, label: e.entName }))}
            onChange={(entId: string | undefined) =>
              onEnterprise?.(u.userId, options.find((e) => e.entId === entId) ?? null)
            }
            allowClear
            notFoundContent={enterprisesLoading ? '加载中…' : '该用户没有可授予的企业'}
          />
        );
      },
    },
  ];
  if (editable) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_, u) => (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`移除${u.userName}`}
          onClick={() => onRemove?.(u.userId)}
        />
      ),
    });
  }
  return (
    <div className="auth-apply-section">
      <div className="auth-apply-section__head">
        <Typography.Text strong>申请授予角色的用户</Typography.Text>
        {editable && (
          <Button size="small" icon={<UserAddOutlined />} onClick={onPick}>
            选择用户
          </Button>
        )}
      </div>
      <Table<RoleUserApplyEntry>
        size="small"
        rowKey="userId"
        pagination={false}
        columns={columns}
        dataSource={[...rows]}
        scroll={rows.length > 6 ? { y: 260 } : undefined}
        locale={{ emptyText: editable ? '请点击“选择用户”' : '无' }}
      />
    </div>
  );
}
