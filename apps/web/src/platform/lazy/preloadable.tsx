import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** Loads the module; resolves when it is in. A failed load is tried again on the next call. */
  preload(): Promise<Module<P>>;
}

/**
 * A lazily loaded component that can also be loaded ahead of its first render (route preloading).
 *
 * Why not plain React.lazy: a lazy component suspends on its first render even when its chunk is already in
 * (the import promise settles a microtask later), so its Suspense fallback is committed and React then holds
 * the reveal back (its fallback throttle, ~300 ms). Measured on the cold /login/index load: the page's chunk
 * was in at 560 ms and the page painted at 745 ms, with the main thread idle in between. Once the module is
 * in, this component renders it synchronously and nothing suspends.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;

  function Component(props: P) {
    // The element type stays the same for the life of a mount: switching from the lazy wrapper to the
    // loaded component once it arrives would remount the whole page.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...props} />;
  }
  return { Component, preload };
}

/** A component that is part of the entry, behind the same interface: nothing to load. */
export function preloaded<P extends object>(Component: ComponentType<P>): Preloadable<P> {
  const module = { default: Component };
  return { Component, preload: () => Promise.resolve(module) };
}
