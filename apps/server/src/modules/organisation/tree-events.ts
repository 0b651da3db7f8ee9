/**
 * The event that drops the cached tree (whole and per branch) on every instance once a change of it has committed;
 * each instance passes it on to the browsers it holds sockets of (a CHANGED frame, topic org, on the message
 * channel), whose pages and pickers refetch their copy of the tree instead of keeping it until it is stale.
 */
import type { Deps } from '../../platform/deps.ts';
import type { PortalEvent } from '../../platform/events.ts';

export function announceOrgTreeChanged(deps: Pick<Deps, 'bus'>): Promise<void> {
  return deps.bus.publish({ type: 'org.changed' });
}

export function isOrgTreeChange(e: PortalEvent): boolean {
  return e.type === 'org.changed';
}

/** Pushes each tree change to this instance's browsers; answers the unsubscribe. */
export function startTreeChangePush(deps: Pick<Deps, 'bus' | 'realtime'>): () => void {
  return deps.bus.subscribe((e) => {
    if (isOrgTreeChange(e)) deps.realtime.broadcast({ type: 'CHANGED', topic: 'org' }, ['msg']);
  });
}
