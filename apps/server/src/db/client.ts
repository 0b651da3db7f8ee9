/**
 * The database behind one interface: PGlite in DATA_DIR (embedded, the default) or PostgreSQL (DATABASE_URL).
 * Both speak PostgreSQL, so one Drizzle schema (db/schema/<area>.ts) and one set of migrations serve both.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type Db = NodePgDatabase;
/** A transaction: repo functions that must join the caller's transaction take a `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL (health checks, benchmarks' bulk loads). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool and how to open a connection of its own (the event bus's LISTEN connection). */
  postgres?: { pool: pg.Pool; connection: pg.ClientConfig };
  /** PGlite only: its data directory as a tarball, for test templates. */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbOptions {
  /** postgres://… with its user name (config.ts fills a missing one); when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests). */
  loadDataDir?: Blob;
  /** PostgreSQL: schema to use (tests isolate themselves by schema). */
  pgSchema?: string;
  /** Connections in the PostgreSQL pool (config.dbPoolMax). */
  poolMax?: number;
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.url) {
    const connection: pg.ClientConfig = { connectionString: opts.url };
    const pool = new pg.Pool({
      ...connection,
      max: opts.poolMax ?? 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // An idle connection that the server ends (a PostgreSQL restart, an administrator's terminate, a failover) is
    // reported on the pool; pg-pool has already dropped it and the next query opens a new one. Without a listener
    // Node treats the event as unhandled and the whole instance exits.
    pool.on('error', () => {});
    if (opts.pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${opts.pgSchema}"`);
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: opts.pgSchema ?? 'drizzle' });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
      postgres: { pool, connection },
    };
  }
  // pg_trgm: the trigram indexes of the lists' contains-filters (migration 0011); PostgreSQL has it as a contrib.
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
