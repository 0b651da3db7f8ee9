import { Empty } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { firstRoutable, isMenuDisabled } from '@portal/shared';
import { menuIcon } from '../../layouts/menu-icons';
import { useMenuNavigation } from '../../layouts/useMenuNavigation';
import { useMenuStore } from '../../platform/session/menus-store';

/** Quick links: every visible top-level menu with the first page it opens. */
export function QuickLinks() {
  const navTree = useMenuStore((s) => s.navTree);
  const { openTopMenu } = useMenuNavigation();
  const links = navTree
    .map((item) => ({ item, target: firstRoutable(item) }))
    .filter((l) => l.target && !isMenuDisabled(l.item));

  if (links.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可访问的菜单" />;
  }
  return (
    <div className="workbench-links">
      {links.map(({ item, target }) => (
        <button key={item.menuId} type="button" className="workbench-link" onClick={() => openTopMenu(item)}>
          <span className="workbench-link__icon">{menuIcon(item.icon)}</span>
          <span className="workbench-link__text">
            <span className="workbench-link__name">{item.menuName}</span>
            <span className="workbench-link__target">{target?.menuName}</span>
          </span>
          <RightOutlined className="workbench-link__arrow" />
        </button>
      ))}
    </div>
  );
}
