/**
 * The area modules: every folder of src/modules with an index.ts whose default export is the area's Fastify plugin.
 * A new area is a new folder; nothing here changes. Registered in name order (the order does not matter: each
 * module registers its own endpoints, at the full path its contract names).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const MODULES_DIR = path.join(import.meta.dirname, 'modules');

/** The area folders, in name order. */
export function moduleNames(): string[] {
  return fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(MODULES_DIR, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const name of moduleNames()) {
    const mod = (await import(pathToFileURL(path.join(MODULES_DIR, name, 'index.ts')).href)) as {
      default?: FastifyPluginAsync;
    };
    if (typeof mod.default !== 'function')
      throw new Error(`modules/${name}/index.ts must export its Fastify plugin as default`);
    await app.register(mod.default);
  }
}
