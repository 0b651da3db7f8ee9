/** Every query of the permission area's tables: roles, menus, the grants of menus to roles and of roles to users. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { menus, roleMenus, roles, userRoles } from '../../db/schema/permission.ts';
import type { MenuRecord, RoleRecord } from '../../platform/auth/records.ts';
import { lockRoleNames, roleNameTaken } from './admin-repo.ts';

export async function rolesIn(db: Db, userId: string, entId: string): Promise<RoleRecord[]> {
  const rows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.entId, entId)));
  return rows.map((r) => r.role).sort((a, b) => a.id.localeCompare(b.id));
}

export function allMenus(db: Db): Promise<MenuRecord[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

export async function menusForRoles(db: Db, roleRows: readonly RoleRecord[]): Promise<MenuRecord[]> {
  if (roleRows.length === 0) return [];
  if (roleRows.some((r) => r.allMenus)) return allMenus(db);
  const rows = await db
    .selectDistinct({ menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      inArray(
        roleMenus.roleId,
        roleRows.map((r) => r.id),
      ),
    );
  return rows.map((r) => r.menu).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

export async function findRoleByCode(db: DbOrTx, roleCode: string): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  return row;
}

/** Grants a role to a user in an enterprise (in the caller's transaction when given one). */
export async function insertUserRole(
  db: DbOrTx,
  grant: { userId: string; entId: string; roleId: string },
): Promise<void> {
  await db.insert(userRoles).values(grant);
}

/** The names of the roles each of `userIds` holds in the enterprise. */
export async function roleNamesByUser(
  db: Db,
  entId: string,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userRoles.userId, roleName: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.entId, entId), inArray(userRoles.userId, [...userIds])))
    .orderBy(asc(roles.id));
  for (const r of rows) out.get(r.userId)?.push(r.roleName);
  return out;
}

/** The users holding the role of `roleCode` in an enterprise (the company admins, for one), by id. */
export async function holdersOfRole(db: DbOrTx, entId: string, roleCode: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.entId, entId), eq(roles.roleCode, roleCode)))
    .orderBy(asc(userRoles.userId));
  return rows.map((r) => r.userId);
}

/**
 * Moves the role of `roleCode` in an enterprise from one user to another, in the caller's transaction: false (and
 * nothing written) when `fromUserId` does not hold it any more. The recipient may already hold it (kept once).
 */
export async function moveRole(
  tx: DbOrTx,
  move: { entId: string; roleCode: string; fromUserId: string; toUserId: string },
): Promise<boolean> {
  const role = await findRoleByCode(tx, move.roleCode);
  if (!role) return false;
  const removed = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, move.fromUserId), eq(userRoles.entId, move.entId), eq(userRoles.roleId, role.id)))
    .returning({ userId: userRoles.userId });
  if (removed.length === 0) return false;
  await tx
    .insert(userRoles)
    .values({ userId: move.toUserId, entId: move.entId, roleId: role.id })
    .onConflictDoNothing();
  return true;
}

// --- Product opening (issue 12): who activates openings, and an enterprise's product role ---

/**
 * The users holding a button (by its code) through one of their roles, each with the enterprise of that grant: roles
 * granting the button's menu, and the all-menus role (the super admin). One pair per user (the first enterprise by
 * id), in user order.
 */
export async function holdersOfButton(db: DbOrTx, code: string): Promise<{ userId: string; entId: string }[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId, entId: userRoles.entId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      or(
        eq(roles.allMenus, true),
        sql`exists (select 1 from ${roleMenus} rm join ${menus} m on m.id = rm.menu_id
          where rm.role_id = ${roles.id} and m.button = 1 and m.perms = ${code})`,
      ),
    )
    .orderBy(asc(userRoles.userId), asc(userRoles.entId));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.userId) && Boolean(seen.add(r.userId)));
}

/**
 * The menus opening a product grants: its pages (the menus of its product type and everything below them, and the
 * page at the product's address), not its buttons (the buttons of a product's tree are operations' actions, such as
 * 贷款审批与放款), with every ancestor, in menu order.
 */
export async function productMenuIds(db: DbOrTx, productType: string, routeUrl: string): Promise<string[]> {
  const all = await db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      productType: menus.productType,
      routeUrl: menus.routeUrl,
      button: menus.button,
    })
    .from(menus)
    .orderBy(asc(menus.sort), asc(menus.id));
  const byId = new Map(all.map((m) => [m.id, m]));
  const inTree = new Set(all.filter((m) => m.productType === productType).map((m) => m.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of all) {
      if (!inTree.has(m.id) && m.parentId && inTree.has(m.parentId)) {
        inTree.add(m.id);
        grew = true;
      }
    }
  }
  const address = routeUrl.toLowerCase();
  const pages = all.filter((m) => m.button !== 1 && (inTree.has(m.id) || m.routeUrl?.toLowerCase() === address));
  const wanted = new Set<string>();
  for (const p of pages) {
    for (let m = byId.get(p.id); m && !wanted.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
      wanted.add(m.id);
    }
  }
  return all.filter((m) => wanted.has(m.id)).map((m) => m.id);
}

/**
 * An enterprise's own role (found by its unique code, locked, or created), granting at least `menuIds`: menus it
 * lacks are added, none removed (the company admin may have given it more). In the caller's transaction. Returns the
 * role, whether it was created, and the menus added; undefined (nothing written) when the code is taken by a role that
 * is not this enterprise's customer-side role (roleSave lets anyone choose a code: it must not hijack the grant).
 * A role it creates keeps §3's rule that a role name is unique within its enterprise and side: when the name is
 * taken (the company admin named a role so), the new one is called 「name（2）」, 「name（3）」….
 */
export async function ensureEnterpriseRole(
  tx: DbOrTx,
  spec: { entId: string; roleId: string; roleCode: string; roleName: string; menuIds: readonly string[] },
): Promise<{ role: RoleRecord & { entId: string | null }; created: boolean; added: string[] } | undefined> {
  const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, spec.roleCode)).limit(1);
  const roleName = existing ? spec.roleName : await freeRoleName(tx, spec.entId, spec.roleName);
  const inserted = await tx
    .insert(roles)
    .values({
      id: spec.roleId,
      entId: spec.entId,
      roleName,
      roleCode: spec.roleCode,
      roleConfig: 2,
      assignable: true,
      editable: false,
      deletable: false,
      updatedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  const [role] = inserted.length
    ? inserted
    : await tx.select().from(roles).where(eq(roles.roleCode, spec.roleCode)).for('update');
  if (!role || role.entId !== spec.entId || role.roleConfig !== 2 || role.allMenus) return undefined;
  const had = new Set(
    (await tx.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role.id))).map(
      (r) => r.menuId,
    ),
  );
  const added = spec.menuIds.filter((id) => !had.has(id));
  if (added.length) {
    await tx
      .insert(roleMenus)
      .values(added.map((menuId) => ({ roleId: role.id, menuId })))
      .onConflictDoNothing();
    await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, role.id));
  }
  return { role, created: inserted.length > 0, added };
}

/** The name itself, or the first 「name（n）」 no role of the enterprise's customer side carries (locked until commit). */
async function freeRoleName(tx: DbOrTx, entId: string, name: string): Promise<string> {
  const where = { entId, roleConfig: 2 };
  await lockRoleNames(tx, where);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name}（${n}）`;
    if (!(await roleNameTaken(tx, { ...where, roleName: candidate }))) return candidate;
  }
}

/** Grants a role to a user in an enterprise unless held already; true when it was added. */
export async function grantRoleOnce(
  tx: DbOrTx,
  grant: { userId: string; entId: string; roleId: string },
): Promise<boolean> {
  const rows = await tx.insert(userRoles).values(grant).onConflictDoNothing().returning({ userId: userRoles.userId });
  return rows.length > 0;
}
