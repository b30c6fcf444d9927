import { defineConfig } from 'vitest/config';

// Tests import workspace packages through their `source` export condition, so they run on the
// TypeScript sources directly and never need a prior `tsc -b`.
export default defineConfig({
  resolve: { conditions: ['source', 'import', 'module', 'default'] },
  ssr: { resolve: { conditions: ['source', 'import', 'module', 'default'], externalConditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    typecheck: { enabled: true, include: ['packages/*/src/**/*.test-d.ts'], tsconfig: 'tsconfig.check.json' },
  },
});
