import { Layout } from 'antd';
import { ALT_HEADER_HEIGHT } from '@portal/shared';
import { HeaderTools } from '../../features/header/HeaderTools.tsx';
import { HandbookSlot } from '../../platform/handbook/HandbookSlot.tsx';
import { Logo } from './Logo.tsx';
import { TiledNav } from './TiledNav.tsx';
import { TopMenu } from './TopMenu.tsx';

/** §2.4 header: logo, the menu (horizontal or tiled), the current page's 操作手册 (when it has one) and the tools. */
export function AppHeader({ tiled }: { tiled: boolean }) {
  return (
    <Layout.Header
      className={`portal-header${tiled ? ' portal-header--tiled' : ''}`}
      style={tiled ? { height: ALT_HEADER_HEIGHT, lineHeight: `${ALT_HEADER_HEIGHT}px` } : undefined}
    >
      <Logo large={tiled} />
      {tiled ? <TiledNav /> : <TopMenu />}
      <HandbookSlot />
      <HeaderTools />
    </Layout.Header>
  );
}
