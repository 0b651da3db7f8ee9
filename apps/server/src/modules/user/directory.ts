/**
 * The signed-in user's own row and enterprises, cached per instance for the reads every page makes (user info,
 * enterprise list). `user.changed` evicts them on every instance (events.ts). One directory per app (perApp).
 */
import type { Db } from '../../db/client.ts';
import { UserScopedCache } from '../../platform/cache.ts';
import type { EventBus } from '../../platform/events.ts';
import { perApp } from '../../platform/per-app.ts';
import { enterprisesOf, findUserById, type EnterpriseRow, type UserRow } from './repo.ts';

export interface UserRecord {
  user: UserRow;
  enterprises: (EnterpriseRow & { isDefault: boolean })[];
}

export class UserDirectory {
  private readonly cache = new UserScopedCache<UserRecord>({ max: 100_000, ttlMs: 60_000 });

  constructor(
    private readonly db: Db,
    bus: EventBus,
  ) {
    bus.subscribe((e) => {
      if (e.type === 'user.changed') this.cache.evictUser(e.userId);
      else if (e.type === 'caches.reset') this.cache.clear();
    });
  }

  /** The user and their enterprises (default first), or undefined for an unknown id. */
  async get(userId: string): Promise<UserRecord | undefined> {
    const record = await this.cache.getOrLoad(userId, userId, async () => {
      const user = await findUserById(this.db, userId);
      return user ? { user, enterprises: await enterprisesOf(this.db, userId) } : ({} as UserRecord);
    });
    return record.user ? record : undefined;
  }
}

export const userDirectory = perApp((deps) => new UserDirectory(deps.db, deps.bus));
