/**
 * Several instances of the app on one PostgreSQL database (a copy of the run's seeded template), for the
 * multi-instance tests: they run with DATABASE_URL (PGlite is one instance by design).
 */
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, postgresUrl } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { copyTemplate, TEMPLATE_SCHEMA, type DatabaseCopy } from './pg-template.ts';
import { listen as listenOn } from './realtime-helpers.ts';

/** The PostgreSQL database of the multi-instance tests; undefined when they do not run (no DATABASE_URL). */
export const multiInstanceUrl = process.env.DATABASE_URL ? postgresUrl(process.env.DATABASE_URL) : undefined;

export interface Instance {
  app: FastifyInstance;
  database: Database;
  /** The listening address (http://127.0.0.1:port); empty when started with `listen: false`. */
  base: string;
}

export interface Instances extends Array<Instance> {
  /** Closes every app and every database handle, then drops the database. */
  close(): Promise<void>;
}

/**
 * Starts `n` instances on one fresh database `${schemaPrefix}_<random>` copied from the seeded template, each with its
 * own database handle and the same config: the test defaults (captcha off, silent logs, a high login rate limit)
 * with `env` over them. Each listens on an ephemeral port, or with `listen: false` is only made ready.
 */
export async function startInstances(
  n: number,
  opts: { schemaPrefix: string; env?: Record<string, string>; listen?: boolean },
): Promise<Instances> {
  if (!multiInstanceUrl) throw new Error('multi-instance tests need DATABASE_URL');
  const copy: DatabaseCopy = await copyTemplate(multiInstanceUrl, inject('pgTemplate'), opts.schemaPrefix);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: '1000',
    ...opts.env,
  });
  const started: Instance[] = [];
  const instances: Instances = Object.assign(started, {
    async close() {
      for (const { app } of started) await app.close();
      for (const { database } of started) await database.close();
      await copy.drop();
    },
  });
  try {
    for (let i = 0; i < n; i++) {
      const database = await openDatabase({ url: copy.url, pgSchema: TEMPLATE_SCHEMA });
      const app = await buildApp({ config, database });
      let base = '';
      if (opts.listen === false) await app.ready();
      else base = await listenOn(app);
      started.push({ app, database, base });
    }
  } catch (err) {
    await instances.close();
    throw err;
  }
  return instances;
}
