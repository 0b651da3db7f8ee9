import { useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { isMenuDisabled, type MenuItem } from '@portal/shared';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { menuIcon } from '../menu-icons.tsx';
import { findMenuById, shownChildren, sideMenuItems } from '../menu-items.tsx';
import { useMenuNavigation } from '../useMenuNavigation.ts';

type Open = (item: MenuItem) => void;

function EntryLink({ item, onOpen, strong }: { item: MenuItem; onOpen: Open; strong?: boolean }) {
  const disabled = isMenuDisabled(item);
  return (
    <button
      type="button"
      className={`portal-tiled__entry${strong ? ' portal-tiled__entry--strong' : ''}`}
      disabled={disabled}
      onClick={() => onOpen(item)}
    >
      {item.menuName}
    </button>
  );
}

/** The tiled panel of a top menu: each child is a card listing its own children. */
function TiledPanel({ top, onOpen }: { top: MenuItem; onOpen: Open }) {
  const groups = shownChildren(top);
  const columns = Math.min(groups.length, 3);
  return (
    <div className="portal-tiled__panel">
      <div className="portal-tiled__panel-title">{top.menuName}</div>
      <div className="portal-tiled__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(160px, 200px))` }}>
        {groups.map((group) => {
          const leaves = shownChildren(group);
          return (
            <div key={group.menuId} className="portal-tiled__card">
              <EntryLink item={group} onOpen={onOpen} strong />
              {leaves.length > 0 && (
                <div className="portal-tiled__leaves">
                  {leaves.map((leaf) => (
                    <EntryLink key={leaf.menuId} item={leaf} onOpen={onOpen} />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * §2.4 layout 2 (tiled): no side menu. The header lists the top menus; each one unfolds its children as
 * tiled cards, so the page below keeps one full-width column. Menus that do not fit fold into "…".
 */
export function TiledNav() {
  const navTree = useMenuStore((s) => s.navTree);
  const activeTopMenuId = useMenuStore((s) => s.activeTopMenuId);
  const { openTopMenu, openEntry } = useMenuNavigation();
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  const openAndClose: Open = (item) => {
    setOpenKeys([]);
    openEntry(item);
  };

  const items: MenuProps['items'] = navTree.map((top) => {
    const common = {
      key: top.menuId,
      label: top.menuName,
      icon: menuIcon(top.icon, false),
      disabled: isMenuDisabled(top),
    };
    if (shownChildren(top).length === 0) return common;
    return {
      ...common,
      children: sideMenuItems(shownChildren(top)),
      popupClassName: 'portal-tiled__popup',
      popupRender: () => <TiledPanel top={top} onOpen={openAndClose} />,
      onTitleClick: () => {
        setOpenKeys([]);
        openTopMenu(top);
      },
    };
  });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuById(navTree, key);
    if (!item) return;
    if (navTree.includes(item)) openTopMenu(item);
    else openAndClose(item);
  };

  return (
    <Menu
      className="portal-header__menu portal-tiled"
      mode="horizontal"
      selectable={false}
      selectedKeys={activeTopMenuId ? [activeTopMenuId] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys)}
      items={items}
      onClick={onClick}
    />
  );
}
