/**
 * eLoan reference sub-app (issue 3): registered by the host as 'eLoan' at /eLoan. Clears the host's side menu on
 * mount (§2.3), shows the signed-in user and enterprise from the props, and lists / creates loan applications
 * through /japi/api/eloan.
 */
import { createRoot, type Root } from 'react-dom/client';
import { createAppRoot, exposeSubApp } from '@portal/subapp-kit/lifecycle';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { App } from './App.tsx';
import './eloan.css';

interface Instance {
  root: Root;
  el: HTMLElement;
}
// Keyed by container, so two instances (qiankun loadMicroApp) never share a root.
const instances = new Map<SubAppProps['container'], Instance>();

// Exported too, so the IIFE's `var eLoan` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposeSubApp('eLoan', {
  mount(props) {
    props.clearSideMenu();
    const el = createAppRoot(props.container, 'eloan-app');
    const root = createRoot(el);
    root.render(<App {...props} />);
    instances.set(props.container, { root, el });
  },
  // The host calls update with fresh props when its user info changes (a live permission change, an enterprise
  // switch). qiankun hands update the host's props without the container it gave mount, so an update that names no
  // known container goes to every instance, each keeping its own container.
  update(props) {
    const own = props.container ? instances.get(props.container) : undefined;
    const targets = own ? [[props.container, own] as const] : [...instances.entries()];
    for (const [container, inst] of targets) inst.root.render(<App {...props} container={container} />);
  },
  unmount(props) {
    const inst = instances.get(props.container);
    if (!inst) return;
    inst.root.unmount(); // runs every effect cleanup: pending requests are aborted
    inst.el.remove();
    instances.delete(props.container);
  },
});
