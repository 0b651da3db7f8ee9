import { useMemo } from 'react';
import { useSession } from '../../../platform/session/store.ts';
import type { AuthApplyScope } from '../api/keys.ts';

/** The signed-in user and enterprise: part of every query key of the area (an enterprise switch refetches). */
export function useAuthApplyScope(): AuthApplyScope {
  const userId = useSession((s) => s.userInfo?.userId ?? '');
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  return useMemo(() => ({ userId, entId }), [userId, entId]);
}
