import { Popover } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { isMenuDisabled, type MenuItem } from '@portal/shared';
import { useMenuStore } from '../../platform/session/menus-store';
import { menuIcon } from '../menu-icons';
import { shownChildren } from '../menu-items';
import { useMenuNavigation } from '../useMenuNavigation';

function EntryLink({ item, onOpen, strong }: { item: MenuItem; onOpen: (m: MenuItem) => void; strong?: boolean }) {
  const disabled = isMenuDisabled(item);
  return (
    <button
      type="button"
      className={`portal-tiled__entry${strong ? ' portal-tiled__entry--strong' : ''}`}
      disabled={disabled}
      aria-disabled={disabled}
      onClick={() => onOpen(item)}
    >
      {item.menuName}
    </button>
  );
}

/** The tiled panel of a top menu: each child is a card listing its own children. */
function TiledPanel({ top, onOpen }: { top: MenuItem; onOpen: (m: MenuItem) => void }) {
  const groups = shownChildren(top);
  return (
    <div className="portal-tiled__panel">
      {groups.map((g) => {
        const leaves = shownChildren(g);
        return (
          <div key={g.menuId} className="portal-tiled__card">
            <EntryLink item={g} onOpen={onOpen} strong />
            {leaves.length > 0 && (
              <div className="portal-tiled__leaves">
                {leaves.map((l) => (
                  <EntryLink key={l.menuId} item={l} onOpen={onOpen} />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * §2.4 layout 2 (tiled): no side menu; the header lists the top menus and each one unfolds its
 * children as tiled cards, so the page below keeps one full-width column.
 */
export function TiledNav() {
  const navTree = useMenuStore((s) => s.navTree);
  const activeTopMenuId = useMenuStore((s) => s.activeTopMenuId);
  const { openTopMenu, openEntry } = useMenuNavigation();

  return (
    <nav className="portal-tiled" aria-label="主菜单">
      {navTree.map((top) => {
        const disabled = isMenuDisabled(top);
        const hasChildren = shownChildren(top).length > 0;
        const button = (
          <button
            type="button"
            className={`portal-tiled__top${top.menuId === activeTopMenuId ? ' portal-tiled__top--active' : ''}`}
            disabled={disabled}
            onClick={() => openTopMenu(top)}
          >
            {menuIcon(top.icon, false)}
            <span>{top.menuName}</span>
            {hasChildren && <DownOutlined className="portal-tiled__caret" />}
          </button>
        );
        if (!hasChildren || disabled) return <span key={top.menuId}>{button}</span>;
        return (
          <Popover
            key={top.menuId}
            placement="bottom"
            arrow={false}
            classNames={{ root: 'portal-tiled__popover' }}
            content={<TiledPanel top={top} onOpen={openEntry} />}
            title={
              <span className="portal-tiled__panel-title">
                {top.menuName}
                <RightOutlined />
              </span>
            }
          >
            {button}
          </Popover>
        );
      })}
    </nav>
  );
}
