/**
 * Loads and unloads one sub-app into the host's container with qiankun (loadMicroApp: the host's router, not
 * single-spa's, decides which app is active). Props carry the token as a function, the current user and
 * clearSideMenu (§2.3). Each app runs in qiankun's proxy sandbox (globals it sets stay off the host window) with
 * its styles scoped to its container.
 */
import { addErrorHandler, addGlobalUncaughtErrorHandler, loadMicroApp, type MicroApp } from 'qiankun';
import { NO_SUBAPP_USER, type SubAppDef, type SubAppHostProps } from '@portal/shared';
import { getToken } from '../session/cookies.ts';
import { useMenuStore } from '../session/menus-store.ts';
import { useSession } from '../session/store.ts';
import { isIgnorableLoaderError, strictFetch } from './errors.ts';

export function subAppProps(def: SubAppDef): SubAppHostProps {
  return {
    getToken,
    // Read at each access: a mount after an enterprise switch sees the current user.
    get user() {
      return useSession.getState().userInfo ?? NO_SUBAPP_USER;
    },
    clearSideMenu: () => useMenuStore.getState().clearSideMenu(),
    basePath: def.mountPath,
  };
}

let handlerInstalled = false;
function installErrorFilter(): void {
  if (handlerInstalled) return;
  handlerInstalled = true;
  // single-spa rethrows an app's error from a timer unless an error handler is registered; the container
  // already shows the failure, so here it is only logged.
  addErrorHandler((err) => {
    if (isIgnorableLoaderError(err)) console.warn('[subapps] loader error ignored:', err.message);
    else console.error('[subapps] sub-app error:', err);
  });
  addGlobalUncaughtErrorHandler((event) => {
    const error: unknown = event instanceof ErrorEvent ? ((event.error as unknown) ?? event.message) : event;
    if (isIgnorableLoaderError(error)) {
      console.warn('[subapps] loader error ignored:', error);
      if (event instanceof Event) event.preventDefault();
    }
  });
}

export function mountSubApp(def: SubAppDef, container: HTMLElement): MicroApp {
  installErrorFilter();
  return loadMicroApp(
    { name: def.name, entry: def.entry, container, props: subAppProps(def) as unknown as Record<string, unknown> },
    { sandbox: { experimentalStyleIsolation: true }, fetch: strictFetch as typeof window.fetch },
  );
}
