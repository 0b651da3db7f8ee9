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
} from './repo.ts';

export default async function userModule(app: FastifyInstance): Promise<void> {
  app.deps.housekeeping.add('user', purgeUserRows);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(profileRoutes);
  await app.register(handoffRoutes);
  await app.register(adminRoutes);
}

/** For other areas: a user's name as it is now (cached with the signed-in user's record), or null. */
export async function userNameOf(deps: Deps, userId: string): Promise<string | null> {
  return (await userDirectory(deps).get(userId))?.user.userName ?? null;
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

// For other areas: who belongs where (recipients of notices), the pickers' searches, and the registration hook.
export { defaultEnterprisesOf, existingEnterpriseIds, isMember, membersOfEnterprises, searchEnterprises, searchUsers };
export { onEnterpriseRegistered, type EnterpriseRegisteredHook } from './registration-hooks.ts';
