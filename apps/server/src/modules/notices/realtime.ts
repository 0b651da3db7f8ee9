/**
 * Notices on the real-time channel 'msg' (§7.7 /message/service). Each instance hears every notices.created event
 * (events.ts), keeps the items of users with a msg socket here, loads those notices in one query and pushes a NOTICE
 * frame to that user's sockets in the notice's enterprise. The frame's id is the user's own notice number (seq).
 *
 * A client that was cut sends RESUME {lastId}: it gets that user's notices of the socket's enterprise numbered after
 * lastId, oldest first, at most RESUME_MAX (the rest is in the message centre's list). The client drops any id at or
 * below the last it saw, so a socket must never see a higher number before a lower one it has not seen:
 * - events are handled one after another on an instance (a chain), so the loads cannot overtake each other;
 * - a fresh socket holds live notices until its RESUME has been answered (or for HOLD_MS when none comes: a first
 *   connection has nothing to resume), then sends those the replay did not already carry, in order;
 * - the numbers a replay sent are remembered for a while, so a late event of a notice the replay already carried (its
 *   NOTIFY from another instance arriving after the replay's query) does not send it twice.
 */
import type { Deps } from '../../platform/deps.ts';
import type { RealtimeSocket } from '../../platform/realtime/channels.ts';
import type { NoticeFrame } from '@portal/shared';
import { noticesAfter, noticesByIds, type PushRow } from './repo.ts';

/** Notices replayed after a RESUME, at most. */
export const RESUME_MAX = 500;
/** How long a new socket waits for its RESUME before live notices flow anyway. */
export const HOLD_MS = 1000;

function frameOf(r: PushRow): NoticeFrame {
  return {
    type: 'NOTICE',
    id: String(r.seq),
    noticeId: r.id,
    noticeType: r.noticeType,
    content: r.content,
    createDate: r.createDate.toISOString(),
  };
}

const NONE: ReadonlySet<number> = new Set();

interface Sub {
  socket: RealtimeSocket;
  /** Live rows held until the socket's RESUME is answered (null once it flows). */
  held: PushRow[] | null;
  timer: NodeJS.Timeout | null;
  /**
   * The numbers the last replay sent, for REPLAYED_MS: a notice committed before the replay's query whose event
   * arrives after it (another instance's NOTIFY, a busy chain) is not sent again.
   */
  replayed: ReadonlySet<number>;
}

/** How long a replay's numbers are remembered against late events of the same notices. */
const REPLAYED_MS = 30_000;

export function startNoticeDelivery(deps: Pick<Deps, 'db' | 'bus' | 'realtime'>): () => void {
  const { db, realtime } = deps;
  /** This instance's msg sockets, by user. A closed socket is dropped when a send to it fails, or by the sweep. */
  const subs = new Map<string, Set<Sub>>();
  const bySocket = new Map<RealtimeSocket, Sub>();
  let chain: Promise<void> = Promise.resolve();

  const drop = (sub: Sub) => {
    if (sub.timer) clearTimeout(sub.timer);
    bySocket.delete(sub.socket);
    const set = subs.get(sub.socket.userId);
    set?.delete(sub);
    if (set?.size === 0) subs.delete(sub.socket.userId);
  };

  const send = (sub: Sub, row: PushRow) => {
    if (sub.replayed.has(row.seq)) return;
    if (!sub.socket.send(frameOf(row))) drop(sub);
  };

  /** Ends the hold: the held rows the replay did not carry, in number order. */
  const release = (sub: Sub, replayed: ReadonlySet<number>) => {
    const held = sub.held ?? [];
    sub.held = null;
    if (sub.timer) clearTimeout(sub.timer);
    sub.timer = null;
    if (replayed.size > 0) {
      sub.replayed = replayed;
      sub.timer = setTimeout(() => {
        sub.replayed = NONE;
        sub.timer = null;
      }, REPLAYED_MS);
      sub.timer.unref();
    }
    for (const row of held.sort((a, b) => a.seq - b.seq)) send(sub, row);
  };

  const deliver = async (items: { userId: string; noticeId: string }[]) => {
    const here = items.filter((i) => subs.has(i.userId));
    if (here.length === 0) return;
    for (const row of await noticesByIds(
      db,
      here.map((i) => i.noticeId),
    )) {
      for (const sub of subs.get(row.userId) ?? []) {
        if (sub.socket.entId !== row.entId) continue;
        if (sub.held) sub.held.push(row);
        else send(sub, row);
      }
    }
  };

  const unsubscribeBus = deps.bus.subscribe((e) => {
    if (e.type !== 'notices.created') return;
    const items = e.items;
    chain = chain.then(() => deliver(items)).catch(() => undefined);
  });

  const offOpen = realtime.onOpen('msg', (socket) => {
    const sub: Sub = { socket, held: [], timer: null, replayed: NONE };
    sub.timer = setTimeout(() => release(sub, new Set()), HOLD_MS);
    sub.timer.unref();
    bySocket.set(socket, sub);
    let set = subs.get(socket.userId);
    if (!set) subs.set(socket.userId, (set = new Set()));
    set.add(sub);
  });

  const offResume = realtime.onFrame('msg', 'RESUME', async (socket, frame) => {
    const sub = bySocket.get(socket);
    const lastId = Number(frame.lastId);
    // A number beyond any notice's (up to 20 digits pass the frame's check): nothing to replay.
    const rows = Number.isSafeInteger(lastId)
      ? await noticesAfter(db, socket.userId, socket.entId, lastId, RESUME_MAX)
      : [];
    for (const row of rows) if (!socket.send(frameOf(row))) break;
    if (sub) release(sub, new Set(rows.map((r) => r.seq)));
  });

  // Sockets closed without a later send to them: forgotten once their user has no socket on this instance.
  const sweeper = setInterval(() => {
    for (const [userId, set] of subs) if (realtime.size(userId) === 0) for (const sub of set) drop(sub);
  }, 30_000);
  sweeper.unref();

  return () => {
    unsubscribeBus();
    offOpen();
    offResume();
    clearInterval(sweeper);
    for (const sub of [...bySocket.values()]) drop(sub);
  };
}
