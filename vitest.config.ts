import { configDefaults, defineConfig } from 'vitest/config';
import { endpointRoutes } from './apps/web/endpoint-routes.ts';

/**
 * Server test files whose subject does not depend on the database's dialect (the build's files, the API document,
 * encodings, the captcha image, socket frames, pure rules, the embedded database's own lock): the PostgreSQL pass
 * (DATABASE_URL set) leaves them to the PGlite pass instead of running them twice.
 */
const DIALECT_FREE = [
  'api-contract',
  'app-html',
  'boundaries',
  'captcha',
  'data-dir-lock',
  'encoding',
  // The embedded data directory by construction: the same in both passes.
  'faults-kill-pglite',
  'realtime-frames',
  'robustness-exports',
  'seed-data',
  'sub-apps',
  'validation',
  'web-app',
].map((name) => `test/${name}.test.ts`);

/**
 * Server test files about the contract rather than the database (every endpoint's access and bad input: validation
 * answers before any SQL, and "nothing written" is the same on both): `npm test` runs them once, in the PostgreSQL pass,
 * where they take half the time, when that pass follows (SERVER_PG_PASS_FOLLOWS); run alone they run on PGlite.
 */
const CONTRACT_ONLY = ['endpoints', 'endpoints-malformed', 'bad-input-*'].map((name) => `test/${name}.test.ts`);

/** What the server project leaves out of this pass. */
function serverExcluded(): string[] {
  if (process.env.DATABASE_URL) return DIALECT_FREE;
  return process.env.SERVER_PG_PASS_FOLLOWS ? CONTRACT_ONLY : [];
}

// One vitest run, three projects: the shared rules, the web (jsdom) and the server (real database).
export default defineConfig({
  test: {
    // vitest's default for a run is one worker less than the cores: one worker on this two-core machine, with the
    // other core mostly idle while a file runs. The suite is CPU-bound in its workers (jsdom, PGlite), so both.
    maxWorkers: 2,
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
          exclude: [...configDefaults.exclude, ...serverExcluded()],
          environment: 'node',
          // The files of a worker share its modules instead of importing the server afresh each (the imports took
          // 70 s of the PGlite pass's CPU; the pass 210 → 171 s). They can: every file starts its own server and
          // database, none mocks a module or changes the environment, and the server's module-level registries
          // (workflow handlers, attachment owners) hold the same functions whoever registers them.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
