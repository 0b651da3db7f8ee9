/**
 * Workflow area (issue 14): process definitions as versioned data (definition + its ordered nodes), the running
 * instances (processinstid), their tasks and their history rows (§3 Approval history row). The stepping rules are the
 * shared reducer's (packages/shared/src/workflow); these tables only keep its state.
 *
 * No edge table: a shared definition is an ordered list of steps, and every transition is implied by that order
 * (办理 → the next node, 退回上一步 → the previous one, 退回指定节点 → an earlier one, 退回申请人 → the applicant). An
 * edge table would hold nothing the node order does not already say.
 */
import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WorkflowDefinition } from '@portal/shared';
import { ts } from './columns.ts';

export const workflowDefinitions = pgTable(
  'workflow_definitions',
  {
    key: text('key').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] })],
);

/** One step of a definition version; `actor_*` is the shared StepActor (kind + roleCode or userId). */
export const workflowNodes = pgTable(
  'workflow_nodes',
  {
    defKey: text('def_key').notNull(),
    defVersion: integer('def_version').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    /** 0-based position in the definition: the reducer's step index. */
    sort: integer('sort').notNull(),
    /** enterpriseRole | operationsRole | user */
    actorKind: text('actor_kind').notNull(),
    roleCode: text('role_code'),
    userId: text('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.defKey, t.defVersion, t.nodeId] }),
    uniqueIndex('workflow_nodes_order_uq').on(t.defKey, t.defVersion, t.sort),
    foreignKey({
      columns: [t.defKey, t.defVersion],
      foreignColumns: [workflowDefinitions.key, workflowDefinitions.version],
    }).onDelete('cascade'),
  ],
);

export const workflowInstances = pgTable(
  'workflow_instances',
  {
    processInstId: text('process_inst_id').primaryKey(),
    defKey: text('def_key').notNull(),
    defVersion: integer('def_version').notNull(),
    bizType: text('biz_type').notNull(),
    /** The business record's id, unique per biz_type. */
    bizCode: text('biz_code').notNull(),
    title: text('title').notNull(),
    applicantId: text('applicant_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    entId: text('ent_id').notNull(),
    /** running | returned | approved | rejected | withdrawn (the reducer's WorkflowStatus). */
    status: text('status').notNull(),
    /** The reducer's currentStep (index into the nodes by sort). */
    currentStep: integer('current_step').notNull().default(0),
    /** The node waiting for action (null when nothing is waiting). */
    currentNode: text('current_node'),
    /** The reducer's lastApproval: the 办理 that may still be withdrawn. */
    lastApprovalStep: integer('last_approval_step'),
    lastApprovalUser: text('last_approval_user'),
    /** Optimistic lock: raised by every action. */
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.defKey, t.defVersion],
      foreignColumns: [workflowDefinitions.key, workflowDefinitions.version],
    }),
    uniqueIndex('workflow_instances_biz_uq').on(t.bizType, t.bizCode),
    index('workflow_instances_applicant_idx').on(t.applicantId, t.createdAt.desc()),
  ],
);

export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: text('id').primaryKey(),
    processInstId: text('process_inst_id')
      .notNull()
      .references(() => workflowInstances.processInstId, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    /** The node's name when the task was created (taskName). */
    taskName: text('task_name').notNull(),
    /** Snapshot of the node's StepActor, so the to-do list needs no join to the definition. */
    actorKind: text('actor_kind').notNull(),
    roleCode: text('role_code'),
    assigneeUserId: text('assignee_user_id'),
    /** The instance's enterprise and applicant (copied): enterprise-role steps and separation of duty filter on them. */
    entId: text('ent_id').notNull(),
    applicantId: text('applicant_id').notNull(),
    /** open | done | cancelled (closed without an action: withdrawn or ended meanwhile). */
    status: text('status').notNull().default('open'),
    /** The operation type the task was closed with (办理, 退回申请人…). */
    operationType: text('operation_type'),
    createdAt: ts('created_at').notNull().defaultNow(),
    doneAt: ts('done_at'),
    doneBy: text('done_by'),
  },
  (t) => [
    // The to-do list, one ordered index scan per role the approver holds (repo.ts upcomingList): open tasks of an
    // operations role, of an enterprise role in one enterprise, of a named user; newest first. applicant_id is the
    // last key column so that separation of duty is checked in the index (counts run index-only).
    index('workflow_tasks_open_ops_idx')
      .on(t.roleCode, t.createdAt.desc(), t.id.desc(), t.applicantId)
      .where(sql`${t.status} = 'open' and ${t.actorKind} = 'operationsRole'`),
    index('workflow_tasks_open_ent_idx')
      .on(t.entId, t.roleCode, t.createdAt.desc(), t.id.desc(), t.applicantId)
      .where(sql`${t.status} = 'open' and ${t.actorKind} = 'enterpriseRole'`),
    index('workflow_tasks_open_user_idx')
      .on(t.assigneeUserId, t.createdAt.desc(), t.id.desc(), t.applicantId)
      .where(sql`${t.status} = 'open' and ${t.actorKind} = 'user'`),
    index('workflow_tasks_status_created_idx').on(t.status, t.createdAt.desc()),
    // The done list of a user, newest first.
    index('workflow_tasks_done_by_idx').on(t.doneBy, t.doneAt.desc(), t.id.desc()),
    index('workflow_tasks_instance_idx').on(t.processInstId, t.status),
    // The approver's own open applications, subtracted from the counted to-do total (separation of duty).
    index('workflow_tasks_open_applicant_idx')
      .on(t.applicantId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * The totals of the to-do and done lists, so a page reads a few rows here instead of counting every open task of a
 * role (50,000 of them took 6–15 ms to count on PostgreSQL, 22–100 ms on PGlite: bench/README.md, workflow). Keys: an open task's branch of the to-do list (kind =
 * operationsRole + role_code; enterpriseRole + role_code + ent_id; user + user_id) and a done task's doer (kind =
 * done + user_id); unused parts are ''. The total of a key is the sum of its rows' n.
 *
 * Kept by statement triggers on workflow_tasks (migration 0010, function workflow_task_counts_apply), so every writer
 * (the engine, seeds, bulk loads, cascaded deletes) keeps it right. A change adds to a row of its key that no other
 * transaction holds (FOR UPDATE SKIP LOCKED), or inserts a new one: concurrent approvals never wait on one another
 * here and cannot deadlock (an approval takes from one key and adds to another, in either order).
 */
export const workflowTaskCounts = pgTable(
  'workflow_task_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    roleCode: text('role_code').notNull().default(''),
    entId: text('ent_id').notNull().default(''),
    userId: text('user_id').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('workflow_task_counts_key_idx').on(t.kind, t.roleCode, t.entId, t.userId)],
);

export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: text('id').primaryKey(),
    processInstId: text('process_inst_id')
      .notNull()
      .references(() => workflowInstances.processInstId, { onDelete: 'cascade' }),
    taskId: text('task_id'),
    taskName: text('task_name').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    endTime: ts('end_time').notNull().defaultNow(),
    /** The opinion. */
    message: text('message').notNull().default(''),
    /** 提交, 办理, 退回上一步, 退回申请人, 退回指定节点, 驳回, 重新提交, 撤回, 撤销申请 (OPERATION_TYPE). */
    operationType: text('operation_type').notNull(),
    /** The action's idempotency key: a second request with it acts no more. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('workflow_history_instance_idx').on(t.processInstId, t.endTime, t.id),
    uniqueIndex('workflow_history_idem_uq').on(t.processInstId, t.idempotencyKey),
  ],
);

/** The rows of one definition version (the repo's insertDefinition and the seed write them the same way). */
export function definitionRows(def: WorkflowDefinition) {
  return {
    definition: { key: def.key, version: def.version, name: def.name ?? def.key },
    nodes: def.steps.map((s, i) => ({
      defKey: def.key,
      defVersion: def.version,
      nodeId: s.nodeId,
      name: s.name,
      sort: i,
      actorKind: s.actor.kind,
      roleCode: s.actor.kind === 'user' ? null : s.actor.roleCode,
      userId: s.actor.kind === 'user' ? s.actor.userId : null,
    })),
  };
}
