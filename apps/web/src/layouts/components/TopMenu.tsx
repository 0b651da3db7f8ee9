import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { findMenuById, topMenuItems } from '../menu-items.tsx';
import { useMenuNavigation } from '../useMenuNavigation.ts';

/** §2.4 top horizontal menu (default layout): one entry per top-level menu of the nav tree. */
export function TopMenu() {
  const navTree = useMenuStore((s) => s.navTree);
  const activeTopMenuId = useMenuStore((s) => s.activeTopMenuId);
  const { openTopMenu } = useMenuNavigation();
  if (navTree.length === 0) return <div className="portal-header__menu" />;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuById(navTree, key);
    if (item) openTopMenu(item);
  };

  return (
    <Menu
      className="portal-header__menu"
      mode="horizontal"
      selectable={false}
      selectedKeys={activeTopMenuId ? [activeTopMenuId] : []}
      items={topMenuItems(navTree)}
      onClick={onClick}
    />
  );
}
