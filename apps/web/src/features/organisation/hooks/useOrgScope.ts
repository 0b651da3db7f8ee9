import { useMemo } from 'react';
import { useSession } from '../../../platform/session/store.ts';
import type { OrgScope } from '../api/keys.ts';

/** The signed-in user and enterprise: part of the change applications' keys (an enterprise switch refetches). */
export function useOrgScope(): OrgScope {
  const userId = useSession((s) => s.userInfo?.userId ?? '');
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  return useMemo(() => ({ userId, entId }), [userId, entId]);
}
