import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadUserInfo } from '../session/actions.ts';
import { useSession } from '../session/store.ts';
import type { RealtimeChannel } from '../realtime/realtime-channel.ts';
import type { NoticeScope } from './keys.ts';
import { emitServerChange } from '../realtime/changes.ts';
import { emitNotice } from './notice-events.ts';
import { refreshNotices } from './refresh.ts';

/**
 * §4 Real-time channel (message service, target msg) for the signed-in user: a NOTICE frame sets the bell's dot and
 * refreshes the notice queries (dot, latest, categories, pages); so does every (re)connect, because notices may have
 * arrived while the socket was down and the bell recomputes from the database. The channel's code (and zod, which
 * parses its frames) loads here, after the frame has painted. Logout closes it through the socket registry; leaving
 * (a switch of user or enterprise, unmount) closes it too.
 *
 * The same channel carries the permission push (issue 12): a PERMISSIONS frame reloads the user info, so the menus
 * and btnPerm change without signing in again; the guard then sends a route the user lost to /404 on the next
 * navigation. A CHANGED frame tells the areas keeping a copy of server data to refetch it (realtime/changes.ts).
 */
export function useNoticeChannel(scope: NoticeScope, enabled: boolean): void {
  const client = useQueryClient();
  const { userId, entId } = scope;

  useEffect(() => {
    if (!enabled || !userId || !entId) return;
    const s = { userId, entId };
    let cancelled = false;
    let channel: RealtimeChannel | null = null;
    let opened = false;
    void Promise.all([import('../realtime/realtime-channel.ts'), import('../realtime/tickets.ts')]).then(
      ([{ RealtimeChannel }, { realtimeUrlSource }]) => {
        if (cancelled) return;
        channel = new RealtimeChannel({
          url: realtimeUrlSource('msg'),
          onMessage: (inbound) => {
            if (inbound.kind === 'frame' && inbound.frame.type === 'PERMISSIONS') {
              void loadUserInfo().catch(() => undefined); // a failure keeps the old menus until the next load
              return;
            }
            if (inbound.kind === 'frame' && inbound.frame.type === 'CHANGED') {
              emitServerChange(inbound.frame.topic);
              return;
            }
            if (inbound.kind !== 'frame' || inbound.frame.type !== 'NOTICE') return;
            useSession.getState().setNotificationPoint(1);
            void refreshNotices(client, s);
            emitNotice(inbound.frame);
          },
          onStateChange: (state) => {
            if (state !== 'open') return;
            void refreshNotices(client, s);
            // A change pushed while the socket was down was missed: the copies refetch (not on the first open).
            if (opened) emitServerChange();
            opened = true;
          },
        });
        channel.open();
      },
      () => undefined, // the chunk failed to load: the bell still works from its calls
    );
    return () => {
      cancelled = true;
      channel?.close();
    };
  }, [client, enabled, userId, entId]);
}
