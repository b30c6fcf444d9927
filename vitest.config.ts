import { defineConfig } from 'vitest/config';

// Tests import workspace packages through their `source` export condition, so they run on the
// TypeScript sources directly and never need a prior `tsc -b`. The list keeps Vite's defaults
// after it: an explicit `import` condition would leak into Node's require() of CommonJS
// dependencies (pg requires pg-pool) and load their ES builds instead.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Server suites start PGlite or PostgreSQL in beforeAll; a busy 2-core machine needs more than 10 s.
    hookTimeout: 120_000,
    typecheck: { enabled: true, include: ['packages/*/src/**/*.test-d.ts'], tsconfig: 'tsconfig.check.json' },
  },
});
