/**
 * The boundary matrix of docs/architecture.md, as the linter enforces it: one case per cell that must refuse, and
 * the allowed routes beside them. Each case lints a real file of the tree with one import added.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' });
});

async function refused(file: string, specifier: string): Promise<boolean> {
  const text = `import * as probe from '${specifier}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result.messages.some((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('module boundaries', () => {
  it.each<[string, string, string, boolean]>([
    [
      'a module asks another through its index',
      'apps/server/src/modules/eloan/loan.routes.ts',
      '../user/index.ts',
      false,
    ],
    [
      "a module does not reach into another's repo",
      'apps/server/src/modules/eloan/loan.routes.ts',
      '../user/repo.ts',
      true,
    ],
    [
      "a module does not read another area's tables",
      'apps/server/src/modules/eloan/repo.ts',
      '../../db/schema/user.ts',
      true,
    ],
    ['a module reads its own tables', 'apps/server/src/modules/eloan/repo.ts', '../../db/schema/eloan.ts', false],
    ['a module does not import the demo seed', 'apps/server/src/modules/eloan/repo.ts', '../../db/seed/ids.ts', true],
    ['server platform does not import modules', 'apps/server/src/platform/routes.ts', '../modules/user/index.ts', true],
    ['db does not import platform', 'apps/server/src/db/client.ts', '../platform/events.ts', true],
    ['db does not import modules', 'apps/server/src/db/seed/index.ts', '../../modules/eloan/repo.ts', true],
    [
      'a web feature does not import another',
      'apps/web/src/features/header/HeaderTools.tsx',
      '../workbench/api/keys.ts',
      true,
    ],
    [
      'a web feature imports the platform',
      'apps/web/src/features/header/HeaderTools.tsx',
      '../../platform/request/index.ts',
      false,
    ],
    ['web platform does not import features', 'apps/web/src/platform/navigation.ts', '../features/auth/paths.ts', true],
    [
      'shared imports nothing of the apps',
      'packages/shared/src/format.ts',
      '../../../apps/web/src/platform/navigation.ts',
      true,
    ],
  ])('%s', async (_rule, file, specifier, expected) => {
    expect(await refused(file, specifier)).toBe(expected);
  });
});
