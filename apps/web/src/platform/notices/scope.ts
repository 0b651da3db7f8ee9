import { useSession } from '../session/store.ts';
import type { NoticeScope } from './keys.ts';

/** The signed-in user and enterprise the notice keys are scoped by (empty strings signed out). */
export function useNoticeScope(): NoticeScope {
  const userId = useSession((s) => s.userInfo?.userId) ?? '';
  const entId = useSession((s) => s.userInfo?.entId) ?? '';
  return { userId, entId };
}
