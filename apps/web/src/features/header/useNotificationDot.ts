import { useEffect } from 'react';
import { nextNotificationDot } from '@portal/shared';
import { useNoticeScope } from '../../platform/notices/scope.ts';
import { useAdminVerifyPending } from '../../platform/session/admin-verify.ts';
import { useSession } from '../../platform/session/store.ts';
import { useNotificationDotQuery } from './api/get-notification-dot.ts';

/**
 * §4 Notification dot: asked on mount and again whenever the user or the enterprise changes or a notice arrives
 * (the real-time channel refreshes the query); an admin who has not passed the phone-code check yet is asked once it
 * has (the server refuses the call before: 7701). Decided by the shared nextNotificationDot: only a code 200 answer
 * is used, so any other answer keeps the dot as it was. The result goes to the session store, where opening the
 * panel clears it.
 */
export function useNotificationDot(): void {
  const token = useSession((s) => s.token);
  const scope = useNoticeScope();
  const setNotificationPoint = useSession((s) => s.setNotificationPoint);
  const waitingForAdminCheck = useAdminVerifyPending();
  const { data, dataUpdatedAt } = useNotificationDotQuery(
    scope,
    Boolean(token && scope.userId && scope.entId) && !waitingForAdminCheck,
  );

  useEffect(() => {
    // A failed call keeps the dot as it was (the request layer showed the error).
    if (data === undefined) return;
    setNotificationPoint(nextNotificationDot(data, useSession.getState().notificationPoint));
  }, [data, dataUpdatedAt, setNotificationPoint]);
}
