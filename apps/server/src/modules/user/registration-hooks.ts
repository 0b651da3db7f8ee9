/**
 * What other areas add to a registration, without the user area knowing them (the notices area imports this one, so
 * the reverse import would be a cycle): a hook runs inside the registration's transaction and may return what to do
 * once it has committed (publish the notices it stored). One set of hooks per app (perApp).
 */
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';

export interface RegisteredEnterprise {
  userId: string;
  entId: string;
  entName: string;
}

/** Runs in the registration's transaction; returns what to run after the commit, if anything. */
export type EnterpriseRegisteredHook = (
  tx: Tx,
  registered: RegisteredEnterprise,
) => Promise<(() => Promise<void>) | void>;

const hooksOf = perApp(() => new Set<EnterpriseRegisteredHook>());

export function onEnterpriseRegistered(deps: Deps, hook: EnterpriseRegisteredHook): () => void {
  const hooks = hooksOf(deps);
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook in the transaction; the returned callbacks are to be run after the commit. */
export async function runEnterpriseRegistered(
  deps: Deps,
  tx: Tx,
  registered: RegisteredEnterprise,
): Promise<(() => Promise<void>)[]> {
  const after: (() => Promise<void>)[] = [];
  for (const hook of hooksOf(deps)) {
    const then = await hook(tx, registered);
    if (then) after.push(then);
  }
  return after;
}
