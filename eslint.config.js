/**
 * Lint rules that hold the project's shape (docs/architecture.md): type-aware typescript-eslint, react-hooks, no
 * import cycles, one import style (relative imports name their file, extension included), and the boundaries between
 * parts — derived from the folders, so a new area or feature is covered without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const dirs = (rel) =>
  fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const schemaAreas = fs
  .readdirSync(path.join(root, 'apps/server/src/db/schema'))
  .filter((f) => f.endsWith('.ts') && f !== 'columns.ts')
  .map((f) => f.replace(/\.ts$/, ''));

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const features = dirs(`${WEB}/features`);
const modules = dirs(`${SERVER}/modules`);

/** The boundary matrix: who may not import whom (import-x/no-restricted-paths zones, paths from the repo root). */
const zones = [
  // Shared is the domain: it imports nothing of the apps.
  { target: 'packages/shared', from: 'apps', message: 'packages/shared imports nothing of the apps.' },
  // Web: platform is below features, layouts and the app; features do not import each other.
  {
    target: `${WEB}/platform`,
    from: [`${WEB}/features`, `${WEB}/layouts`, `${WEB}/app`],
    message: 'Web platform code does not import features, layouts or the app.',
  },
  ...features.map((f) => ({
    target: `${WEB}/features/${f}`,
    from: features.filter((g) => g !== f).map((g) => `${WEB}/features/${g}`),
    message: 'A feature does not import another feature: move what both need to platform/ or packages/shared.',
  })),
  // Server: platform and db below the modules; a module asks another through that module's index.ts only, and
  // touches only its own tables.
  { target: `${SERVER}/platform`, from: `${SERVER}/modules`, message: 'Platform code does not import modules.' },
  {
    target: `${SERVER}/db`,
    from: [`${SERVER}/modules`, `${SERVER}/platform`],
    message: 'db/ imports neither modules nor platform.',
  },
  ...modules.flatMap((m) => [
    ...modules
      .filter((n) => n !== m)
      .map((n) => ({
        target: `${SERVER}/modules/${m}`,
        from: `${SERVER}/modules/${n}`,
        except: ['./index.ts'],
        message: `modules/${m} asks modules/${n} only through its index.ts.`,
      })),
    {
      target: `${SERVER}/modules/${m}`,
      from: schemaAreas.filter((a) => a !== m).map((a) => `${SERVER}/db/schema/${a}.ts`),
      message: `modules/${m} reads and writes only its own tables (db/schema/${m}.ts).`,
    },
    { target: `${SERVER}/modules/${m}`, from: `${SERVER}/db/seed`, message: 'Modules do not import the demo seed.' },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
      '**/*.mjs',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: root },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          alwaysTryTypes: true,
          project: [
            'apps/*/tsconfig.json',
            'apps/subapps/tsconfig.json',
            'packages/*/tsconfig.json',
            'bench/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/extensions': ['error', 'ignorePackages', { checkTypeImports: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins and handlers, and the lifecycles qiankun calls, must return promises whether or not they
      // await anything: an async function without await is the API's shape there, not a mistake.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/subapps/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The server's test files share their worker's modules (vitest.config.ts, isolate: false): a mocked module or a
    // changed environment would reach the files after it.
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'The server tests share modules: start a server with its own settings (startTestServer) instead.',
        })),
      ],
    },
  },
);
