import { useEffect } from 'react';
import { useSession } from '../../platform/session/store';
import { fetchNotificationPoint } from './api';

/** §4 Notification dot: asked on mount and again whenever the user or the enterprise changes. */
export function useNotificationDot(): void {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.userId);
  const entId = useSession((s) => s.userInfo?.entId);
  const setNotificationPoint = useSession((s) => s.setNotificationPoint);

  useEffect(() => {
    if (!token || !userId || !entId) return;
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
  }, [token, userId, entId, setNotificationPoint]);
}
