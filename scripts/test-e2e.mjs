#!/usr/bin/env node
// `npm run test:e2e`: only the portal's browser tests (apps/portal/e2e, Playwright in Debian's
// Chromium), after installing, building the packages and the portal when stale. Ends with one line
// `N passed, N failed`; exit code 1 on any failure. Arguments go to `playwright test`:
// `npm run test:e2e -- --grep language`, `npm run test:e2e -- apps/portal/e2e/filters.spec.ts`.
// `--catalogue` (`npm run e2e:catalogue`) runs the full catalogue sweep instead: every dashboard of
// every tenant under each critical-moment selection it tells apart, with a screenshot of each view in
// screenshots/catalogue/ (apps/portal/e2e/catalogue.spec.ts; `npm test` sweeps one dashboard a tenant).
// `--editor` (`npm run e2e:editor`) runs the editor's browser tests (apps/editor/e2e) instead.
// Node built-ins only.
import path from 'node:path';
import { ensureChromiumInstalled } from './lib/chromium.mjs';
import { playwrightCounts, runEditorE2e, runPortalE2e } from './lib/playwright.mjs';
import { startRunTemp } from './lib/run-temp.mjs';
import { ensureBuilt, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const chromium = ensureChromiumInstalled();
ensureWebBuilt();

// Every temporary folder of the run lands in its own (scripts/lib/run-temp.mjs).
const runTemp = startRunTemp('e2e');
const tmp = runTemp.dir;
const env = { ...process.env, ...runTemp.env };
const outFile = path.join(tmp, 'playwright.json');
const args = process.argv.slice(2);
const catalogue = args.includes('--catalogue');
const editor = args.includes('--editor');
const code = editor
  ? runEditorE2e(outFile, { chromium, env, args: args.filter((a) => a !== '--editor') })
  : runPortalE2e(outFile, {
      chromium,
      args: catalogue ? ['apps/portal/e2e/catalogue.spec.ts', ...args.filter((a) => a !== '--catalogue')] : args,
      env: catalogue ? { ...env, VOZ_CATALOGUE: 'full' } : env,
    });
let counts = { passed: 0, failed: 0, names: [] };
try {
  counts = playwrightCounts(outFile);
} catch {
  // No report: Playwright did not get to run (a broken configuration); the exit code says so.
}
runTemp.remove();
// A run that failed without reporting a failed test (a crash) still fails.
const broken = code !== 0 && counts.failed === 0 ? 1 : 0;
if (counts.names.length) console.log(`\nFailed:\n${counts.names.map((name) => `  ✗ ${name}`).join('\n')}`);
if (broken) console.log('\nPlaywright exited with an error outside the test counts.');
console.log(`\n${counts.passed} passed, ${counts.failed + broken} failed`);
process.exitCode = counts.failed + broken > 0 ? 1 : 0;
