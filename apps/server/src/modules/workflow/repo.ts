/** Every SQL query of the workflow area, on its own tables only. */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StepActor, WorkflowDefinition, WorkflowStatus } from '@portal/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  definitionRows,
  workflowDefinitions,
  workflowHistory,
  workflowInstances,
  workflowNodes,
  workflowTaskCounts,
  workflowTasks,
} from '../../db/schema/workflow.ts';
import type { ListQuery } from '../../platform/paging.ts';
import { grantsTo } from './grantees.ts';

export type InstanceRow = typeof workflowInstances.$inferSelect;
export type HistoryRow = typeof workflowHistory.$inferSelect;

function actorOf(n: { actorKind: string; roleCode: string | null; userId: string | null }): StepActor {
  if (n.actorKind === 'user') return { kind: 'user', userId: n.userId ?? '' };
  return { kind: n.actorKind === 'operationsRole' ? 'operationsRole' : 'enterpriseRole', roleCode: n.roleCode ?? '' };
}

/**
 * One definition version with its steps in order, or undefined. Without `version`: the latest of the key. One query
 * (the definition joined to its nodes): every action and detail reads it, some twice.
 */
export async function loadDefinition(
  db: DbOrTx,
  key: string,
  version?: number,
): Promise<WorkflowDefinition | undefined> {
  const d = workflowDefinitions;
  const latest = sql`(select max(${d.version}) from ${d} where ${d.key} = ${key})`;
  const rows = await db
    .select({ key: d.key, version: d.version, name: d.name, node: workflowNodes })
    .from(d)
    .leftJoin(workflowNodes, and(eq(workflowNodes.defKey, d.key), eq(workflowNodes.defVersion, d.version)))
    .where(and(eq(d.key, key), eq(d.version, version ?? latest)))
    .orderBy(asc(workflowNodes.sort));
  if (!rows.length) return undefined;
  const def = rows[0];
  return {
    key: def.key,
    version: def.version,
    name: def.name,
    steps: rows.flatMap(({ node: n }) => (n ? [{ nodeId: n.nodeId, name: n.name, actor: actorOf(n) }] : [])),
  };
}

/** Stores a definition version and its nodes (seed, tests). */
export async function insertDefinition(tx: DbOrTx, def: WorkflowDefinition): Promise<void> {
  const rows = definitionRows(def);
  await tx.insert(workflowDefinitions).values(rows.definition);
  await tx.insert(workflowNodes).values(rows.nodes);
}

export async function insertInstance(tx: DbOrTx, row: typeof workflowInstances.$inferInsert): Promise<void> {
  await tx.insert(workflowInstances).values(row);
}

export async function findInstance(db: DbOrTx, processInstId: string): Promise<InstanceRow | undefined> {
  const [row] = await db.select().from(workflowInstances).where(eq(workflowInstances.processInstId, processInstId));
  return row;
}

export async function findInstanceByBiz(
  db: DbOrTx,
  bizType: string,
  bizCode: string,
): Promise<InstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.bizType, bizType), eq(workflowInstances.bizCode, bizCode)));
  return row;
}

/** The instance row locked for the rest of the transaction (the one place two actions are serialised). */
export async function lockInstance(tx: DbOrTx, processInstId: string): Promise<InstanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(workflowInstances)
    .where(eq(workflowInstances.processInstId, processInstId))
    .for('update');
  return row;
}

/** Writes the new state if the row still has `version`; false when another action got there first. */
export async function updateInstance(
  tx: DbOrTx,
  processInstId: string,
  version: number,
  state: {
    status: WorkflowStatus;
    currentStep: number;
    currentNode: string | null;
    lastApprovalStep: number | null;
    lastApprovalUser: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(workflowInstances)
    .set({ ...state, version: version + 1, updatedAt: new Date() })
    .where(and(eq(workflowInstances.processInstId, processInstId), eq(workflowInstances.version, version)))
    .returning({ v: workflowInstances.version });
  return rows.length === 1;
}

export async function insertTask(tx: DbOrTx, row: typeof workflowTasks.$inferInsert): Promise<void> {
  await tx.insert(workflowTasks).values(row);
}

export async function openTaskOf(db: DbOrTx, processInstId: string) {
  const [row] = await db
    .select()
    .from(workflowTasks)
    .where(and(eq(workflowTasks.processInstId, processInstId), eq(workflowTasks.status, 'open')))
    .limit(1);
  return row;
}

/** The instance's most recently closed task (done or cancelled), if any. */
export async function lastClosedTask(db: DbOrTx, processInstId: string) {
  const [row] = await db
    .select()
    .from(workflowTasks)
    .where(and(eq(workflowTasks.processInstId, processInstId), ne(workflowTasks.status, 'open')))
    .orderBy(desc(workflowTasks.doneAt), desc(workflowTasks.id))
    .limit(1);
  return row;
}

/** Closes the instance's open task(s): done by `userId` with an operation, or cancelled (userId null). */
export async function closeOpenTasks(
  tx: DbOrTx,
  processInstId: string,
  close: { userId: string | null; operationType: string | null },
): Promise<void> {
  await tx
    .update(workflowTasks)
    .set({
      status: close.userId ? 'done' : 'cancelled',
      doneAt: new Date(),
      doneBy: close.userId,
      operationType: close.operationType,
    })
    .where(and(eq(workflowTasks.processInstId, processInstId), eq(workflowTasks.status, 'open')));
}

export async function insertHistory(tx: DbOrTx, row: typeof workflowHistory.$inferInsert): Promise<void> {
  await tx.insert(workflowHistory).values(row);
}

export async function historyOf(db: DbOrTx, processInstId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.processInstId, processInstId))
    .orderBy(asc(workflowHistory.endTime), asc(workflowHistory.id));
}

export async function historyByKey(db: DbOrTx, processInstId: string, key: string): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.processInstId, processInstId), eq(workflowHistory.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function actedOn(db: DbOrTx, processInstId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workflowHistory.id })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.processInstId, processInstId), eq(workflowHistory.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Who the to-do list is for: the shared WorkflowActor's roles, flattened. */
export interface TodoActor {
  userId: string;
  /** The enterprise the enterprise roles are held in (the session's). */
  entId: string;
  entRoles: readonly string[];
  opsRoles: readonly string[];
}

export interface TaskFilter {
  bizType?: string;
  title?: string;
  /**
   * Only instances whose business code is among these: a business's own filter (its application type, say) as a
   * subquery on its own table, so the to-do list stays one paged SQL read.
   */
  bizCodeIn?: SQLWrapper;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(f: TaskFilter): SQL[] {
  const out: SQL[] = [];
  if (f.bizType) out.push(eq(workflowInstances.bizType, f.bizType));
  if (f.title) out.push(ilike(workflowInstances.title, like(f.title)));
  if (f.bizCodeIn) out.push(inArray(workflowInstances.bizCode, f.bizCodeIn));
  return out;
}

const taskColumns = {
  taskId: workflowTasks.id,
  processInstId: workflowTasks.processInstId,
  bizType: workflowInstances.bizType,
  bizCode: workflowInstances.bizCode,
  title: workflowInstances.title,
  taskName: workflowTasks.taskName,
  applicantName: workflowInstances.applicantName,
  createdAt: workflowTasks.createdAt,
  applyAt: workflowInstances.createdAt,
};

/**
 * The branches of the to-do list: the open tasks of one role (or of the named user), each matching one partial index,
 * with its key in workflow_task_counts.
 */
function todoBranches(actor: TodoActor): { cond: SQL; key: SQL }[] {
  const t = workflowTasks;
  const open = (kind: string) => sql`${t.status} = 'open' and ${t.actorKind} = ${kind}`;
  const out = [
    {
      cond: sql`${open('user')} and ${t.assigneeUserId} = ${actor.userId}`,
      key: sql`('user', '', '', ${actor.userId})`,
    },
  ];
  for (const code of new Set(actor.opsRoles)) {
    out.push({
      cond: sql`${open('operationsRole')} and ${t.roleCode} = ${code}`,
      key: sql`('operationsRole', ${code}, '', '')`,
    });
  }
  for (const code of new Set(actor.entRoles)) {
    out.push({
      cond: sql`${open('enterpriseRole')} and ${t.entId} = ${actor.entId} and ${t.roleCode} = ${code}`,
      key: sql`('enterpriseRole', ${code}, ${actor.entId}, '')`,
    });
  }
  return out;
}

const kept = workflowTaskCounts;

/** A total kept in workflow_task_counts: the sum of the keys' rows (a few rows, whatever the number of tasks). */
const keptTotal = (keys: SQL[]) =>
  sql`(select coalesce(sum(${kept.n}), 0) from ${kept} where (${kept.kind}, ${kept.roleCode}, ${kept.entId}, ${kept.userId}) in (${sql.join(keys, sql`, `)}))`;

function filterSql(f: TaskFilter): SQL {
  const conds = filterOf(f);
  if (!conds.length) return sql``;
  return sql` and exists (select 1 from ${workflowInstances} where ${workflowInstances.processInstId} = ${workflowTasks.processInstId} and ${and(...conds)})`;
}

/**
 * The open tasks `actor` may act on, newest first: tasks of their operations roles, of their enterprise roles in
 * their enterprise, or naming them; never their own applications nor those granting something to them (separation
 * of duty). Each role is its own branch
 * (an ordered scan of a partial index, at most offset + limit rows, in the index's order: `desc nulls last` as the
 * index is built, or PostgreSQL sorts every open task of the role); the branches are disjoint, so the page is their
 * merge. The unfiltered total is kept (workflow_task_counts) less the approver's own open applications in those
 * branches (workflow_tasks_open_applicant_idx); a filtered one is counted.
 */
export function upcomingList(db: DbOrTx, actor: TodoActor, filter: TaskFilter) {
  const t = workflowTasks;
  const all = todoBranches(actor);
  // Separation of duty: never the approver's own applications, nor those granting something to them (grantees.ts).
  const granted = grantsTo(actor.userId);
  const notGranted = granted ? sql` and not ${granted}` : sql``;
  const branches = all.map((b) => sql`${b.cond} and ${t.applicantId} <> ${actor.userId}${notGranted}`);
  const extra = filterSql(filter);
  const anyBranch = sql.join(
    all.map((b) => sql`(${b.cond})`),
    sql` or `,
  );
  return {
    count: async () => {
      // The kept total less the approver's own applications and (of the others) those granting to them: both few.
      const grantedToo = granted
        ? sql` - (select count(*) from ${t} where ${t.status} = 'open' and ${t.applicantId} <> ${actor.userId} and (${anyBranch}) and ${granted})`
        : sql``;
      const counted = filterOf(filter).length
        ? sql.join(
            branches.map((cond) => sql`(select count(*) from ${t} where ${cond}${extra})`),
            sql` + `,
          )
        : sql`${keptTotal(all.map((b) => b.key))} - (select count(*) from ${t} where ${t.status} = 'open' and ${t.applicantId} = ${actor.userId} and (${anyBranch}))${grantedToo}`;
      const res = await db.execute<{ n: number }>(sql`select (${counted})::int as n`);
      return res.rows[0].n;
    },
    slice: async (limit: number, offset: number) => {
      const k = offset + limit;
      const parts = branches.map(
        (cond) =>
          sql`(select ${workflowTasks.id} as id, ${workflowTasks.createdAt} as created_at from ${workflowTasks} where ${cond}${extra} order by ${workflowTasks.createdAt} desc nulls last, ${workflowTasks.id} desc nulls last limit ${k})`,
      );
      const picked = await db.execute<{ id: string }>(
        sql`select u.id from (${sql.join(parts, sql` union all `)}) u order by u.created_at desc nulls last, u.id desc nulls last limit ${limit} offset ${offset}`,
      );
      const ids = picked.rows.map((r) => r.id);
      if (!ids.length) return [];
      const rows = await db
        .select(taskColumns)
        .from(workflowTasks)
        .innerJoin(workflowInstances, eq(workflowInstances.processInstId, workflowTasks.processInstId))
        .where(inArray(workflowTasks.id, ids));
      const at = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((x, y) => at.get(x.taskId)! - at.get(y.taskId)!);
    },
  } satisfies ListQuery<unknown>;
}

/**
 * The tasks `userId` completed, newest first (workflow_tasks_done_by_idx, read in its order: `desc nulls last`). The
 * unfiltered total is kept (workflow_task_counts: done + user); a filtered one is counted.
 */
export function doneList(db: DbOrTx, userId: string, filter: TaskFilter) {
  // done_by is set only when a task is done (a cancelled one has none).
  const where = and(eq(workflowTasks.doneBy, userId), ...filterOf(filter));
  const needsJoin = Boolean(filter.bizType || filter.title || filter.bizCodeIn);
  return {
    count: async () => {
      if (!needsJoin) {
        const res = await db.execute<{ n: number }>(
          sql`select ${keptTotal([sql`('done', '', '', ${userId})`])}::int as n`,
        );
        return res.rows[0].n;
      }
      const [row] = await db
        .select({ n: count() })
        .from(workflowTasks)
        .innerJoin(workflowInstances, eq(workflowInstances.processInstId, workflowTasks.processInstId))
        .where(where);
      return row.n;
    },
    slice: (limit: number, offset: number) =>
      db
        .select({
          ...taskColumns,
          operationType: workflowTasks.operationType,
          doneAt: workflowTasks.doneAt,
          status: workflowInstances.status,
        })
        .from(workflowTasks)
        .innerJoin(workflowInstances, eq(workflowInstances.processInstId, workflowTasks.processInstId))
        .where(where)
        .orderBy(sql`${workflowTasks.doneAt} desc nulls last`, sql`${workflowTasks.id} desc nulls last`)
        .limit(limit)
        .offset(offset),
  } satisfies ListQuery<unknown>;
}

export type UpcomingRow = Awaited<ReturnType<ReturnType<typeof upcomingList>['slice']>>[number];
export type DoneRow = Awaited<ReturnType<ReturnType<typeof doneList>['slice']>>[number];
