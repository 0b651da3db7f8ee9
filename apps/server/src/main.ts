/** Starts the portal: database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrations, demo data, server. */
import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { seedDemoData } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { scheduleMaintenance } from './platform/maintenance.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  // One server per embedded data directory: a second start on it stops here, before it opens the database.
  try {
    lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, pgSchema: config.databaseSchema, poolMax: config.dbPoolMax }
    : { dataDir: config.dataDir },
);
const seeded = !config.seedDemo ? false : await seedDemoData(database.db);
const app = await buildApp({ config, database });
app.log.info({ db: database.kind, seeded }, 'database ready');
scheduleMaintenance(app);

let closing = false;
async function shutDown(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutDown());
}

await app.listen({ port: config.port, host: config.host });
