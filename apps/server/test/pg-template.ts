/**
 * The PostgreSQL pass's shared set-up: migrating and seeding a schema costs about 2 s, and every test server needs
 * one. The global set-up seeds one template database once per run; each test server then gets a database of its own
 * copied from it (`CREATE DATABASE … TEMPLATE`, a file copy), in the same schema.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresUrl } from '../src/config.ts';

/** The schema the template is seeded in, and so the schema of every copy. */
export const TEMPLATE_SCHEMA = 'portal';

/** `url` pointing at another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(postgresUrl(url));
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on the server's maintenance connection (the DATABASE_URL database itself). */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl(url) });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

export interface DatabaseCopy {
  /** The copy's connection URL; open it with `pgSchema: TEMPLATE_SCHEMA`. */
  url: string;
  /** Drops the copy (connections still open to it are ended). */
  drop: () => Promise<void>;
}

/** A fresh database copied from the run's seeded template. */
export async function copyTemplate(url: string, template: string, prefix = 't'): Promise<DatabaseCopy> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: databaseUrl(url, name),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
