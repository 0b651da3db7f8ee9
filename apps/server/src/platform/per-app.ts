/**
 * One instance per app. A module's service that keeps state (a cache subscribed to the event bus) must not be a
 * module-level singleton: tests build several apps in one process, each with its own database and bus. `perApp`
 * makes the instance on first use for an app's Deps and hands out the same one after.
 */
import type { Deps } from './deps.ts';

export function perApp<T>(create: (deps: Deps) => T): (deps: Deps) => T {
  const made = new WeakMap<Deps, T>();
  return (deps) => {
    let instance = made.get(deps);
    if (instance === undefined) {
      instance = create(deps);
      made.set(deps, instance);
    }
    return instance;
  };
}
