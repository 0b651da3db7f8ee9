/** Every SQL query of the authorisation applications, on their own tables only (db/schema/auth-apply.ts). */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  authApplications,
  authApplyActors,
  authApplyMenus,
  authApplyRoles,
  authApplyUsers,
} from '../../db/schema/auth-apply.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type ApplicationRow = typeof authApplications.$inferSelect;
export type NewApplication = typeof authApplications.$inferInsert;

export interface ApplyLists {
  roles: { productType: string; roleName: string; roleCode: string }[];
  users: {
    userId: string;
    userName: string;
    userAccount: string;
    userSource: number;
    entId: string;
    entName: string;
  }[];
  menus: { menuId: string; menuName: string }[];
}

export interface StoredLists {
  roles: (ApplyLists['roles'][number] & { seq: number; createdRoleId: string | null })[];
  users: ApplyLists['users'];
  menus: ApplyLists['menus'];
}

/** The page filters of the three lists. */
export interface ApplyFilter {
  applyType?: number;
  status?: string;
}

async function insertLists(tx: DbOrTx, applicationId: string, lists: ApplyLists): Promise<void> {
  if (lists.roles.length) {
    await tx.insert(authApplyRoles).values(lists.roles.map((r, seq) => ({ applicationId, seq, ...r })));
  }
  if (lists.users.length) {
    await tx.insert(authApplyUsers).values(lists.users.map((u, seq) => ({ applicationId, seq, ...u })));
  }
  if (lists.menus.length) {
    await tx.insert(authApplyMenus).values(lists.menus.map((m, seq) => ({ applicationId, seq, ...m })));
  }
}

export async function insertApplication(tx: DbOrTx, row: NewApplication, lists: ApplyLists): Promise<void> {
  await tx.insert(authApplications).values(row);
  await insertLists(tx, row.id, lists);
}

/** The application's editable fields and lists replaced (the applicant's update). */
export async function replaceApplication(
  tx: DbOrTx,
  id: string,
  patch: Pick<NewApplication, 'applyType' | 'productType' | 'productName' | 'reason' | 'roleId' | 'roleName'>,
  lists: ApplyLists,
): Promise<void> {
  await tx
    .update(authApplications)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authApplications.id, id));
  await tx.delete(authApplyRoles).where(eq(authApplyRoles.applicationId, id));
  await tx.delete(authApplyUsers).where(eq(authApplyUsers.applicationId, id));
  await tx.delete(authApplyMenus).where(eq(authApplyMenus.applicationId, id));
  await insertLists(tx, id, lists);
}

export async function findApplication(db: DbOrTx, id: string, lock = false): Promise<ApplicationRow | undefined> {
  const q = db.select().from(authApplications).where(eq(authApplications.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findApplicationByProcess(db: DbOrTx, processInstId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(authApplications).where(eq(authApplications.processInstId, processInstId));
  return row;
}

export async function listsOf(db: DbOrTx, id: string): Promise<StoredLists> {
  const [roles, users, menus] = await Promise.all([
    db
      .select({
        seq: authApplyRoles.seq,
        productType: authApplyRoles.productType,
        roleName: authApplyRoles.roleName,
        roleCode: authApplyRoles.roleCode,
        createdRoleId: authApplyRoles.createdRoleId,
      })
      .from(authApplyRoles)
      .where(eq(authApplyRoles.applicationId, id))
      .orderBy(asc(authApplyRoles.seq)),
    db
      .select({
        userId: authApplyUsers.userId,
        userName: authApplyUsers.userName,
        userAccount: authApplyUsers.userAccount,
        userSource: authApplyUsers.userSource,
        entId: authApplyUsers.entId,
        entName: authApplyUsers.entName,
      })
      .from(authApplyUsers)
      .where(eq(authApplyUsers.applicationId, id))
      .orderBy(asc(authApplyUsers.seq)),
    db
      .select({ menuId: authApplyMenus.menuId, menuName: authApplyMenus.menuName })
      .from(authApplyMenus)
      .where(eq(authApplyMenus.applicationId, id))
      .orderBy(asc(authApplyMenus.seq)),
  ]);
  return { roles, users, menus };
}

/** The workflow instance of a new application (started right after its row was written). */
export async function setProcessInstance(tx: DbOrTx, id: string, processInstId: string): Promise<void> {
  await tx.update(authApplications).set({ processInstId }).where(eq(authApplications.id, id));
}

/** The role created for a type-1 entry once approved. */
export async function setCreatedRole(tx: DbOrTx, id: string, seq: number, roleId: string): Promise<void> {
  await tx
    .update(authApplyRoles)
    .set({ createdRoleId: roleId })
    .where(and(eq(authApplyRoles.applicationId, id), eq(authApplyRoles.seq, seq)));
}

/** The workflow's state mirrored after a step (in that step's transaction). */
export async function mirrorState(
  tx: DbOrTx,
  id: string,
  state: { status: string; taskName: string; editable: boolean; opinions?: string },
): Promise<void> {
  await tx
    .update(authApplications)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(authApplications.id, id));
}

/** `userId` acted on the application as an approver (the done list), at `at`. */
export async function recordActor(tx: DbOrTx, id: string, userId: string, at: Date): Promise<void> {
  await tx
    .insert(authApplyActors)
    .values({ applicationId: id, userId, actedAt: at })
    .onConflictDoUpdate({ target: [authApplyActors.applicationId, authApplyActors.userId], set: { actedAt: at } });
}

function filterOf(f: ApplyFilter): SQL[] {
  const out: SQL[] = [];
  if (f.applyType !== undefined) out.push(eq(authApplications.applyType, f.applyType));
  if (f.status) out.push(eq(authApplications.status, f.status));
  return out;
}

/** The ids of the applications matching the filters, as a subquery (the workflow to-do list's filter), or undefined. */
export function idsMatching(db: Db, f: ApplyFilter) {
  const conds = filterOf(f);
  if (!conds.length) return undefined;
  return db
    .select({ id: authApplications.id })
    .from(authApplications)
    .where(and(...conds));
}

/** "mine": the applicant's applications, newest first (auth_applications_applicant_idx). */
export function mineList(db: Db, applicantId: string, f: ApplyFilter): ListQuery<ApplicationRow> {
  const where = and(eq(authApplications.applicantId, applicantId), ...filterOf(f));
  return {
    count: async () => (await db.select({ n: count() }).from(authApplications).where(where))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(authApplications)
        .where(where)
        .orderBy(desc(authApplications.applyTime), desc(authApplications.id))
        .limit(limit)
        .offset(offset),
  };
}

/** "done": the applications `userId` acted on as an approver, by their last action, newest first. */
export function doneList(db: Db, userId: string, f: ApplyFilter): ListQuery<ApplicationRow> {
  const where = and(eq(authApplyActors.userId, userId), ...filterOf(f));
  const joined = () =>
    db
      .select({ app: authApplications })
      .from(authApplyActors)
      .innerJoin(authApplications, eq(authApplications.id, authApplyActors.applicationId));
  return {
    count: async () => {
      const q = db.select({ n: count() }).from(authApplyActors);
      const rows = filterOf(f).length
        ? await q.innerJoin(authApplications, eq(authApplications.id, authApplyActors.applicationId)).where(where)
        : await q.where(where);
      return rows[0].n;
    },
    slice: async (limit, offset) =>
      (
        await joined()
          .where(where)
          .orderBy(desc(authApplyActors.actedAt), desc(authApplyActors.applicationId))
          .limit(limit)
          .offset(offset)
      ).map((r) => r.app),
  };
}

/** Applications by id (the to-do page's rows), in no particular order. */
export async function applicationsByIds(db: Db, ids: readonly string[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(authApplications)
    .where(inArray(authApplications.id, [...ids]));
}

/** Who a type-2 application grants its role to (the workflow's separation of duty reads them). */
export async function granteeIds(db: DbOrTx, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: authApplyUsers.userId })
    .from(authApplyUsers)
    .where(eq(authApplyUsers.applicationId, applicationId));
  return [...new Set(rows.map((r) => r.userId))];
}

/** The applications granting a role to `userId`: a subquery (the to-do list leaves them out for that user). */
export function applicationsGrantingTo(db: DbOrTx, userId: string) {
  return db.select({ id: authApplyUsers.applicationId }).from(authApplyUsers).where(eq(authApplyUsers.userId, userId));
}
