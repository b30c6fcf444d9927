#!/usr/bin/env node
// `npm test`: installs what is missing, builds what is stale, then runs every test runner of the
// project in a fixed order and ends with one line `N passed, N failed`. Exit code 1 on any failure.
// Node built-ins only (it runs right after a clone).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();

/** Each runner: a name, how to run it, and how to read its counts afterwards. */
const runners = [
  {
    name: 'unit (vitest)',
    run(outFile) {
      return run(process.execPath, [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${outFile}`,
      ]);
    },
    counts(outFile) {
      const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
    },
  },
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-test-'));
let passed = 0;
let failed = 0;
let broken = 0;
for (const [i, runner] of runners.entries()) {
  console.log(`\n── ${runner.name}`);
  const outFile = path.join(tmp, `runner-${i}.json`);
  const code = runner.run(outFile);
  let counts;
  try {
    counts = runner.counts(outFile);
  } catch {
    counts = { passed: 0, failed: 0 };
  }
  passed += counts.passed;
  failed += counts.failed;
  // A runner that failed without reporting a failed test (a crash, a type error) still fails the run.
  if (code !== 0 && counts.failed === 0) broken++;
}
fs.rmSync(tmp, { recursive: true, force: true });
if (broken) console.log(`\n${broken} runner(s) exited with an error outside the test counts.`);
console.log(`\n${passed} passed, ${failed + broken} failed`);
process.exitCode = failed + broken > 0 ? 1 : 0;
