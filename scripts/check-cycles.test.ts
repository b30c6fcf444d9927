import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCycles as check } from './check-cycles.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const made: string[] = [];
/** A workspace of the given files (path -> text) in a folder of its own. */
function workspace(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-cycles-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('check-cycles', () => {
  it('finds a cycle made of type imports only, with a path around it', () => {
    const root = workspace({
      'apps/api/src/app.ts': "import { routes } from './routes/index.js';\nexport interface Deps { a: 1 }\nroutes();\n",
      'apps/api/src/routes/index.ts': "import { one } from './one.js';\nexport function routes() { one(); }\n",
      'apps/api/src/routes/one.ts':
        "import type { Deps } from '../app.js';\nexport function one(d?: Deps) { return d; }\n",
    });
    const cycles = check(root);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.members).toHaveLength(3);
    expect(cycles[0]?.path).toEqual([
      'apps/api/src/app.ts',
      'apps/api/src/routes/index.ts',
      'apps/api/src/routes/one.ts',
      'apps/api/src/app.ts',
    ]);
  });

  it('follows re-exports and index files, and leaves tests and stories out', () => {
    const root = workspace({
      'packages/core/src/index.ts': "export * from './a/index.js';\n",
      'packages/core/src/a/index.ts': "export { b } from '../b.js';\n",
      'packages/core/src/b.ts': 'export const b = 1;\n',
      'packages/core/src/b.test.ts': "import { b } from './index.js';\nexport { b };\n",
      'packages/core/src/a/x.stories.tsx': "import '../index.js';\n",
    });
    expect(check(root)).toEqual([]);
    fs.writeFileSync(path.join(root, 'packages/core/src/b.ts'), "import '../src/index.js';\nexport const b = 1;\n");
    expect(check(root).map((c) => c.members.length)).toEqual([3]);
  });

  it('finds none in the workspace', () => {
    expect(check(ROOT).map((c) => c.path.join(' → '))).toEqual([]);
  });
});
