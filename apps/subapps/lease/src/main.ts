/**
 * Lease reference sub-app (issue 3): plain TypeScript DOM, hash-routed — #/ home, #/admin operations
 * (/lease#/admin in the host, §2.3), #/contracts/:id detail. Deep links work because the route is read from the
 * hash on mount; unmount removes the hashchange listener and the app's element.
 */
import { createAppRoot, domSubApp, exposeSubApp, type DomAppInstance } from '@portal/subapp-kit/lifecycle';
import { matchRoute, startHashRouter } from '@portal/subapp-kit/hash-router';
import { h, render } from '@portal/subapp-kit/dom';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import type { ContractStatus } from './data.ts';
import { adminPage, contractPage, homePage, notFoundPage } from './pages.ts';
import './lease.css';

const ROUTES = ['/', '/admin', '/contracts/:id'] as const;

function mountApp(props: SubAppProps): DomAppInstance {
  const el = createAppRoot(props.container, 'lease-app');
  const nav = h('nav', { className: 'ls-nav' });
  const view = h('main', { className: 'ls-main' });
  el.append(h('header', { className: 'ls-header' }, h('span', { className: 'ls-title' }, '融资租赁'), nav), view);
  let adminFilter: ContractStatus | '' = '';

  const draw = (path: string) => {
    const m = matchRoute(path, ROUTES);
    render(
      nav,
      h('a', { href: '#/', className: `ls-nav-item${m?.pattern === '/' ? ' ls-nav-on' : ''}` }, '业务首页'),
      h('a', { href: '#/admin', className: `ls-nav-item${m?.pattern === '/admin' ? ' ls-nav-on' : ''}` }, '运营管理'),
    );
    if (!m) return render(view, notFoundPage(path));
    if (m.pattern === '/') return render(view, homePage(props.user));
    if (m.pattern === '/admin') {
      return render(
        view,
        adminPage(adminFilter, (f) => {
          adminFilter = f;
          draw(path);
        }),
      );
    }
    return render(view, contractPage(m.params.id));
  };
  const stop = startHashRouter(draw);
  return { el, stop };
}

export const { bootstrap, mount, unmount, update } = exposeSubApp('lease', domSubApp(mountApp));
