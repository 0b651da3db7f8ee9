/** The event that drops the cached tree (whole and per branch) on every instance once a change of it has committed. */
import type { Deps } from '../../platform/deps.ts';
import type { PortalEvent } from '../../platform/events.ts';

export function announceOrgTreeChanged(deps: Pick<Deps, 'bus'>): Promise<void> {
  return deps.bus.publish({ type: 'org.changed' });
}

export function isOrgTreeChange(e: PortalEvent): boolean {
  return e.type === 'org.changed';
}
