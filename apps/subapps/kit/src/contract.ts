/**
 * The host ↔ sub-app contract (docs/subapps.md). The host (apps/web, qiankun 2.10) registers each sub-app under a
 * name, loads /apps/<folder>/ and calls the lifecycles the bundle put on window[name] with these props.
 */
import type { SubAppHostProps } from '@portal/shared/subapps';

export type { SubAppUser } from '@portal/shared/subapps';

/** The shared host props (packages/shared subapps.ts) plus what qiankun adds. */
export interface SubAppProps extends SubAppHostProps {
  /**
   * Where to render: the app renders inside `container.querySelector('#subapp-root') ?? container`. With qiankun's
   * strict (shadow DOM) style isolation this is a ShadowRoot, hence the wider type.
   */
  container: HTMLElement | ShadowRoot;
  /** qiankun adds its own props (name, onGlobalStateChange, …); they are passed through untouched. */
  [extra: string]: unknown;
}

export interface SubAppLifecycles {
  bootstrap: (props?: unknown) => Promise<void>;
  mount: (props: SubAppProps) => Promise<void>;
  unmount: (props: SubAppProps) => Promise<void>;
  update?: (props: SubAppProps) => Promise<void>;
}

/** What a sub-app implements; exposeSubApp() turns it into qiankun lifecycles. */
export interface SubApp {
  mount: (props: SubAppProps) => void | Promise<void>;
  unmount: (props: SubAppProps) => void | Promise<void>;
  update?: (props: SubAppProps) => void | Promise<void>;
}
