#!/usr/bin/env node
// `npm test`: installs what is missing, builds what is stale, then runs every test runner of the
// project in a fixed order and ends with one line `N passed, N failed`. Exit code 1 on any failure.
// Node built-ins only (it runs right after a clone).
//
// One PostgreSQL server serves the run (installed with apt-get when missing, DEPENDENCIES.md): its
// URL reaches the tests as VOZ_TEST_PG_URL, and the api suites run a second time on it
// (VOZ_TEST_ENGINE=postgres). VOZ_TEST_POSTGRES=0 leaves PostgreSQL out; a VOZ_TEST_PG_URL already
// set is used instead of starting a server.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromiumInstalled } from './lib/chromium.mjs';
import { playwrightCounts, runEditorE2e, runPortalE2e } from './lib/playwright.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startRunTemp } from './lib/run-temp.mjs';
import { ensureBuilt, ensureInstalled, ensureWebBuilt, root, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();

const withPostgres = process.env.VOZ_TEST_POSTGRES !== '0';
let postgres;
let postgresFailed = false;
if (withPostgres && !process.env.VOZ_TEST_PG_URL) {
  try {
    postgres = await startPostgres();
    const { initdb, start } = postgres.timings;
    console.log(
      `› PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port} (initdb ${initdb.toFixed(1)} s, start ${start.toFixed(1)} s)`,
    );
  } catch (error) {
    console.error(
      `\nPostgreSQL could not start, its tests are skipped: ${error.message}\n(VOZ_TEST_POSTGRES=0 npm test runs without it.)`,
    );
    postgresFailed = true;
  }
}
const pgUrl = withPostgres ? process.env.VOZ_TEST_PG_URL || postgres?.url : undefined;
// Every temporary folder of the suites lands in the run's own (scripts/lib/run-temp.mjs).
const runTemp = startRunTemp('test');
const testEnv = { ...process.env, ...runTemp.env };
delete testEnv.VOZ_TEST_PG_URL;
delete testEnv.VOZ_TEST_ENGINE;
if (pgUrl) testEnv.VOZ_TEST_PG_URL = pgUrl;

/** Runs vitest with the JSON report in outFile; `args` narrows the run. */
function vitest(outFile, args = [], env = testEnv) {
  return run(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outFile}`,
      ...args,
    ],
    { env },
  );
}

/**
 * Passed and failed tests of a vitest JSON report, with the names of what failed (a test, or a file
 * that failed outside its tests) so that the end of the output says which.
 */
function vitestCounts(outFile) {
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push(`${where} › ${test.fullName ?? test.title}`);
    if (file.status === 'failed' && failedTests.length === 0) names.push(`${where} (${firstLine(file.message)})`);
  }
  // numFailedTestSuites counts the file and every describe block around a failed test as well, so a
  // failure is a failed test, or a file that failed without one (it did not load, a hook threw).
  return { passed: report.numPassedTests, failed: names.length, names };
}

function firstLine(text) {
  return String(text ?? 'failed').split('\n', 1)[0];
}

// Browser tests run in Debian's Chromium, installed here when missing.
let chromium;
let chromiumFailed = false;
try {
  chromium = ensureChromiumInstalled();
} catch (error) {
  console.error(`\nChromium is missing, the browser tests are skipped: ${error.message}`);
  chromiumFailed = true;
}

/** Each runner: a name, how to run it, and how to read its counts afterwards. */
const runners = [
  { name: 'unit (vitest)', run: (outFile) => vitest(outFile), counts: vitestCounts },
  // Every Storybook story in Chromium (.storybook/vitest.config.ts): its play function asserts
  // what it shows, and a console error fails it.
  ...(chromium
    ? [
        {
          name: 'stories in Chromium (vitest browser)',
          run: (outFile) =>
            vitest(outFile, ['--config', '.storybook/vitest.config.ts'], { ...testEnv, VOZ_CHROMIUM: chromium }),
          counts: vitestCounts,
        },
        // The portal in Chromium (apps/portal/e2e): its production build served by API servers of
        // their own (one per test file), signed in as the demo accounts.
        {
          name: 'portal in Chromium (Playwright)',
          run: (outFile) => {
            try {
              ensureWebBuilt();
            } catch (error) {
              console.error(`\nThe portal could not be built, its browser tests did not run: ${error.message}`);
              return 1;
            }
            return runPortalE2e(outFile, { chromium, env: testEnv });
          },
          counts: playwrightCounts,
        },
        // The editor in Chromium (apps/editor/e2e): its production build served by API servers of
        // their own, each on a copy of dashboards/, used as a consultant would; the files on disk
        // are checked after each save.
        {
          name: 'editor in Chromium (Playwright)',
          run: (outFile) => {
            try {
              ensureWebBuilt();
            } catch (error) {
              console.error(`\nThe editor could not be built, its browser tests did not run: ${error.message}`);
              return 1;
            }
            return runEditorE2e(outFile, { chromium, env: testEnv });
          },
          counts: playwrightCounts,
        },
      ]
    : []),
  // The api suites again, their servers on PostgreSQL; db/ and test-support/ already ran both engines.
  ...(pgUrl
    ? [
        {
          name: 'api on PostgreSQL (vitest)',
          run: (outFile) =>
            vitest(
              outFile,
              [
                'apps/api/src',
                '--exclude',
                'apps/api/src/db/**',
                '--exclude',
                'apps/api/src/test-support/**',
                // Its servers are `npm start`'s, on PGlite whatever the engine: they ran above.
                '--exclude',
                'apps/api/src/server-kills.test.ts',
              ],
              {
                ...testEnv,
                VOZ_TEST_ENGINE: 'postgres',
              },
            ),
          counts: vitestCounts,
        },
      ]
    : []),
];

const tmp = runTemp.dir;
let passed = 0;
let failed = 0;
let broken = 0;
const failures = [];
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
  for (const name of counts.names ?? []) failures.push(`${runner.name}: ${name}`);
  // A runner that failed without reporting a failed test (a crash, a type error) still fails the run.
  if (code !== 0 && counts.failed === 0) broken++;
}
runTemp.remove();
postgres?.stop();
// A server that should have run and did not fails the run: its tests were skipped, not passed.
if (postgresFailed) broken++;
if (chromiumFailed) broken++;
if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
if (broken) console.log(`\n${broken} runner(s) exited with an error outside the test counts.`);
console.log(`\n${passed} passed, ${failed + broken} failed`);
process.exitCode = failed + broken > 0 ? 1 : 0;
