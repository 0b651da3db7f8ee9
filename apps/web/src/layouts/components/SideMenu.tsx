import { useState } from 'react';
import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { findMenuById, sideMenuItems } from '../menu-items.tsx';
import { useMenuNavigation } from '../useMenuNavigation.ts';

interface SideMenuProps {
  selectedId?: string;
  openIds: string[];
}

/** §2.4 left side menu with a collapse toggle, filled from the selected top menu. */
export function SideMenu({ selectedId, openIds }: SideMenuProps) {
  const sideMenu = useMenuStore((s) => s.sideMenu);
  const activeTopMenuId = useMenuStore((s) => s.activeTopMenuId);
  const navTree = useMenuStore((s) => s.navTree);
  const { openEntry } = useMenuNavigation();
  const [collapsed, setCollapsed] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>(openIds);
  const openIdsKey = openIds.join(',');

  // A new page (or a new top menu) opens the groups that lead to it, keeping those the user opened: adjusted
  // while rendering (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [openedFor, setOpenedFor] = useState(openIdsKey);
  if (openIdsKey !== openedFor) {
    setOpenedFor(openIdsKey);
    if (openIdsKey) setOpenKeys((prev) => [...new Set([...prev, ...openIdsKey.split(',')])]);
  }

  const top = activeTopMenuId ? findMenuById(navTree, activeTopMenuId) : undefined;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuById(sideMenu, key);
    if (item) openEntry(item);
  };

  return (
    <Layout.Sider
      className="portal-sider"
      theme="light"
      width={224}
      collapsedWidth={64}
      collapsible
      collapsed={collapsed}
      trigger={null}
    >
      <div className="portal-sider__head">
        {!collapsed && <span className="portal-sider__title">{top?.menuName}</span>}
        <button
          type="button"
          className="portal-sider__toggle"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          title={collapsed ? '展开菜单' : '收起菜单'}
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      </div>
      <Menu
        className="portal-sider__menu"
        mode="inline"
        items={sideMenuItems(sideMenu)}
        selectedKeys={selectedId ? [selectedId] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={(keys) => setOpenKeys(keys)}
        onClick={onClick}
      />
    </Layout.Sider>
  );
}
