/**
 * Query keys of the users administration (issue 12). The signed-in user and the enterprise in use are part of each
 * key (a switch or another sign-in refetches); a change refreshes everything under `userAdminKeys.all`.
 */
import { useSession } from '../../../platform/session/store.ts';

export interface AdminScope {
  userId: string;
  entId: string;
}

const base = (s: AdminScope) => ['user-admin', s.userId, s.entId] as const;

export const userAdminKeys = {
  all: ['user-admin'] as const,
  users: (s: AdminScope, q: object) => [...base(s), 'users', q] as const,
  members: (s: AdminScope, q: object) => [...base(s), 'members', q] as const,
  entOptions: (s: AdminScope, q: object) => [...base(s), 'ent-options', q] as const,
  entInfo: (s: AdminScope) => [...base(s), 'ent-info'] as const,
  roleList: (s: AdminScope, userId: string, entId: string | undefined) =>
    [...base(s), 'role-list', userId, entId ?? null] as const,
  enterprises: (s: AdminScope) => [...base(s), 'enterprises'] as const,
  myOrgs: (s: AdminScope) => [...base(s), 'my-orgs'] as const,
};

/** The key scope of the signed-in user (empty ids before user info has loaded). */
export function useAdminScope(): AdminScope {
  const info = useSession((st) => st.userInfo);
  return { userId: info?.userId ?? '', entId: info?.entId ?? '' };
}
