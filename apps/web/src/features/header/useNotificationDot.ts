import { useEffect } from 'react';
import { useAdminVerifyPending } from '../../platform/session/admin-verify';
import { useSession } from '../../platform/session/store';
import { fetchNotificationPoint } from './api';

/**
 * §4 Notification dot: asked on mount and again whenever the user or the enterprise changes; an admin who has not
 * passed the phone-code check yet is asked once it has (the server refuses the call before: 7701).
 */
export function useNotificationDot(): void {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.userId);
  const entId = useSession((s) => s.userInfo?.entId);
  const setNotificationPoint = useSession((s) => s.setNotificationPoint);
  const waitingForAdminCheck = useAdminVerifyPending();

  useEffect(() => {
    if (!token || !userId || !entId || waitingForAdminCheck) return;
    let cancelled = false;
    fetchNotificationPoint(userId, entId)
      .then((point) => {
        if (!cancelled) setNotificationPoint(point);
      })
      .catch(() => {
        // The request layer already showed the error; the dot keeps its previous state.
      });
    return () => {
      cancelled = true;
    };
  }, [token, userId, entId, waitingForAdminCheck, setNotificationPoint]);
}
