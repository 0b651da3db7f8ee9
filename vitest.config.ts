import { defineConfig } from 'vitest/config';
import { endpointRoutes } from './apps/web/endpoint-routes.ts';

// One vitest run, three projects: the shared rules, the web (jsdom) and the server (real database).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [endpointRoutes()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          // Rendering antd pages in jsdom on a loaded two-core machine can take several seconds (one auth test took
          // 8.4 s against the default 5 s): a timeout that holds there, so only a real hang fails.
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
