/**
 * Organisation-change applications (issue 15, §3 Organisation-change application). The approval is the workflow
 * area's; the tree is the organisation area's (db/schema/organisation.ts).
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * An organisation-change application (§3, §7.6). `data` is the submitted §7.6 data, normalised (orgChangeData). The
 * approval is the workflow area's (bizType 'orgChange', bizCode = id); this table mirrors its state for the lists.
 */
export const orgChangeApplications = pgTable(
  'org_change_applications',
  {
    id: text('id').primaryKey(),
    /** §3: 1 add, 2 change, 3 cancel. */
    type: integer('type').notNull(),
    data: jsonb('data').notNull(),
    /** Types 2 and 3: the company concerned; type 1: the code the new node got, once approved ('' before). */
    customerCode: text('customer_code').notNull().default(''),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    applicantId: text('applicant_id').notNull(),
    applicantAccount: text('applicant_account').notNull(),
    applicantName: text('applicant_name').notNull(),
    entId: text('ent_id').notNull(),
    entName: text('ent_name').notNull(),
    processInstId: text('process_inst_id').notNull(),
    /** Mirror of the workflow instance: running | returned | approved | rejected | withdrawn. */
    status: text('status').notNull().default('running'),
    taskName: text('task_name').notNull().default(''),
    opinion: text('opinion').notNull().default(''),
    applyTime: ts('apply_time').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('org_change_applicant_idx').on(t.applicantId, t.applyTime.desc(), t.id.desc()),
    uniqueIndex('org_change_process_uq').on(t.processInstId),
  ],
);

/** Who acted on an application as an approver (the "done" list). */
export const orgChangeActors = pgTable(
  'org_change_actors',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => orgChangeApplications.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    actedAt: ts('acted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index('org_change_actors_user_idx').on(t.userId, t.actedAt.desc(), t.applicationId.desc()),
  ],
);
