import { defineConfig } from '@playwright/test';

/**
 * The journeys sign in as shared demo accounts, one live session per account, and change the data they read: each
 * worker has its own server and database (ports from E2E_PORT, 8181, up), and runs its journeys one after another.
 * Playwright sets TEST_PARALLEL_INDEX in each worker process, which loads this file again: its server's address.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));
const FIRST_PORT = Number(process.env.E2E_PORT || 8181);
const urlOf = (index: number) => `http://127.0.0.1:${FIRST_PORT + index}`;
export const baseURL = urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A journey's tests run in order in one worker; the journeys are shared out between the workers.
  workers: WORKERS,
  fullyParallel: false,
  // No re-runs: a flaky journey is a bug to fix.
  retries: 0,
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME): it prints the slowest files from it.
  reporter: [
    ['list'],
    ['./failure-reporter.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A desktop portal: the top menu of the richest demo users fits without folding into "…".
    viewport: { width: 1920, height: 1080 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node --import tsx start-server.mjs',
    env: { E2E_PORT: String(FIRST_PORT + index) },
    url: `${urlOf(index)}/japi/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
