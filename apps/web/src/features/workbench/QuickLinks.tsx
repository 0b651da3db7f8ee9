import { Empty } from 'antd';
import { ExportOutlined, RightOutlined } from '@ant-design/icons';
import { firstRoutable, isMenuDisabled, isPathGranted } from '@portal/shared';
import { menuIcon } from '../../layouts/menu-icons.tsx';
import { useMenuNavigation } from '../../layouts/useMenuNavigation.ts';
import { useMenuStore } from '../../platform/session/menus-store.ts';

const WORKBENCH_PATH = '/workbenches/newIndex';

/** Quick links: every visible top-level menu with the first page it opens. */
export function QuickLinks() {
  const navTree = useMenuStore((s) => s.navTree);
  const { openTopMenu } = useMenuNavigation();
  const links = navTree
    .map((item) => ({ item, target: firstRoutable(item) }))
    // The workbench itself is where the user already is.
    .filter((l) => l.target && !isMenuDisabled(l.item) && !isPathGranted(WORKBENCH_PATH, [l.target.routeUrl ?? '']));

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
          {target?.ifIntOrExt === 1 ? (
            <ExportOutlined className="workbench-link__arrow" />
          ) : (
            <RightOutlined className="workbench-link__arrow" />
          )}
        </button>
      ))}
    </div>
  );
}
