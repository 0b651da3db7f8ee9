/**
 * Definitions are versioned data. New applications start on the latest version of a key; an instance is always
 * driven by the exact version it recorded at start.
 */
import {
  DEFINITION_BAD_STEP,
  DEFINITION_BAD_VERSION,
  DEFINITION_DUPLICATE_NODE,
  DEFINITION_NO_STEPS,
} from './messages.ts';
import type { WorkflowDefinition, WorkflowInstanceState } from './types.ts';

/** '' when the definition can run, else why not (checked when a definition is saved, not on every action). */
export function validateDefinition(def: WorkflowDefinition): string {
  if (!Number.isInteger(def.version) || def.version < 1) return DEFINITION_BAD_VERSION;
  if (def.steps.length === 0) return DEFINITION_NO_STEPS;
  const seen = new Set<string>();
  for (const step of def.steps) {
    const who = step.actor.kind === 'user' ? step.actor.userId : step.actor.roleCode;
    if (!step.nodeId.trim() || !step.name.trim() || !who.trim()) return DEFINITION_BAD_STEP;
    if (seen.has(step.nodeId)) return DEFINITION_DUPLICATE_NODE;
    seen.add(step.nodeId);
  }
  return '';
}

/** The version new applications of `key` start on: the highest. */
export function latestDefinition(defs: readonly WorkflowDefinition[], key: string): WorkflowDefinition | undefined {
  let best: WorkflowDefinition | undefined;
  for (const d of defs) if (d.key === key && (!best || d.version > best.version)) best = d;
  return best;
}

/** The definition an instance started with (same key and version), never a newer one. */
export function definitionFor(
  defs: readonly WorkflowDefinition[],
  state: Pick<WorkflowInstanceState, 'definitionKey' | 'definitionVersion'>,
): WorkflowDefinition | undefined {
  return defs.find((d) => d.key === state.definitionKey && d.version === state.definitionVersion);
}
