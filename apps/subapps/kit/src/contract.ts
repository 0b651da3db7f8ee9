/**
 * The host ↔ sub-app contract (docs/subapps.md). The host (apps/web, qiankun 2.10) registers each sub-app under a
 * name, loads /apps/<folder>/ and calls the lifecycles the bundle put on window[name] with these props.
 */
import type { UserInfo } from '@portal/shared';

/** The signed-in user as the host hands it over (the shared UserInfo; standalone runs get empty strings). */
export type SubAppUser = Pick<UserInfo, 'userId' | 'account' | 'userName' | 'showName' | 'entId' | 'entName'> & Partial<UserInfo>;

export interface SubAppProps {
  /**
   * Where to render: the app renders inside `container.querySelector('#subapp-root') ?? container`. With qiankun's
   * strict (shadow DOM) style isolation this is a ShadowRoot, hence the wider type.
   */
  container: HTMLElement | ShadowRoot;
  /** The current session token. A function: call it for every request, never keep the value. */
  getToken(): string | null;
  user: SubAppUser;
  /** Empties the host's side menu (§2.3: the loan sub-app does this on mount). */
  clearSideMenu(): void;
  /** The mount path in the host, e.g. '/eLoan'. */
  basePath: string;
  /** qiankun adds its own props (name, onGlobalStateChange, …); they are passed through untouched. */
  [extra: string]: unknown;
}

export interface SubAppLifecycles {
  bootstrap(props?: unknown): Promise<void>;
  mount(props: SubAppProps): Promise<void>;
  unmount(props: SubAppProps): Promise<void>;
  update?(props: SubAppProps): Promise<void>;
}

/** What a sub-app implements; exposeSubApp() turns it into qiankun lifecycles. */
export interface SubApp {
  mount(props: SubAppProps): void | Promise<void>;
  unmount(props: SubAppProps): void | Promise<void>;
  update?(props: SubAppProps): void | Promise<void>;
}
