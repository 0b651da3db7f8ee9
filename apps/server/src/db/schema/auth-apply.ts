/**
 * Authorisation applications (issue 14, §3 Authorisation application with its three lists). The approval itself is
 * the workflow area's (an instance per application, bizType 'authApply', bizCode = the application's id); this area
 * keeps the application, a mirror of its workflow state for its own lists (status, the step waiting), and who acted
 * on it (the "done" list), all written in the workflow step's transaction by the area's hook.
 */
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const authApplications = pgTable(
  'auth_applications',
  {
    id: text('id').primaryKey(),
    applicantId: text('applicant_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    applicantAccount: text('applicant_account').notNull(),
    /** §3.1: 1 new role, 2 user-role application, 3 role-permission assignment. */
    applyType: integer('apply_type').notNull(),
    /** The applicant's enterprise (the session's when applying). */
    entId: text('ent_id').notNull(),
    entName: text('ent_name').notNull(),
    /** 板块 (§3 Product or plate) and its name when applied. */
    productType: text('product_type').notNull(),
    productName: text('product_name').notNull().default(''),
    reason: text('reason').notNull(),
    /** Types 2 and 3: the existing role. */
    roleId: text('role_id'),
    roleName: text('role_name').notNull().default(''),
    /** Applied from the user centre (/userCenter/authApply) rather than the operations centre. */
    isUserCenter: boolean('is_user_center').notNull().default(false),
    processInstId: text('process_inst_id').notNull(),
    /** Mirror of the workflow instance: running | returned | approved | rejected | withdrawn. */
    status: text('status').notNull().default('running'),
    /** Mirror: the name of the step waiting for action ('' when none). */
    taskName: text('task_name').notNull().default(''),
    /** Mirror: the applicant may edit it now (returned, or nobody acted since it was last submitted). */
    editable: boolean('editable').notNull().default(true),
    /** The last approver opinion ('' before any). */
    opinions: text('opinions').notNull().default(''),
    applyTime: ts('apply_time').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // "mine": one applicant's applications, newest first.
    index('auth_applications_applicant_idx').on(t.applicantId, t.applyTime.desc(), t.id.desc()),
    uniqueIndex('auth_applications_process_uq').on(t.processInstId),
    index('auth_applications_ent_idx').on(t.entId, t.applyTime.desc()),
  ],
);

const applicationId = () =>
  text('application_id')
    .notNull()
    .references(() => authApplications.id, { onDelete: 'cascade' });

/** applyType 1: the roles to create (resRoleApplyList); `createdRoleId` once approved. */
export const authApplyRoles = pgTable(
  'auth_apply_roles',
  {
    applicationId: applicationId(),
    seq: integer('seq').notNull(),
    productType: text('product_type').notNull(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull().default(''),
    createdRoleId: text('created_role_id'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.seq] })],
);

/** applyType 2: the users to receive the role, each in one enterprise (resRoleUserApplyList). */
export const authApplyUsers = pgTable(
  'auth_apply_users',
  {
    applicationId: applicationId(),
    seq: integer('seq').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    userAccount: text('user_account').notNull(),
    userSource: integer('user_source').notNull().default(1),
    entId: text('ent_id').notNull(),
    entName: text('ent_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.seq] })],
);

/** applyType 3: the permissions to add to the role (resRoleMenuApplyList). */
export const authApplyMenus = pgTable(
  'auth_apply_menus',
  {
    applicationId: applicationId(),
    seq: integer('seq').notNull(),
    menuId: text('menu_id').notNull(),
    menuName: text('menu_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.seq] })],
);

/** Who acted on an application as an approver (the "done" list), once per user, with their last action's time. */
export const authApplyActors = pgTable(
  'auth_apply_actors',
  {
    applicationId: applicationId(),
    userId: text('user_id').notNull(),
    actedAt: ts('acted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index('auth_apply_actors_user_idx').on(t.userId, t.actedAt.desc(), t.applicationId.desc()),
  ],
);
