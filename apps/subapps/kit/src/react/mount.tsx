/**
 * The lifecycles of a React sub-app: its root element (createAppRoot) in the container, one React root per container
 * (qiankun loadMicroApp may mount the app twice), fresh props on update, and nothing left in the host on unmount.
 * The app hands in react-dom's createRoot, so the kit itself does not depend on react-dom.
 */
import type { ComponentType, ReactNode } from 'react';
import type { SubAppLifecycles, SubAppProps } from '../contract.ts';
import { createAppRoot, exposeSubApp } from '../lifecycle.ts';

interface ReactRoot {
  render: (node: ReactNode) => void;
  unmount: () => void;
}

export interface ReactSubAppOptions {
  /** The qiankun registration name (window[name] carries the lifecycles). */
  name: string;
  /** The root element's own scoping class (createAppRoot adds the kit's). */
  className: string;
  App: ComponentType<SubAppProps>;
  createRoot: (el: HTMLElement) => ReactRoot;
  /** §2.3: the app shows no host side menu while mounted. */
  clearSideMenu: boolean;
}

export function exposeReactApp({
  name,
  className,
  App,
  createRoot,
  clearSideMenu,
}: ReactSubAppOptions): SubAppLifecycles {
  // Keyed by container, so two instances never share a root.
  const instances = new Map<SubAppProps['container'], { root: ReactRoot; el: HTMLElement }>();
  return exposeSubApp(name, {
    mount(props) {
      if (clearSideMenu) props.clearSideMenu();
      const el = createAppRoot(props.container, className);
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
}
