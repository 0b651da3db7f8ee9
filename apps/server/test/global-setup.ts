/**
 * Builds one migrated, seeded PGlite data directory per test run (initdb and seeding cost seconds) and
 * hands its path to every test file, which starts its own database from it. With DATABASE_URL set, the
 * files use PostgreSQL instead, each in a schema of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/index.ts';

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
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

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
