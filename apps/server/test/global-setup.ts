/**
 * Builds one migrated, seeded database per test run (initdb and seeding cost seconds) and hands it to every test
 * file, which starts its own database from it: a PGlite data directory, or with DATABASE_URL set a PostgreSQL
 * template database that each test server copies (pg-template.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/index.ts';
import { databaseUrl, onServer, TEMPLATE_SCHEMA } from './pg-template.ts';

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return setupPostgresTemplate(project, process.env.DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'template.tar');
  const database = await openDatabase({});
  await seedDemoData(database.db);
  const blob = await database.dump!();
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject, url: string) {
  const template = `portal_tpl_${process.pid}_${Date.now().toString(36)}`;
  await onServer(url, `CREATE DATABASE "${template}"`);
  const drop = () => onServer(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  try {
    const database = await openDatabase({ url: databaseUrl(url, template), pgSchema: TEMPLATE_SCHEMA });
    try {
      await seedDemoData(database.db);
    } finally {
      await database.close();
    }
  } catch (err) {
    await drop();
    throw err;
  }
  project.provide('pgTemplate', template);
  return drop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
