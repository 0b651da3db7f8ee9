// Starts the real server for the e2e run (one per worker, on E2E_PORT): a fresh embedded database with the demo data,
// with the journeys' settings (lib/server-env.ts; this file runs under tsx, see playwright.config.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { JOURNEY_SERVER_ENV } from './lib/server-env.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...JOURNEY_SERVER_ENV,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT || '8181',
  },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
