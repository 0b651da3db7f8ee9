import { useMemo } from 'react';
import { useSession } from '../../../platform/session/store.ts';
import type { TaxScope } from '../api/keys.ts';

/** The signed-in user and enterprise: part of every tax query key (an enterprise switch refetches). */
export function useTaxScope(): TaxScope {
  const userId = useSession((s) => s.userInfo?.userId ?? '');
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  return useMemo(() => ({ userId, entId }), [userId, entId]);
}
