/**
 * Puts a sub-app's lifecycles on window[<registration name>] — explicitly, because qiankun evaluates the bundle inside
 * `with (proxyWindow) { … }`, where the IIFE's top-level `var` would stay local — and mounts it standalone into
 * document.body when it is not running under qiankun (development, or opening /apps/<folder>/ directly).
 */
import { NO_SUBAPP_USER } from '@portal/shared/subapps';
import type { SubApp, SubAppLifecycles, SubAppProps } from './contract.ts';

type QiankunWindow = Window & { __POWERED_BY_QIANKUN__?: boolean } & Record<string, unknown>;

/** Props for a standalone run: no host, so no token, an empty user and a no-op side menu. */
export function standaloneProps(): SubAppProps {
  return {
    container: document.body,
    getToken: () => null,
    user: NO_SUBAPP_USER,
    clearSideMenu: () => {},
    basePath: location.pathname,
  };
}

export function exposeSubApp(name: string, app: SubApp): SubAppLifecycles {
  const lifecycles: SubAppLifecycles = {
    bootstrap: async () => {},
    mount: async (props) => {
      await app.mount(props);
    },
    unmount: async (props) => {
      await app.unmount(props);
    },
    update: async (props) => {
      await app.update?.(props);
    },
  };
  const w = window as unknown as QiankunWindow;
  w[name] = lifecycles;
  if (!w.__POWERED_BY_QIANKUN__) void lifecycles.mount(standaloneProps());
  return lifecycles;
}

/** The class of every app's root element beside its own: the kit's shared look (react/kit.css) is scoped under it. */
export const KIT_CLASS = 'subapp-kit';

/**
 * Creates the app's own root element (carrying its scoping class and the kit's) inside the container's #subapp-root,
 * or the container itself. Returned so unmount can remove it: nothing of the app stays in the host's DOM.
 */
export function createAppRoot(container: HTMLElement | ShadowRoot, className: string): HTMLElement {
  const host = container.querySelector<HTMLElement>('#subapp-root') ?? container;
  const el = (container.ownerDocument ?? document).createElement('div');
  el.className = `${className} ${KIT_CLASS}`;
  host.appendChild(el);
  return el;
}

/** A mounted DOM app: its root element and how to stop its listeners and timers. */
export interface DomAppInstance {
  el: HTMLElement;
  stop: () => void;
}

/**
 * The SubApp of a plain-DOM app: one instance per container (qiankun may mount the same app twice in different
 * containers); unmount stops it and removes its element, so nothing stays behind in the host.
 */
export function domSubApp(mountApp: (props: SubAppProps) => DomAppInstance): SubApp {
  const instances = new Map<HTMLElement | ShadowRoot, DomAppInstance>();
  return {
    mount(props) {
      instances.set(props.container, mountApp(props));
    },
    unmount(props) {
      const inst = instances.get(props.container);
      inst?.stop();
      inst?.el.remove();
      instances.delete(props.container);
    },
  };
}
