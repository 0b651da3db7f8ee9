/** Every SQL query of the organisation-change applications, on their own tables only (db/schema/organisation.ts). */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orgChangeActors, orgChangeApplications } from '../../db/schema/org-change.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type OrgChangeRow = typeof orgChangeApplications.$inferSelect;
export type NewOrgChange = typeof orgChangeApplications.$inferInsert;

/** The page filters of the three lists. */
export interface OrgChangeFilter {
  type?: number;
  status?: string;
}

export async function insertOrgChange(tx: DbOrTx, row: NewOrgChange): Promise<void> {
  await tx.insert(orgChangeApplications).values(row);
}

export async function findOrgChange(db: DbOrTx, id: string, lock = false): Promise<OrgChangeRow | undefined> {
  const q = db.select().from(orgChangeApplications).where(eq(orgChangeApplications.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findOrgChangeByProcess(db: DbOrTx, processInstId: string): Promise<OrgChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(orgChangeApplications)
    .where(eq(orgChangeApplications.processInstId, processInstId));
  return row;
}

export async function setProcessInstance(tx: DbOrTx, id: string, processInstId: string): Promise<void> {
  await tx.update(orgChangeApplications).set({ processInstId }).where(eq(orgChangeApplications.id, id));
}

/** The organisation node the approved application created or changed. */
export async function setCustomerCode(tx: DbOrTx, id: string, customerCode: string): Promise<void> {
  await tx.update(orgChangeApplications).set({ customerCode }).where(eq(orgChangeApplications.id, id));
}

/** Whether the company has an application still running or returned (one change at a time per company). */
export async function pendingFor(db: DbOrTx, customerCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: orgChangeApplications.id })
    .from(orgChangeApplications)
    .where(
      and(
        eq(orgChangeApplications.customerCode, customerCode),
        inArray(orgChangeApplications.status, ['running', 'returned']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The workflow's state mirrored after a step (in that step's transaction). */
export async function mirrorState(
  tx: DbOrTx,
  id: string,
  state: { status: string; taskName: string; opinion?: string },
): Promise<void> {
  await tx
    .update(orgChangeApplications)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(orgChangeApplications.id, id));
}

/** `userId` acted on the application as an approver (the done list), at `at`. */
export async function recordActor(tx: DbOrTx, id: string, userId: string, at: Date): Promise<void> {
  await tx
    .insert(orgChangeActors)
    .values({ applicationId: id, userId, actedAt: at })
    .onConflictDoUpdate({ target: [orgChangeActors.applicationId, orgChangeActors.userId], set: { actedAt: at } });
}

/** Whether `userId` acted on the application (an approver who may still read its file). */
export async function actedOn(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: orgChangeActors.userId })
    .from(orgChangeActors)
    .where(and(eq(orgChangeActors.applicationId, id), eq(orgChangeActors.userId, userId)));
  return rows.length > 0;
}

function filterOf(f: OrgChangeFilter): SQL[] {
  const out: SQL[] = [];
  if (f.type !== undefined) out.push(eq(orgChangeApplications.type, f.type));
  if (f.status) out.push(eq(orgChangeApplications.status, f.status));
  return out;
}

/** The ids of the applications matching the filters, as a subquery (the workflow to-do list's filter), or undefined. */
export function idsMatching(db: Db, f: OrgChangeFilter) {
  const conds = filterOf(f);
  if (!conds.length) return undefined;
  return db
    .select({ id: orgChangeApplications.id })
    .from(orgChangeApplications)
    .where(and(...conds));
}

/** "mine": the applicant's applications, newest first (org_change_applicant_idx). */
export function mineList(db: Db, applicantId: string, f: OrgChangeFilter): ListQuery<OrgChangeRow> {
  const where = and(eq(orgChangeApplications.applicantId, applicantId), ...filterOf(f));
  return {
    count: async () => (await db.select({ n: count() }).from(orgChangeApplications).where(where))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(orgChangeApplications)
        .where(where)
        .orderBy(desc(orgChangeApplications.applyTime), desc(orgChangeApplications.id))
        .limit(limit)
        .offset(offset),
  };
}

/** "done": the applications `userId` acted on as an approver, by their last action, newest first. */
export function doneList(db: Db, userId: string, f: OrgChangeFilter): ListQuery<OrgChangeRow> {
  const where = and(eq(orgChangeActors.userId, userId), ...filterOf(f));
  const joined = () =>
    db
      .select({ app: orgChangeApplications })
      .from(orgChangeActors)
      .innerJoin(orgChangeApplications, eq(orgChangeApplications.id, orgChangeActors.applicationId));
  return {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(orgChangeActors)
          .innerJoin(orgChangeApplications, eq(orgChangeApplications.id, orgChangeActors.applicationId))
          .where(where)
      )[0].n,
    slice: async (limit, offset) =>
      (
        await joined()
          .where(where)
          .orderBy(desc(orgChangeActors.actedAt), desc(orgChangeActors.applicationId))
          .limit(limit)
          .offset(offset)
      ).map((r) => r.app),
  };
}

/** Applications by id (the to-do page's rows), in no particular order. */
export async function orgChangesByIds(db: Db, ids: readonly string[]): Promise<OrgChangeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orgChangeApplications)
    .where(inArray(orgChangeApplications.id, [...ids]));
}
