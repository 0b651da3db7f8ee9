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
  update(props) {
    instances.get(props.container)?.root.render(<App {...props} />);
  },
  unmount(props) {
    const inst = instances.get(props.container);
    if (!inst) return;
    inst.root.unmount(); // runs every effect cleanup: pending requests are aborted
    inst.el.remove();
    instances.delete(props.container);
  },
});
