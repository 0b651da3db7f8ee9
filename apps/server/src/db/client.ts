/**
 * The database behind one interface: PGlite in DATA_DIR (embedded, the default) or PostgreSQL (DATABASE_URL).
 * Both speak PostgreSQL, so one Drizzle schema and one set of migrations serve both.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import pg from 'pg';
import * as schema from './schema.ts';
import { InProcessBus, PgNotifyBus, type EventBus } from '../platform/events.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL (health checks, benchmarks' bulk loads). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The cross-instance event bus: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (one instance). */
  createBus(onError: (err: unknown) => void): Promise<EventBus>;
  /** PGlite only: its data directory as a tarball, for test templates. */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbOptions {
  /** postgres://… ; when absent, PGlite is used. */
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

/**
 * node-postgres takes a missing user name from $USER, which service managers and CI often leave unset; the
 * process's own user is the same default, read from the system instead.
 */
export function connectionConfig(url: string): pg.ClientConfig {
  const parsed = new URL(url);
  // (pg lets the parsed connection string override a separate `user`, so the name goes into the URL.)
  if (!parsed.username && !process.env.PGUSER && !process.env.USER) parsed.username = os.userInfo().username;
  return { connectionString: parsed.toString() };
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      ...connectionConfig(opts.url),
      max: opts.poolMax ?? 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    if (opts.pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${opts.pgSchema}"`);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: opts.pgSchema ?? 'drizzle' });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
      createBus: async (onError) => {
        const bus = new PgNotifyBus(connectionConfig(opts.url!), pool, onError);
        await bus.start();
        return bus;
      },
    };
  }
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
    createBus: async () => new InProcessBus(),
    dump: () => client.dumpDataDir('none'),
  };
}
