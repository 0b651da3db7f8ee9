/**
 * Demo data, seeded once: a marker in `meta` records it, so a restart keeps what users changed. Each area's seed is
 * its own file here exporting `seed` (a SeedStep, types.ts); this file finds them, orders them so that an area's rows
 * come after those they point at (`after`), and runs them all in one transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { meta } from '../schema/platform.ts';
import type { SeedStep } from './types.ts';

const SEED_KEY = 'demo_seed';
const SEED_DIR = import.meta.dirname;

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, SEED_KEY)).limit(1);
  return Boolean(row);
}

/** Every area's seed step, in the order they must run. */
export async function seedSteps(): Promise<SeedStep[]> {
  const steps: SeedStep[] = [];
  for (const file of fs
    .readdirSync(SEED_DIR)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .sort()) {
    const mod = (await import(pathToFileURL(path.join(SEED_DIR, file)).href)) as { seed?: SeedStep };
    if (mod.seed) steps.push(mod.seed);
  }
  return orderSteps(steps);
}

/** Steps with every step after the areas it names in `after` (a stable topological order; a cycle is an error). */
export function orderSteps(steps: readonly SeedStep[]): SeedStep[] {
  const byArea = new Map(steps.map((s) => [s.area, s]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: SeedStep[] = [];
  const visit = (s: SeedStep) => {
    if (done.has(s.area)) return;
    if (visiting.has(s.area)) throw new Error(`seed steps depend on each other in a cycle at "${s.area}"`);
    visiting.add(s.area);
    for (const a of s.after ?? []) {
      const dep = byArea.get(a);
      if (!dep) throw new Error(`seed "${s.area}" comes after "${a}", which has no seed`);
      visit(dep);
    }
    visiting.delete(s.area);
    done.add(s.area);
    out.push(s);
  };
  for (const s of steps) visit(s);
  return out;
}

export async function seedDemoData(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const steps = await seedSteps();
  await db.transaction(async (tx) => {
    for (const step of steps) await step.run(tx);
    await tx.insert(meta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
  return true;
}
