// Starts the real server for the e2e run: a fresh embedded database with the demo data, captcha off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT || '8181',
    AUTH_CAPTCHA: 'off',
    // The journeys read SMS codes from the development outbox (loopback only).
    DEV_SMS_OUTBOX: 'on',
    LOG_LEVEL: 'warn',
    // Every journey comes from 127.0.0.1, so the per-IP limits would count the whole run as one visitor: each login
    // page load fetches a captcha (RATE_LIMIT_SMS), and a fast run passed 30 a minute. The limits have server tests.
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_SMS: '1000',
    RATE_LIMIT_PHONE_CHECK: '1000',
    RATE_LIMIT_WRITE: '1000',
  },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
