import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of ARCHITECTURE.md §2 are lint rules; these cases prove they fire.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { boundaries } = (await import(pathToFileURL(path.join(repo, 'eslint.boundaries.js')).href)) as {
  boundaries: Linter.Config[];
};
const eslint = new ESLint({
  cwd: repo,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    [
      'packages/core/src/x.ts',
      "import { validateTenant } from '@voz/validation';",
      'may not depend on @voz/validation',
    ],
    ['packages/schema/src/x.ts', "import { colorOf } from '@voz/core';", 'may not depend on @voz/core'],
    ['packages/validation/src/x.ts', "import { something } from '@voz/widgets';", 'may not depend on @voz/widgets'],
    ['packages/core/src/x.ts', "import { x } from '@voz/schema/src/generated/types.gen.js';", 'never a path inside it'],
    [
      'packages/validation/src/x.ts',
      "import { x } from '../../core/src/index.js';",
      'No relative imports into another package',
    ],
    ['packages/core/src/x.ts', "import fs from 'node:fs';", 'no Node built-ins'],
    ['packages/validation/src/lints/x.ts', "import fs from 'node:fs';", 'no Node built-ins'],
    ['packages/core/src/x.ts', "import { app } from '@voz/portal';", 'Nothing imports from an app'],
    [
      'apps/api/src/x.ts',
      "import { Widget } from '@voz/widgets';",
      'apps/api imports schema, core and validation only',
    ],
    ['apps/portal/src/x.ts', "import { MOCK_GENERATORS } from '@voz/widgets/mock';", 'The portal shows real data only'],
    ['apps/editor/src/x.ts', "import fs from 'node:fs';", 'no Node built-ins'],
    ['apps/editor/src/x.ts', "import { x } from '@voz/widgets/src/mock/rows.js';", 'never a path inside it'],
    ['apps/editor/src/x.ts', "import { x } from '@voz/portal';", 'Nothing imports from an app'],
    ['scripts/x.mjs', "import { loadConfig } from '../apps/api/src/config.js';", 'Scripts run on built code'],
    ['scripts/lib/x.mjs', "import { x } from '@voz/core/src/index.js';", 'never a path inside it'],
  ])('%s: %s is refused', async (file, code, expected) => {
    const messages = await messagesFor(file, code);
    expect(messages.join('\n')).toContain(expected);
  });

  it.each([
    ['packages/core/src/x.ts', "import { getValidator } from '@voz/schema';"],
    ['packages/validation/src/x.ts', "import { colorOf } from '@voz/core';"],
    ['packages/validation/src/cli/x.ts', "import fs from 'node:fs';"],
    ['packages/core/src/conditions/x.ts', "import { roundHalfUp } from '../metrics/index.js';"],
    ['apps/api/src/x.ts', "import { validateTenant } from '@voz/validation';"],
    ['apps/editor/src/x.test.ts', "import fs from 'node:fs';"],
    ['apps/editor/src/x.ts', "import { MOCK_GENERATORS } from '@voz/widgets/mock';"],
    ['scripts/x.mjs', "import fs from 'node:fs';"],
    ['scripts/x.mjs', "import { validateTenant } from '@voz/validation';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await messagesFor(file, code)).toEqual([]);
  });
});
