/**
 * Futures reference sub-app (issue 3): plain TypeScript DOM, hash-routed — #/ market overview (示例行情) and
 * #/login1, the login page of the futures trading system (/futures#/login1 in the host, §2.3). unmount removes the
 * hashchange listener, the pending redirect timer and the app's element.
 */
import { createAppRoot, domSubApp, exposeSubApp, type DomAppInstance } from '@portal/subapp-kit/lifecycle';
import { matchRoute, startHashRouter } from '@portal/subapp-kit/hash-router';
import { h, render } from '@portal/subapp-kit/dom';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { loginPage, marketPage, notFoundPage } from './pages.ts';
import './futures.css';

const ROUTES = ['/', '/login1'] as const;
/** Pause on the "校验通过" message before going to the market page. */
const REDIRECT_MS = 600;

function mountApp(props: SubAppProps): DomAppInstance {
  const el = createAppRoot(props.container, 'futures-app');
  const nav = h('nav', { className: 'ft-nav' });
  const view = h('main', { className: 'ft-main' });
  el.append(h('header', { className: 'ft-header' }, h('span', { className: 'ft-title' }, '期货业务'), nav), view);
  // The demo "session" lives only as long as this mount.
  let signedInAs: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const draw = (path: string) => {
    const m = matchRoute(path, ROUTES);
    render(
      nav,
      h('a', { href: '#/', className: `ft-nav-item${m?.pattern === '/' ? ' ft-nav-on' : ''}` }, '行情概览'),
      h(
        'a',
        { href: '#/login1', className: `ft-nav-item${m?.pattern === '/login1' ? ' ft-nav-on' : ''}` },
        signedInAs ? `已登录 ${signedInAs}` : '登录交易系统',
      ),
    );
    if (!m) return render(view, notFoundPage(path));
    if (m.pattern === '/') return render(view, marketPage(signedInAs));
    render(
      view,
      loginPage((masked) => {
        signedInAs = masked;
        clearTimeout(timer);
        timer = setTimeout(() => {
          location.hash = '#/';
        }, REDIRECT_MS);
      }),
    );
  };
  const stopRouter = startHashRouter(draw);
  return {
    el,
    stop() {
      stopRouter();
      clearTimeout(timer);
    },
  };
}

export const { bootstrap, mount, unmount, update } = exposeSubApp('futures', domSubApp(mountApp));
