/** Starting a session for an account in one of its enterprises: the one rule the password login, the hand-off and the enterprise switch share. */
import { holdsAdminRole } from '../../platform/auth/permissions.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';

/** Whether the user must pass the admin phone check in that enterprise (§2.5, §6: the admin role held there). */
async function adminRequired(deps: Deps, userId: string, entId: string): Promise<boolean> {
  return holdsAdminRole(await deps.permissions.rolesOf(userId, entId));
}

/** Starts the account's session (ending its live one) and returns the token. */
export async function startSession(deps: Deps, input: { userId: string; entId: string; ip: string }): Promise<string> {
  return deps.sessions.start({ ...input, adminRequired: await adminRequired(deps, input.userId, input.entId) });
}

/** Moves a session to another of the account's enterprises. */
export async function moveSession(deps: Deps, session: SessionContext, entId: string): Promise<void> {
  await deps.sessions.update(session, { entId, adminRequired: await adminRequired(deps, session.userId, entId) });
}
