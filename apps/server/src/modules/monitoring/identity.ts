/**
 * Who browsed, for the page browse log: the session's user and enterprise with their names. The names come from the
 * user area (platform/people.ts) and are kept briefly per user and per enterprise, so a navigation costs no query on
 * a warm cache; a change of the user (their name, through user.changed) evicts theirs on every instance at once, an
 * enterprise's name may lag by the TTL.
 */
import type { Deps } from '../../platform/deps.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { UserScopedCache } from '../../platform/cache.ts';
import { perApp } from '../../platform/per-app.ts';
import { people } from '../../platform/people.ts';

const TTL_MS = 60_000;

export interface BrowseIdentity {
  userId: string;
  userName: string;
  entId: string;
  entName: string;
}

class IdentityNames {
  private readonly cache = new UserScopedCache<{ name: string }>({ max: 20_000, ttlMs: TTL_MS });

  constructor(private readonly deps: Deps) {
    deps.bus.subscribe((e) => {
      if (e.type === 'user.changed') this.cache.evictUser(e.userId);
      else if (e.type === 'caches.reset') this.cache.clear();
    });
  }

  async of(s: SessionContext): Promise<BrowseIdentity> {
    const [user, ent] = await Promise.all([
      this.cache.getOrLoad(`u:${s.userId}`, s.userId, async () => ({
        name: (await people(this.deps).users([s.userId])).get(s.userId)?.userName ?? s.account,
      })),
      // Enterprise entries belong to no user: only the TTL and caches.reset end them.
      this.cache.getOrLoad(`e:${s.entId}`, '', async () => ({
        name: (await people(this.deps).enterpriseNames([s.entId])).get(s.entId) ?? '',
      })),
    ]);
    return { userId: s.userId, userName: user.name, entId: s.entId, entName: ent.name };
  }
}

export const browseIdentity = perApp((deps) => new IdentityNames(deps));
