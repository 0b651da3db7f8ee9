import { useMemo } from 'react';
import { useSession } from '../../platform/session/store.ts';
import type { AgreementScope } from './api/keys.ts';

/** The signed-in user and enterprise: acceptances are theirs, so they are part of those query keys. */
export function useAgreementScope(): AgreementScope {
  const userId = useSession((s) => s.userInfo?.userId ?? '');
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  return useMemo(() => ({ userId, entId }), [userId, entId]);
}
