/**
 * Bulk users for the benchmarks, written by SQL in three statements: `<idPrefix>1 … <idPrefix><n>`, accounts
 * `<accountPrefix>1 …`, newest first by number, each a member of one of the demo enterprises 351000000000000002…007
 * (in turn) with the enterprise user role there, then VACUUM ANALYZE.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { ROLE } from '../../apps/server/src/db/seed/ids.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/tokens.ts';

/** The demo enterprises the bulk users are spread over. */
export const BULK_ENTS = [2, 3, 4, 5, 6, 7].map((k) => `35100000000000000${k}`);

export interface BulkUsers {
  n: number;
  password: string;
  idPrefix: string;
  accountPrefix: string;
  /** user_name is this and the number. */
  namePrefix: string;
  /** Three digits: phones are this and the number on 8 digits. */
  phonePrefix: string;
  /** SQL over `i` for user_source and status (default 1 and 1: portal users, enabled). */
  userSourceSql?: string;
  statusSql?: string;
}

export async function seedBulkUsers(db: Database, u: BulkUsers): Promise<void> {
  const passwordHash = await hashPassword(u.password);
  const ents = `(ARRAY[${BULK_ENTS.map((e) => `'${e}'`).join(', ')}])[1 + i % ${BULK_ENTS.length}]`;
  const series = `generate_series(1, ${u.n}) i`;
  const id = `'${u.idPrefix}' || i`;
  await db.exec(`INSERT INTO users (id, account, user_name, show_name, phone, password_hash, user_source, status, created_at)
    SELECT ${id}, '${u.accountPrefix}' || i, '${u.namePrefix}' || i, '${u.accountPrefix}' || i,
      '${u.phonePrefix}' || lpad(i::text, 8, '0'), '${passwordHash}', ${u.userSourceSql ?? '1'}, ${u.statusSql ?? '1'},
      now() - interval '1 hour' - i * interval '1 second'
    FROM ${series}`);
  await db.exec(
    `INSERT INTO memberships (user_id, ent_id, is_default, status) SELECT ${id}, ${ents}, true, 1 FROM ${series}`,
  );
  await db.exec(
    `INSERT INTO user_roles (user_id, ent_id, role_id) SELECT ${id}, ${ents}, '${ROLE.entUser}' FROM ${series}`,
  );
  // What autovacuum does to a table after a bulk load: statistics and the visibility map (without it, a deep page's
  // skip over users_created_idx reads the table for every row it skips).
  await db.exec('VACUUM ANALYZE');
}
