import { Button, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLE_NAME_MAX_LENGTH, type RoleApplyEntry } from '@portal/shared';

export interface RoleRowsProps {
  rows: readonly RoleApplyEntry[];
  editable: boolean;
  onAdd?: () => void;
  onChange?: (index: number, patch: Partial<Pick<RoleApplyEntry, 'roleName' | 'roleCode'>>) => void;
  onRemove?: (index: number) => void;
}

type Row = RoleApplyEntry & { index: number };

/** Type 1 (新增角色): the roles to create, an editable list (角色名称 required on submit, 角色编码 optional). */
export function RoleRows({ rows, editable, onAdd, onChange, onRemove }: RoleRowsProps) {
  const columns: ColumnsType<Row> = [
    { title: '序号', key: 'index', width: 64, render: (_, r) => r.index + 1 },
    {
      title: '角色名称',
      dataIndex: 'roleName',
      render: (v: string, r) =>
        editable ? (
          <Input
            value={v}
            placeholder="请输入角色名称"
            aria-label={`第${r.index + 1}行角色名称`}
            status={v.trim() ? undefined : 'warning'}
            count={{ max: ROLE_NAME_MAX_LENGTH, show: false }}
            onChange={(e) => onChange?.(r.index, { roleName: e.target.value })}
          />
        ) : (
          v
        ),
    },
    {
      title: '角色编码',
      dataIndex: 'roleCode',
      render: (v: string, r) =>
        editable ? (
          <Input
            value={v}
            placeholder="选填，不填则自动生成"
            aria-label={`第${r.index + 1}行角色编码`}
            onChange={(e) => onChange?.(r.index, { roleCode: e.target.value })}
          />
        ) : (
          v || '-'
        ),
    },
  ];
  if (editable) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除第${r.index + 1}行`}
          onClick={() => onRemove?.(r.index)}
        />
      ),
    });
  }
  return (
    <div className="auth-apply-section">
      <div className="auth-apply-section__head">
        <Typography.Text strong>申请新增的角色</Typography.Text>
        {editable && (
          <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
            添加角色
          </Button>
        )}
      </div>
      <Table<Row>
        size="small"
        rowKey="index"
        pagination={false}
        columns={columns}
        dataSource={rows.map((r, index) => ({ ...r, index }))}
        locale={{ emptyText: editable ? '请点击“添加角色”' : '无' }}
      />
    </div>
  );
}
