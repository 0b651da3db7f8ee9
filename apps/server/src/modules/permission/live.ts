/**
 * Live effect of the administration (issue 12): a change to what users may see is announced once
 * (announcePermissions → a permissions.changed event on every instance). Every instance's PermissionStore clears its
 * caches on that event (platform/auth/permissions.ts), and here each instance finds, among the users it holds sockets
 * of, those affected — named users, or the holders of the named roles, in one query — and sends their sockets a
 * PERMISSIONS frame. The client reloads its user info: new menus and buttons appear without signing in again, and a
 * route it lost leads to /404 on the next navigation (the web guard).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { holdersAmong } from './admin-repo.ts';

export interface PermissionChange {
  roleIds?: readonly string[];
  userIds?: readonly string[];
}

/** After the change has committed. A NOTIFY payload is at most 8000 bytes: long id lists go in chunks. */
export async function announcePermissions(deps: Pick<Deps, 'bus'>, change: PermissionChange): Promise<void> {
  const roleIds = [...(change.roleIds ?? [])];
  const userIds = [...(change.userIds ?? [])];
  const CHUNK = 200;
  if (userIds.length <= CHUNK) {
    await deps.bus.publish({ type: 'permissions.changed', roleIds, userIds });
    return;
  }
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await deps.bus.publish({
      type: 'permissions.changed',
      roleIds: i === 0 ? roleIds : [],
      userIds: userIds.slice(i, i + CHUNK),
    });
  }
}

export function startPermissionPush(deps: Pick<Deps, 'db' | 'bus' | 'realtime'>, log: FastifyBaseLogger): () => void {
  const { db, realtime } = deps;
  let chain: Promise<void> = Promise.resolve();
  const push = async (roleIds: readonly string[], userIds: readonly string[]) => {
    const targets = new Set(userIds.filter((id) => realtime.size(id) > 0));
    if (roleIds.length) {
      const connected = realtime.connectedUserIds();
      for (let i = 0; i < connected.length; i += 5000) {
        for (const id of await holdersAmong(db, roleIds, connected.slice(i, i + 5000))) targets.add(id);
      }
    }
    for (const id of targets) realtime.pushToUser(id, null, { type: 'PERMISSIONS' }, ['msg']);
  };
  return deps.bus.subscribe((e) => {
    if (e.type !== 'permissions.changed') return;
    const { roleIds = [], userIds = [] } = e;
    if (roleIds.length === 0 && userIds.length === 0) return;
    // One after another: a burst of changes does not run many holder queries at once.
    chain = chain
      .then(() => push(roleIds, userIds))
      .catch((err: unknown) => log.error({ err }, 'permission push failed'));
  });
}
