/**
 * User area (§7.1 base user service, §3 User info, §7.4 management of an enterprise's users): signing in (password,
 * hand-off), registration and password reset, the signed-in user, and the users of the enterprise in use.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { adminRoutes } from './admin.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { userDirectory } from './directory.ts';
import { handoffRoutes } from './handoff.routes.ts';
import { personRoutes } from './person.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import {
  defaultEnterprisesOf,
  existingEnterpriseIds,
  isMember,
  membersOfEnterprises,
  purgeUserRows,
  searchEnterprises,
  searchUsers,
  usersByIds,
  enterpriseNamesByIds,
  membersAmong,
  defaultEnterpriseOf,
  userIdsByAccount,
} from './repo.ts';
import { providePeople } from '../../platform/people.ts';

export default async function userModule(app: FastifyInstance): Promise<void> {
  app.deps.housekeeping.add('user', purgeUserRows);
  const { db } = app.deps;
  providePeople(app.deps, {
    users: async (ids) => new Map((await usersByIds(db, ids)).map((u) => [u.id, u])),
    enterpriseNames: async (ids) => new Map((await enterpriseNamesByIds(db, ids)).map((e) => [e.id, e.name])),
    membersAmong: (entId, ids) => membersAmong(db, entId, ids),
    defaultEnterpriseOf: (userId) => defaultEnterpriseOf(db, userId),
    idsByAccount: (text, limit) => userIdsByAccount(db, text, limit),
  });
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(profileRoutes);
  await app.register(personRoutes);
  await app.register(handoffRoutes);
  await app.register(adminRoutes);
}

/** For other areas: a user's name as it is now (cached with the signed-in user's record), or null. */
export async function userNameOf(deps: Deps, userId: string): Promise<string | null> {
  return (await userDirectory(deps).get(userId))?.user.userName ?? null;
}

/** For other areas: a user's account, name and phone as they are now (the cached record), or null. */
export async function userBriefOf(
  deps: Deps,
  userId: string,
): Promise<{ account: string; userName: string; phone: string | null } | null> {
  const u = (await userDirectory(deps).get(userId))?.user;
  return u ? { account: u.account, userName: u.userName, phone: u.phone } : null;
}

/**
 * For other areas: the name and credit code of an enterprise the user belongs to (the session's), or null. Read from
 * the user's cached record, so it costs no query on a warm cache.
 */
export async function enterpriseOf(
  deps: Deps,
  userId: string,
  entId: string,
): Promise<{ name: string; creditCode: string } | null> {
  const ent = (await userDirectory(deps).get(userId))?.enterprises.find((e) => e.id === entId);
  return ent ? { name: ent.name, creditCode: ent.creditCode } : null;
}

/** For other areas: the enterprises a user acts for (suspended memberships left out), from the cached record. */
export async function enterprisesOfUser(deps: Deps, userId: string): Promise<{ id: string; name: string }[]> {
  return ((await userDirectory(deps).get(userId))?.enterprises ?? []).map((e) => ({ id: e.id, name: e.name }));
}

// For other areas: which enterprises opened a product (the product area provides it; findEntByUserProduct asks).
export { provideOpenedEnterprises } from './admin-scope.ts';

// For other areas: who belongs where (recipients of notices), the pickers' searches, and the registration hook.
export { defaultEnterprisesOf, existingEnterpriseIds, isMember, membersOfEnterprises, searchEnterprises, searchUsers };
export { onEnterpriseRegistered, type EnterpriseRegisteredHook } from './registration-hooks.ts';

// For other areas (the authorisation applications' user picker, issue 14): one page of an enterprise's users.
export { pageEnterpriseUsers } from './repo.ts';
