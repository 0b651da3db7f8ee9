/**
 * Who people are, for areas the user area itself depends on. The permission area lists a role's holders and checks
 * memberships, but the user area imports the permission area (roles at registration, role names in its lists), so
 * the permission area cannot import it back. The user area provides this interface when it registers; the others
 * ask through it at request time (the same inversion as the platform's PermissionSource, the other way round).
 */
import type { Deps } from './deps.ts';
import { perApp } from './per-app.ts';

export interface Person {
  account: string;
  userName: string;
  /** 1 internal, 2 external (§3 User info). */
  userSource: number;
}

export interface People {
  /** account and name of these users (unknown ids are left out). */
  users(userIds: readonly string[]): Promise<Map<string, Person>>;
  /** Names of these enterprises (unknown ids are left out). */
  enterpriseNames(entIds: readonly string[]): Promise<Map<string, string>>;
  /** Of `userIds`, those that belong to the enterprise. */
  membersAmong(entId: string, userIds: readonly string[]): Promise<string[]>;
  /** The user's default enterprise. */
  defaultEnterpriseOf(userId: string): Promise<string | undefined>;
  /** Ids of the users whose account contains `text` (a list filter), at most `limit`. */
  idsByAccount(text: string, limit: number): Promise<string[]>;
}

const slot = perApp((): { people?: People } => ({}));

export function providePeople(deps: Deps, people: People): void {
  slot(deps).people = people;
}

export function people(deps: Deps): People {
  const p = slot(deps).people;
  if (!p) throw new Error('people directory not provided (the user module registers it)');
  return p;
}
