import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT || '8181';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journeys sign in as shared demo accounts (one live session per account), so they run one at a time.
  workers: 1,
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
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/japi/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
