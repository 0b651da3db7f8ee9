import { useMemo, useState } from 'react';
import { Alert, Modal, Spin, Typography } from 'antd';
import { permissionTree, type MenuItem, type RoleAdmin } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { PermissionTree } from '../../../platform/permission/PermissionTree.tsx';
import { useSession } from '../../../platform/session/store.ts';
import { useAllocateRoleMenus } from '../api/role-allocate-menu.ts';
import { useRoleDetail } from '../api/role-detail.ts';
import { useRoleMenuTree } from '../api/role-menu-tree.ts';

export interface RoleMenuModalProps {
  /** The role whose menus are allocated; null: closed. */
  role: RoleAdmin | null;
  /** The operations page offers the whole menu tree; a company admin their own menus. */
  ops: boolean;
  onClose: () => void;
}

const NO_MENUS: MenuItem[] = [];

/**
 * 分配菜单: the role's current menus (roleDetail.menuIds) are the tree's editable value and 保存 replaces the
 * role's whole set (roleAllocateMenu). `held` stays empty here: held permissions (disabled, excluded) are for the
 * authorisation application, where the role's grants are fixed and only new ones are picked.
 *
 * Which tree: the operations page loads allMenus (the whole tree). A company admin may only grant what they hold,
 * and allMenus is an operations call (the server gates it by the menu-op page), so their tree is their own
 * enableMenuList from the session: the whole tree cut down to their menus. A role's menus outside it are not
 * shown and are not in the saved set (the server refuses to grant them anyway); the dialog says how many.
 */
export function RoleMenuModal({ role, ops, onClose }: RoleMenuModalProps) {
  const open = role !== null;
  const detail = useRoleDetail(role?.roleId ?? null);
  const allMenus = useRoleMenuTree(open && ops);
  const ownMenus = useSession((s) => s.userInfo?.enableMenuList ?? NO_MENUS);
  const tree = ops ? (allMenus.data ?? NO_MENUS) : ownMenus;
  const allocate = useAllocateRoleMenus();
  /** null: untouched, the role's saved menus show. */
  const [edited, setEdited] = useState<string[] | null>(null);

  const index = useMemo(() => permissionTree.indexPermissionTree(tree), [tree]);
  const saved = useMemo(() => detail.data?.menuIds ?? [], [detail.data]);
  const outside = useMemo(() => saved.filter((id) => !index.parentOf.has(id)).length, [saved, index]);
  const value = edited ?? saved;
  const loading = detail.isPending || (ops && allMenus.isPending);

  const close = () => {
    setEdited(null);
    onClose();
  };

  const submit = async () => {
    if (!role) return;
    // In tree order, without ids the tree does not hold.
    const menuIds = permissionTree.permissionIdsToSubmit(permissionTree.createPermissionTreeState(index, [], value));
    notify.success(await allocate.mutateAsync({ roleId: role.roleId, menuIds }));
    close();
  };

  return (
    <Modal
      open={open}
      title={role ? `分配菜单 — ${role.roleName}` : '分配菜单'}
      width={720}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: loading || detail.isError || allMenus.isError }}
      confirmLoading={allocate.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      {loading ? (
        <div style={{ padding: '48px 0', textAlign: 'center' }}>
          <Spin />
        </div>
      ) : detail.isError || allMenus.isError ? (
        <Alert type="error" showIcon title="菜单加载失败，请关闭后重试" />
      ) : (
        <>
          {!ops && outside > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`该角色有 ${outside} 项菜单不在您可授予的范围内，保存后将不再保留`}
            />
          )}
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            勾选菜单会同时勾选其下级与上级；取消勾选会同时取消其下级。已选{' '}
            {value.filter((id) => index.parentOf.has(id)).length} 项
          </Typography.Paragraph>
          <PermissionTree tree={tree} value={value} onChange={setEdited} height={440} />
        </>
      )}
    </Modal>
  );
}
