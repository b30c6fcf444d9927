#!/usr/bin/env node
// `npm run bench`: runs every benchmark of the project, one after the other.
import path from 'node:path';
import { root, run } from './lib/workspace.mjs';

const benchmarks = ['bench-validate.mjs', 'bench-render.mjs', 'bench-portal.mjs', 'bench-api.mjs'];
let failed = 0;
for (const b of benchmarks) {
  console.log(`\n── ${b}`);
  if (run(process.execPath, [path.join(root, 'scripts', b), ...process.argv.slice(2)]) !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
