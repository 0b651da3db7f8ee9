/**
 * The one way a notice is created (§3.1 types 1–17), for this area and every other: a source stores its notices in
 * its own business transaction (addNotices) and publishes them once that transaction has committed
 * (publishNotices), or does both with notify() when it has nothing else to write. The event carries ids only; every
 * instance loads the notices of the users it holds sockets of and pushes them (realtime.ts). Publishing inside the
 * transaction would let another instance look for a notice not committed yet, or announce one that rolls back.
 */
import type { Deps } from '../../platform/deps.ts';
import { NOTICE_EVENT_CHUNK, type EventBus } from '../../platform/events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertNotices, type NewNotice, type StoredNotice } from './repo.ts';

export type { NewNotice, StoredNotice };

/** Stores notices in the caller's transaction; publish what it returns after the commit. */
export function addNotices(tx: DbOrTx, list: readonly NewNotice[]): Promise<StoredNotice[]> {
  return insertNotices(tx, list);
}

/** Announces stored notices to every instance (their sockets, the unread caches). Call after the commit. */
export async function publishNotices(bus: EventBus, stored: readonly StoredNotice[]): Promise<void> {
  for (let i = 0; i < stored.length; i += NOTICE_EVENT_CHUNK) {
    await bus.publish({ type: 'notices.created', items: stored.slice(i, i + NOTICE_EVENT_CHUNK) });
  }
}

/** Stores notices in a transaction of their own and announces them once committed. */
export async function notify(deps: Pick<Deps, 'db' | 'bus'>, list: readonly NewNotice[]): Promise<StoredNotice[]> {
  const stored = await deps.db.transaction((tx) => addNotices(tx, list));
  await publishNotices(deps.bus, stored);
  return stored;
}
