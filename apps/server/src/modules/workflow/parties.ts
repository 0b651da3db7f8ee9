/**
 * The parties of an application, taken from the session, never from the client: the caller as the workflow's rules
 * see them (the roles of the enterprise in use), the applicant of a new application, whether a session may see a
 * process (the businesses' attachment owner checks: an application's files are read by whoever may see it), and who
 * the application grants something to (grantees.ts, told by its business): separation of duty keeps both the
 * applicant and the grantees from deciding on it.
 */
import type { FastifyRequest } from 'fastify';
import { RESPONSE_CODE, workflowActorFrom, type WorkflowActor } from '@portal/shared';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/envelope.ts';
import { permissionSource } from '../permission/index.ts';
import { enterpriseOf, userNameOf } from '../user/index.ts';
import { findInstance } from './repo.ts';
export { registerGrantees, type GranteeSource } from './grantees.ts';
import { visibleInstance } from './detail.ts';

/** Who applies: the signed-in user in the enterprise in use. */
export interface Applicant {
  userId: string;
  userName: string;
  account: string;
  entId: string;
  entName: string;
}

/** The caller as the workflow's rules see them: the roles of the enterprise in use, split by role configuration. */
export async function requestActor(deps: Deps, req: FastifyRequest): Promise<WorkflowActor> {
  const s = sessionOf(req);
  const perms = await req.permissions();
  return workflowActorFrom({
    userId: s.userId,
    userName: (await userNameOf(deps, s.userId)) ?? s.account,
    entId: s.entId,
    roleList: perms.roles,
  });
}

/** The applicant of a new application: the signed-in user in the enterprise in use. */
export async function requestApplicant(deps: Deps, req: FastifyRequest): Promise<Applicant> {
  const s = sessionOf(req);
  return {
    userId: s.userId,
    userName: (await userNameOf(deps, s.userId)) ?? s.account,
    account: s.account,
    entId: s.entId,
    entName: (await enterpriseOf(deps, s.userId, s.entId))?.name ?? '',
  };
}

/** Whether the session may see the process (its applicant, the possible approvers of its steps, who acted on it). */
export async function sessionSeesProcess(deps: Deps, processInstId: string, s: SessionContext): Promise<boolean> {
  const roleList = await permissionSource(deps.db).rolesIn(s.userId, s.entId);
  const actor = workflowActorFrom({ userId: s.userId, userName: '', entId: s.entId, roleList });
  try {
    await visibleInstance(deps.db, await findInstance(deps.db, processInstId), actor);
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === RESPONSE_CODE.notFound) return false;
    throw e;
  }
}
