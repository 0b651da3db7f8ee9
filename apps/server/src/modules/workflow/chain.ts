/**
 * The resolved chain (issue 14): before submitting, the applicant sees who will approve, step by step. Role holders
 * come from the permission area (its exported role reads), names from the people directory. The applicant is left
 * out of every step (separation of duty: they cannot approve their own application).
 */
import type { StepActor, WorkflowApplicant } from '@portal/shared';
import * as M from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { people } from '../../platform/people.ts';
import { findRoleByCode, holderList } from '../permission/index.ts';
import { loadDefinition } from './repo.ts';

/** At most this many approvers are named per step (a large operations team is summarised by its first ones). */
const MAX_PER_STEP = 50;

export interface ChainStep {
  nodeId: string;
  name: string;
  /** Who may act at the step (the definition's rule), e.g. to compare what its role holds with a grant. */
  actor: StepActor;
  approvers: { userId: string; userName: string }[];
}

export async function resolvedChain(
  deps: Deps,
  defKey: string,
  applicant: Pick<WorkflowApplicant, 'userId' | 'entId'>,
): Promise<ChainStep[]> {
  const def = await loadDefinition(deps.db, defKey);
  if (!def) throw fail.business(M.DEFINITION_NOT_FOUND);
  const out: ChainStep[] = [];
  for (const step of def.steps) {
    let ids: string[] = [];
    if (step.actor.kind === 'user') ids = [step.actor.userId];
    else {
      const role = await findRoleByCode(deps.db, step.actor.roleCode);
      if (role) {
        const filter = step.actor.kind === 'enterpriseRole' ? { entId: applicant.entId } : {};
        const rows = await holderList(deps.db, role.id, filter).slice(MAX_PER_STEP + 1, 0);
        ids = [...new Set(rows.map((r) => r.userId))];
      }
    }
    ids = ids.filter((id) => id !== applicant.userId).slice(0, MAX_PER_STEP);
    const names = await people(deps).users(ids);
    out.push({
      nodeId: step.nodeId,
      name: step.name,
      actor: step.actor,
      approvers: ids.map((userId) => ({ userId, userName: names.get(userId)?.userName ?? '' })),
    });
  }
  return out;
}

/** At most this many people are told of one task (a large operations team: the first ones by id). */
const MAX_RECIPIENTS = 500;

/**
 * Everyone who may act at a step of an application made in `applicantEntId`, each with the enterprise of their grant
 * (where a notice of the task reaches them): the named user in their default enterprise, or the holders of the step's
 * role (in the applicant's enterprise for an enterprise role). Each user once.
 */
export async function stepActors(
  deps: Deps,
  applicantEntId: string,
  actor: StepActor,
): Promise<{ userId: string; entId: string }[]> {
  if (actor.kind === 'user') {
    const entId = await people(deps).defaultEnterpriseOf(actor.userId);
    return entId ? [{ userId: actor.userId, entId }] : [];
  }
  const role = await findRoleByCode(deps.db, actor.roleCode);
  if (!role) return [];
  const filter = actor.kind === 'enterpriseRole' ? { entId: applicantEntId } : {};
  const rows = await holderList(deps.db, role.id, filter).slice(MAX_RECIPIENTS, 0);
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.userId) && Boolean(seen.add(r.userId)));
}
