/**
 * The shapes of the demo data (plain typed objects, no database code), and of a seed step. Each area's seed
 * (seed/<area>.ts) holds its data and the step that inserts it; seed/index.ts finds and runs the steps. The accounts,
 * what they see and the menu conventions are described in docs/demo-data.md.
 */
import type { Tx } from '../client.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Portal@2026';
/**
 * Its scrypt hash (the platform's format, platform/auth/tokens.ts), computed once: the seed stays below the platform
 * (db/ imports no platform code) and needs no hashing at start. Every demo account shares the password, so sharing
 * the salt reveals nothing more. test/seed-data.test.ts checks that it verifies.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$16384$8$1$5NMgWSgWNtACVhwUCK7jVg==$FJVRwgmTgGSf2NrT+aB/OovCfInClUni8TyHxkJ2q5A=';

/** One area's part of the demo data. */
export interface SeedStep {
  /** The area (the file's name). */
  area: string;
  /** Areas whose rows this step's rows point at (foreign keys): they are seeded first. */
  after?: string[];
  run(tx: Tx): Promise<void>;
}

export interface SeedMenu {
  id: string;
  parentId: string | null;
  menuName: string;
  frontEndName?: string;
  routeUrl?: string;
  icon?: string;
  hidden?: boolean;
  ifRouteHidden?: boolean;
  button: 0 | 1;
  remark?: string;
  ifIntOrExt?: 0 | 1;
  productType?: string;
  perms?: string;
  sort: number;
}

export interface SeedEnterprise {
  id: string;
  name: string;
  creditCode: string;
  /** 1 group headquarters, 2 subsidiary, 6 branch (§3) */
  entType: number;
  /** a SEED_PLATES code */
  plate: string;
  parentId?: string;
  entVersion: string;
}

export interface SeedRole {
  id: string;
  roleName: string;
  roleCode: string;
  /** 1 operations side, 2 customer-facing side */
  roleConfig: 1 | 2;
  assignable: boolean;
  edit: boolean;
  delete: boolean;
  /** 'all' = every menu, present and future (the super admin) */
  menuIds: string[] | 'all';
  /** The enterprise that owns the role (a company admin's own role); absent for portal-wide roles. */
  entId?: string;
  remark?: string;
}

export interface SeedMembership {
  entId: string;
  roleIds: string[];
  /** the enterprise a login starts in */
  isDefault?: boolean;
}

export interface SeedUser {
  id: string;
  account: string;
  userName: string;
  showName: string;
  phone: string | null;
  /** 2 = external user */
  userSource: 1 | 2;
  /** 1 enabled, 0 disabled */
  status: 0 | 1;
  memberships: SeedMembership[];
}

export interface SeedProduct {
  productType: string;
  productName: string;
  routeUrl: string;
  description: string;
  sort: number;
}

export interface SeedPlate {
  code: string;
  name: string;
}

export interface SeedNotice {
  id: string;
  userAccount: string;
  entId: string;
  /** §3.1 notice type 1..17 */
  noticeType: number;
  /** 1 read, 0 unread */
  status: 1 | 0;
  content: string;
  /** ISO 8601 with the +08:00 offset */
  createDate: string;
}

export interface SeedLoanApplication {
  id: string;
  entId: string;
  userId: string;
  applicantName: string;
  productType: string;
  /** 元, two decimals, as text. */
  amount: string;
  termMonths: number;
  purpose: string;
  status: string;
  /** ISO 8601 with the +08:00 offset */
  createdAt: string;
}
