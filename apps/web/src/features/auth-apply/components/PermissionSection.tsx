import { Alert, Empty, Spin, Tag, Typography } from 'antd';
import { toMenuApplyList, type RoleMenuApplyEntry } from '@portal/shared';
import { PermissionTree } from '../../../platform/permission/PermissionTree.tsx';
import { useProductMenus } from '../api/get-product-menus.ts';
import type { AuthApplyScope } from '../api/keys.ts';

export interface PermissionSectionProps {
  scope: AuthApplyScope;
  productType: string | null;
  roleId: string | null;
  value: readonly RoleMenuApplyEntry[];
  onChange: (entries: RoleMenuApplyEntry[]) => void;
}

/**
 * Type 3 (角色权限分配), editable: the plate's menu tree in the §4 permission tree, the role's held permissions
 * checked and disabled (never submitted); the new ones become the application's list (menuId, menuName).
 */
export function PermissionSection({ scope, productType, roleId, value, onChange }: PermissionSectionProps) {
  const menus = useProductMenus(scope, productType, roleId);
  if (!productType || !roleId) {
    return <div className="auth-apply-placeholder">请先选择板块和角色，再勾选要添加的权限</div>;
  }
  if (menus.isPending) {
    return (
      <div className="auth-apply-placeholder">
        <Spin />
      </div>
    );
  }
  if (menus.isError) return <Alert type="error" showIcon title="菜单加载失败，请重新选择角色后重试" />;
  const { menuList, heldMenuIds } = menus.data;
  if (menuList.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该板块暂无可申请的菜单" />;
  return (
    <div className="auth-apply-tree">
      <Typography.Paragraph type="secondary" className="auth-apply-tree__hint">
        灰色勾选项为该角色已有的权限；勾选菜单会同时勾选其下级与上级。已选 {value.length} 项
      </Typography.Paragraph>
      <PermissionTree
        tree={menuList}
        held={heldMenuIds}
        value={value.map((m) => m.menuId)}
        onChange={(ids) => onChange(toMenuApplyList(ids, menuList))}
        height={300}
      />
    </div>
  );
}

/** Type 3, read-only: the permissions the application adds. */
export function PermissionList({ rows }: { rows: readonly RoleMenuApplyEntry[] }) {
  if (rows.length === 0) return <span className="auth-apply-muted">无</span>;
  return (
    <div className="auth-apply-tags">
      {rows.map((m) => (
        <Tag key={m.menuId}>{m.menuName || m.menuId}</Tag>
      ))}
    </div>
  );
}
