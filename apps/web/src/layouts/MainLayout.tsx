import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT_STYLE, findRoute } from '@portal/shared';
import { SubAppHost } from '../platform/micro/index.ts';
import { useMenuStore } from '../platform/session/menus-store.ts';
import { useMessageCentre } from '../platform/notices/message-centre.ts';
import { useSession } from '../platform/session/store.ts';
import { AppHeader } from './components/AppHeader.tsx';
import { BottomBox } from './components/BottomBox.tsx';
import { PortalFooter } from './components/PortalFooter.tsx';
import { SideMenu } from './components/SideMenu.tsx';
import { useSideMenuFollowsPath } from './useMenuNavigation.ts';
import './layout.css';
import './footer.css';

// Loaded on first use, so the frame stays small: the message centre and notice detail (§2.5) when one opens, the chat
// sphere (§2.4) for a signed-in user, the quick-help ball (§2.5) after the page.
const NoticeDialogs = lazy(() => import('../features/notices/NoticeDialogs.tsx'));
const ChatSphere = lazy(() => import('../features/chat/ChatSphere.tsx'));
const QuickHelpBall = lazy(() => import('../features/quick-help/QuickHelpBall.tsx'));

/** The floating widgets and the notice dialogs, outside the page's outlet. */
function FloatingParts() {
  const signedIn = useSession((s) => Boolean(s.token && s.userInfo));
  const dialogs = useMessageCentre((s) => s.centreOpen || s.notice !== null);
  return (
    <Suspense fallback={null}>
      {dialogs && <NoticeDialogs />}
      {signedIn && <ChatSphere />}
      <QuickHelpBall />
    </Suspense>
  );
}

/**
 * The signed-in frame (§2.4). Layout style 1: header with the top menu, optional side menu, content.
 * Layout style 2 (tiled, the user's choice or a route whose layout is 'tiled'): a taller header whose
 * menus unfold as tiles, no side menu, one content column. Both end with the bottom box and footer.
 */
export default function MainLayout() {
  const { pathname } = useLocation();
  const layoutStyle = useSession((s) => s.layoutStyle);
  const sideMenu = useMenuStore((s) => s.sideMenu);
  const { selectedId, openIds } = useSideMenuFollowsPath();

  const tiled = findRoute(pathname)?.layout === 'tiled' || layoutStyle === LAYOUT_STYLE.tiled;
  const showSider = !tiled && sideMenu.length > 0;

  return (
    <Layout className={`portal-main${tiled ? ' portal-main--tiled' : ''}`}>
      <AppHeader tiled={tiled} />
      <Layout className="portal-main__body" hasSider={showSider}>
        {showSider && <SideMenu selectedId={selectedId} openIds={openIds} />}
        <Layout.Content className="portal-main__content">
          <div className="portal-main__page">
            <Outlet />
            {/* §2.3 default container: kept in the permanent layout, shown on a sub-app's mount path. */}
            <SubAppHost />
          </div>
        </Layout.Content>
      </Layout>
      <BottomBox />
      <PortalFooter />
      <FloatingParts />
    </Layout>
  );
}
