/** Permission area: roles, the menu tree (pages and buttons) and the grants between them and to users (§3, §6). */
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { enterprises, users } from './user.ts';

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    /** null: a portal-wide role (system roles, operations roles, templates); else the enterprise that owns it. */
    entId: text('ent_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    /** 1 operations side, 2 customer-facing side */
    roleConfig: integer('role_config').notNull().default(2),
    assignable: boolean('assignable').notNull().default(true),
    editable: boolean('editable').notNull().default(true),
    deletable: boolean('deletable').notNull().default(true),
    /** Every menu, present and future (the super admin). */
    allMenus: boolean('all_menus').notNull().default(false),
    remark: text('remark').notNull().default(''),
    updatedAt: ts('updated_at'),
  },
  // roleCode is unique across all roles: other areas find the system roles by code (findRoleByCode).
  (t) => [index('roles_ent_idx').on(t.entId), uniqueIndex('roles_code_uq').on(t.roleCode)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  // roleId first in a second index: userListByRoleId, the delete check and a role's user count read by role.
  (t) => [primaryKey({ columns: [t.userId, t.entId, t.roleId] }), index('user_roles_role_idx').on(t.roleId, t.entId)],
);

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  menuName: text('menu_name').notNull(),
  frontEndName: text('front_end_name'),
  routeUrl: text('route_url'),
  icon: text('icon'),
  hidden: boolean('hidden').notNull().default(false),
  ifRouteHidden: boolean('if_route_hidden').notNull().default(false),
  button: integer('button').notNull().default(0),
  remark: text('remark'),
  ifIntOrExt: integer('if_int_or_ext').notNull().default(0),
  productType: text('product_type'),
  perms: text('perms'),
  sort: integer('sort').notNull().default(0),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  // menuId first in a second index: the menu delete check ("granted to a role?") reads by menu.
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);
