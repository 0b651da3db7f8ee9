import { Alert, Descriptions, Spin, Tag, Typography } from 'antd';
import type { AuthApplyPreview } from '@portal/shared';

export interface PreviewPanelProps {
  preview: AuthApplyPreview | null | undefined;
  loading: boolean;
  /** The failure (its message is the server's reason), or null. */
  error: Error | null;
}

/**
 * Before submitting: who will approve, in order (the resolved chain, the applicant never among them), and what the
 * application would grant once approved, with the server's warnings.
 */
export function PreviewPanel({ preview, loading, error }: PreviewPanelProps) {
  if (loading) {
    return (
      <div className="auth-apply-placeholder">
        <Spin tip="正在生成审批预览…">
          <div style={{ height: 48 }} />
        </Spin>
      </div>
    );
  }
  if (error || !preview) {
    return (
      <Alert
        type="error"
        showIcon
        title="无法生成审批预览，请返回修改后重试"
        description={error?.message || undefined}
      />
    );
  }
  const grants = grantsOf(preview);
  return (
    <div className="auth-apply-preview">
      <Alert type="info" showIcon title="请确认以下审批流程和申请内容，确认无误后提交。" />
      {preview.warnings.length === 1 && <Alert type="warning" showIcon title={preview.warnings[0]} />}
      {preview.warnings.length > 1 && (
        <Alert
          type="warning"
          showIcon
          title="请注意"
          description={
            <ul className="auth-apply-preview__warnings">
              {preview.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        />
      )}
      <Typography.Title level={5}>审批流程</Typography.Title>
      <ol className="auth-apply-chain">
        {preview.chain.map((step, i) => (
          <li key={step.nodeId} className="auth-apply-chain__step">
            <span className="auth-apply-chain__no">{i + 1}</span>
            <div>
              <div className="auth-apply-chain__name">{step.name}</div>
              {step.approvers.length > 0 ? (
                <div className="auth-apply-chain__who" data-testid="chain-approvers">
                  审批人：{step.approvers.map((a) => a.userName || a.userId).join('、')}
                </div>
              ) : (
                <Typography.Text type="warning">暂无审批人</Typography.Text>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Typography.Title level={5}>审批通过后将获得</Typography.Title>
      <Descriptions size="small" column={1} bordered items={grants} />
    </div>
  );
}

function grantsOf(p: AuthApplyPreview) {
  const items: { key: string; label: string; children: React.ReactNode }[] = [];
  if (p.role) items.push({ key: 'role', label: '角色', children: p.role.roleName });
  if (p.rolesAdded.length > 0) {
    items.push({
      key: 'roles',
      label: '新增角色',
      children: p.rolesAdded.map((r) => <Tag key={r.roleName}>{r.roleName}</Tag>),
    });
  }
  if (p.usersGranted.length > 0) {
    items.push({
      key: 'users',
      label: '获授角色的用户',
      children: p.usersGranted.map((u) => <Tag key={`${u.userId}-${u.entId}`}>{`${u.userName}（${u.entName}）`}</Tag>),
    });
  }
  if (p.menusAdded.length > 0) {
    items.push({
      key: 'menus',
      label: '新增权限',
      children: p.menusAdded.map((m) => <Tag key={m.menuId}>{m.menuName}</Tag>),
    });
  }
  if (items.length === (p.role ? 1 : 0)) {
    items.push({ key: 'none', label: '变更', children: '无新增内容（所申请的已全部具备）' });
  }
  return items;
}
