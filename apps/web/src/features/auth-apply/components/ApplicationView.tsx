import { Descriptions, Tag } from 'antd';
import { APPLY_TYPE_LABEL, displayAccount, type AuthApplyDetail } from '@portal/shared';
import { AttachmentList } from '../../../platform/attachment/index.ts';
import { STATUS_COLOR } from '../status.ts';
import { PermissionList } from './PermissionSection.tsx';
import { RoleRows } from './RoleRows.tsx';
import { UserRows } from './UserRows.tsx';

/** The application read-only (check and approve modes): its fields, then the list of its type. */
export function ApplicationView({ detail }: { detail: AuthApplyDetail }) {
  const type = detail.applyType;
  return (
    <div className="auth-apply-view">
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'type', label: '申请类型', children: detail.applyTypeName || APPLY_TYPE_LABEL[type] },
          { key: 'product', label: '板块', children: detail.productName || detail.productType || '-' },
          ...(type === 2 || type === 3
            ? [{ key: 'role', label: '角色', children: detail.roleName || '-', span: 2 }]
            : []),
          ...(type === 3
            ? [
                {
                  key: 'menus',
                  label: '申请权限',
                  children: <PermissionList rows={detail.resRoleMenuApplyList} />,
                  span: 2,
                },
              ]
            : []),
          {
            key: 'reason',
            label: '申请事由',
            children: <span className="auth-apply-pre">{detail.reason || '-'}</span>,
            span: 2,
          },
          {
            key: 'files',
            label: '附件',
            children: <AttachmentList files={detail.fileList} />,
            span: 2,
          },
          {
            key: 'status',
            label: '状态',
            children: <Tag color={STATUS_COLOR[detail.status]}>{detail.statusName}</Tag>,
          },
          { key: 'node', label: '当前节点', children: detail.taskName || '-' },
        ]}
      />
      {type === 1 && <RoleRows rows={detail.resRoleApplyList} editable={false} />}
      {type === 2 && <UserRows rows={detail.resRoleUserApplyList} editable={false} />}
    </div>
  );
}

/** 申请人 · 所属企业 · 申请时间 (§6: from the application, except in add mode: the signed-in user). */
export function ApplicantLine({
  applicant,
  account,
  entName,
  applyTime,
}: {
  applicant: string;
  account: string;
  entName: string;
  applyTime?: string;
}) {
  return (
    <Descriptions
      className="auth-apply-applicant"
      size="small"
      column={3}
      items={[
        {
          key: 'applicant',
          label: '申请人',
          children: account ? `${applicant}（${displayAccount(account)}）` : applicant,
        },
        { key: 'ent', label: '所属企业', children: entName || '-' },
        { key: 'time', label: '申请时间', children: applyTime || '提交后生成' },
      ]}
    />
  );
}
