/** Queries of the base user service. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterprises, memberships, roles, userRoles, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type EnterpriseRow = typeof enterprises.$inferSelect;

export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.account}) = ${account.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUsersByPhone(db: Db, phone: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.phone, phone)).orderBy(asc(users.account));
}

/** The user's enterprises, the default first. */
export async function enterprisesOf(db: Db, userId: string): Promise<(EnterpriseRow & { isDefault: boolean })[]> {
  const rows = await db
    .select({ ent: enterprises, isDefault: memberships.isDefault })
    .from(memberships)
    .innerJoin(enterprises, eq(enterprises.id, memberships.entId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), asc(enterprises.name));
  return rows.map((r) => ({ ...r.ent, isDefault: r.isDefault }));
}

export async function findEnterprise(db: Db, entId: string): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, entId)).limit(1);
  return row;
}

export async function findEnterpriseByCreditCode(db: Db, code: string): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.creditCode, code)).limit(1);
  return row;
}

export async function roleByCode(db: Db, roleCode: string) {
  const [row] = await db.select().from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  return row;
}

export async function isMember(db: Db, userId: string, entId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.entId, entId)))
    .limit(1);
  return Boolean(row);
}

export async function createUserInEnterprise(
  db: Db,
  input: { user: typeof users.$inferInsert; enterprise?: typeof enterprises.$inferInsert; entId: string; roleId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.enterprise) await tx.insert(enterprises).values(input.enterprise);
    await tx.insert(users).values(input.user);
    await tx.insert(memberships).values({ userId: input.user.id, entId: input.entId, isDefault: true });
    await tx.insert(userRoles).values({ userId: input.user.id, entId: input.entId, roleId: input.roleId });
  });
}
