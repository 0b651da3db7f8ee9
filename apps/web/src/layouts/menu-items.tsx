import type { MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { isMenuDisabled, isMenuVisible, type MenuItem } from '@portal/shared';
import { menuIcon } from './menu-icons.tsx';

type AntdItems = NonNullable<MenuProps['items']>;

const shownChildren = (item: MenuItem) => (item.children ?? []).filter(isMenuVisible);

function label(item: MenuItem) {
  return item.ifIntOrExt === 1 ? (
    <span className="portal-menu__external">
      {item.menuName}
      <ExportOutlined />
    </span>
  ) : (
    item.menuName
  );
}

/** The top horizontal menu: top-level entries only; their children go to the side menu (§2.4). */
export function topMenuItems(tree: readonly MenuItem[]): AntdItems {
  return tree.map((item) => ({
    key: item.menuId,
    label: label(item),
    icon: menuIcon(item.icon, false),
    disabled: isMenuDisabled(item),
  }));
}

/** The side menu, recursively: an entry with shown children is a sub-menu, others are leaves. */
export function sideMenuItems(tree: readonly MenuItem[], depth = 0): AntdItems {
  return tree.map((item) => {
    const kids = shownChildren(item);
    const common = {
      key: item.menuId,
      label: label(item),
      icon: depth === 0 ? menuIcon(item.icon) : undefined,
      disabled: isMenuDisabled(item),
    };
    return kids.length > 0 ? { ...common, children: sideMenuItems(kids, depth + 1) } : common;
  });
}

/** Finds an entry by id anywhere in a tree. */
export function findMenuById(tree: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of tree) {
    if (item.menuId === id) return item;
    const hit = item.children ? findMenuById(item.children, id) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

export { shownChildren };
