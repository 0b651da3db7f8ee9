/**
 * Many people acting on one task at once (issue 14: 100 concurrent approvals, exactly one wins, every other told
 * clearly and quickly). The database decides (the instance row is locked, its version checked); this process only
 * saves the losers that work:
 * - requests on one instance take turns here, so they do not each hold a connection waiting on the row's lock;
 * - a task this process saw closed by a committed action is remembered (a task never reopens: a return or a
 *   resubmission creates a new one), so a later request holding it is refused without a query, provided the caller
 *   may see the instance by its steps (anyone else goes to the database, which answers as for a missing id).
 * Another instance of the portal does not see this memory: its requests take the database path, with the same answer.
 * The memory is per database (a process may serve several: the tests do), keyed by its handle.
 */
import { matchesStepActor, type WorkflowActor, type WorkflowApplicant, type WorkflowDefinition } from '@portal/shared';

export interface ClosedTask {
  /** The key of the action that closed it: the same key again is a repeat, answered as done (the database path). */
  key: string;
  def: WorkflowDefinition;
  applicant: WorkflowApplicant;
}

const CLOSED_KEPT = 10_000;

interface Memory {
  closed: Map<string, ClosedTask>;
  turns: Map<string, Promise<void>>;
}
const memories = new WeakMap<object, Memory>();

function memoryOf(db: object): Memory {
  let m = memories.get(db);
  if (!m) memories.set(db, (m = { closed: new Map(), turns: new Map() }));
  return m;
}

/** Runs `fn` when the earlier requests on the same instance in this process are done. */
export async function inTurn<T>(db: object, processInstId: string, fn: () => Promise<T>): Promise<T> {
  const { turns } = memoryOf(db);
  const before = turns.get(processInstId) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  const tail = before.then(() => mine);
  turns.set(processInstId, tail);
  await before;
  try {
    return await fn();
  } finally {
    done();
    if (turns.get(processInstId) === tail) turns.delete(processInstId);
  }
}

/** After the commit of the action that closed `taskId` with `key`. */
export function rememberClosed(db: object, taskId: string, task: ClosedTask): void {
  const { closed } = memoryOf(db);
  if (closed.size >= CLOSED_KEPT) closed.delete(closed.keys().next().value!);
  closed.set(taskId, task);
}

/**
 * Whether a request holding `taskId` is known here to have lost: the task was closed by another action, and the caller
 * may see the instance (its applicant, or someone a step admits). False means: ask the database.
 */
export function knownTaken(
  db: object,
  taskId: string | undefined,
  key: string | undefined,
  actor: WorkflowActor,
): boolean {
  const task = taskId ? memoryOf(db).closed.get(taskId) : undefined;
  if (!task || (key !== undefined && key === task.key)) return false;
  if (actor.userId === task.applicant.userId) return true;
  return task.def.steps.some((s) => matchesStepActor(s.actor, actor, task.applicant));
}
