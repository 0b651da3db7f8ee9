/**
 * A cached read: an answer many requests send unchanged (the unread dot, user info, the menu tree), built once, kept
 * per instance already encoded (encoded-body.ts), and dropped on every instance when an event says it is stale
 * (events.ts). Declared in a few lines by the module that serves it:
 *
 *   const dot = cachedRead(app.deps, {
 *     ttlMs: 30_000,
 *     evictOn: (e) => (e.type === 'notices.changed' ? { userId: e.userId } : null),
 *     load: (s: SessionContext) => latestUnread(db, s.userId, s.entId).then((rows) => ok(rows)),
 *   });
 *   ... return dot.send(req, reply, { key: `${s.userId}:${s.entId}`, userId: s.userId }, s);
 *
 * `user.changed` evicts the user's entries and `caches.reset` all of them, whatever `evictOn` says. The TTL bounds
 * what a missed event could leave.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './deps.ts';
import { UserScopedCache } from './cache.ts';
import { encodeBody, sendEncoded, type EncodedBody } from './encoded-body.ts';
import type { PortalEvent } from './events.ts';

/** The owner of entries that belong to no user (the whole menu tree): evicted only by 'all'. */
export const NO_USER = '*';

export interface CachedReadOptions<A> {
  /** How long an answer may be kept, and how many at most (least recently used go first). */
  ttlMs: number;
  max?: number;
  /** Which entries an event makes stale: one user's, several users', all, or none. */
  evictOn?: (event: PortalEvent) => { userId: string } | { userIds: readonly string[] } | 'all' | null;
  /** Builds the answer: the envelope to serialise, or its JSON text already written. */
  load: (arg: A) => Promise<object | string>;
}

/** Where an answer is kept: its key, and the user it belongs to (whose events evict it; NO_USER for none). */
export interface CacheSlot {
  key: string;
  userId: string;
}

export class CachedRead<A> {
  private readonly cache: UserScopedCache<EncodedBody>;

  constructor(
    deps: Pick<Deps, 'bus'>,
    private readonly opts: CachedReadOptions<A>,
  ) {
    this.cache = new UserScopedCache({ max: opts.max ?? 100_000, ttlMs: opts.ttlMs });
    deps.bus.subscribe((e) => {
      const stale =
        e.type === 'caches.reset'
          ? 'all'
          : (opts.evictOn?.(e) ?? (e.type === 'user.changed' ? { userId: e.userId } : null));
      if (stale === 'all') this.cache.clear();
      else if (stale && 'userIds' in stale) for (const u of stale.userIds) this.cache.evictUser(u);
      else if (stale) this.cache.evictUser(stale.userId);
      if (e.type === 'user.changed' && stale !== 'all') this.cache.evictUser(e.userId);
    });
  }

  /** The encoded answer, built once per slot (concurrent callers share one build). */
  body(slot: CacheSlot, arg: A): Promise<EncodedBody> {
    return this.cache.getOrLoad(slot.key, slot.userId, async () => {
      const answer = await this.opts.load(arg);
      return encodeBody(typeof answer === 'string' ? answer : JSON.stringify(answer));
    });
  }

  async send(req: FastifyRequest, reply: FastifyReply, slot: CacheSlot, arg: A): Promise<FastifyReply> {
    return sendEncoded(req, reply, await this.body(slot, arg));
  }
}

export function cachedRead<A>(deps: Pick<Deps, 'bus'>, opts: CachedReadOptions<A>): CachedRead<A> {
  return new CachedRead(deps, opts);
}
