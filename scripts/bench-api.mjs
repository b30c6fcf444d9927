#!/usr/bin/env node
// `npm run bench:api`: the API benchmark (apps/api/src/bench/api-bench.ts) on PGlite and on a
// throwaway PostgreSQL server (scripts/lib/postgres.mjs; Debian's package, installed when absent).
// Arguments are passed on: `npm run bench:api -- --engine pglite --per-kind 100`.
import path from 'node:path';
import { startPostgres } from './lib/postgres.mjs';
import { ensureBuilt, ensureInstalled, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const args = process.argv.slice(2);
const engines = args.flatMap((arg, i) => (args[i - 1] === '--engine' ? [arg] : []));
const wantsPostgres = engines.length === 0 || engines.includes('postgres');
// Sized for the data, as a deployment would be: the roll-ups of 1M responses (~250 MB) stay in
// shared buffers instead of being read back from the OS page cache (the tests keep 128 MB).
const SERVER_SETTINGS = 'shared_buffers = 1GB\n';
const postgres =
  wantsPostgres && !args.includes('--pg-url') ? await startPostgres({ settings: SERVER_SETTINGS }) : undefined;
try {
  const code = run(process.execPath, [
    path.join(root, 'apps/api/dist/bench/api-bench.js'),
    ...args,
    ...(postgres ? ['--pg-url', postgres.url] : []),
  ]);
  process.exitCode = code;
} finally {
  postgres?.stop();
}
