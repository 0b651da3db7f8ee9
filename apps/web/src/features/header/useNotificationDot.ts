import { useEffect } from 'react';
import { useAdminVerifyPending } from '../../platform/session/admin-verify.ts';
import { useSession } from '../../platform/session/store.ts';
import { useNotificationDotQuery } from './api/get-notification-dot.ts';

/**
 * §4 Notification dot: asked on mount and again whenever the user or the enterprise changes; an admin who has not
 * passed the phone-code check yet is asked once it has (the server refuses the call before: 7701). The answer goes
 * to the session store, where opening the panel clears it.
 */
export function useNotificationDot(): void {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  const entId = useSession((s) => s.userInfo?.entId) ?? '';
  const setNotificationPoint = useSession((s) => s.setNotificationPoint);
  const waitingForAdminCheck = useAdminVerifyPending();
  const { data, dataUpdatedAt } = useNotificationDotQuery(
    userId,
    entId,
    Boolean(token && userId && entId) && !waitingForAdminCheck,
  );

  useEffect(() => {
    // A failed call keeps the dot as it was (the request layer showed the error).
    if (data !== undefined) setNotificationPoint(data);
  }, [data, dataUpdatedAt, setNotificationPoint]);
}
