// The browser tests of the portal (apps/portal/e2e) and of the editor (apps/editor/e2e), Playwright
// in Debian's Chromium, as runners of
// `npm test` and `npm run test:e2e`. Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './workspace.mjs';

/** The Playwright configuration of the portal's browser tests. */
export const PORTAL_E2E_CONFIG = 'apps/portal/playwright.config.ts';

/** The Playwright configuration of the editor's browser tests. */
export const EDITOR_E2E_CONFIG = 'apps/editor/playwright.config.ts';

/**
 * Runs the portal's browser tests with the JSON report in `outFile` (list output on the terminal);
 * `args` are passed on to `playwright test` (--grep, a file...). Returns the exit code. The portal
 * must be built (ensureWebBuilt) and `chromium` is the browser's path.
 */
export function runPortalE2e(outFile, options = {}) {
  return runE2e(PORTAL_E2E_CONFIG, outFile, options);
}

/** The same for the editor's browser tests (apps/editor/e2e); the editor must be built. */
export function runEditorE2e(outFile, options = {}) {
  return runE2e(EDITOR_E2E_CONFIG, outFile, options);
}

function runE2e(config, outFile, { chromium, args = [], env = process.env } = {}) {
  return run(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', config, ...args],
    { env: { ...env, VOZ_CHROMIUM: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: outFile, PLAYWRIGHT_HTML_OPEN: 'never' } },
  );
}

/**
 * Passed and failed tests of a Playwright JSON report: `stats.expected` passed; `stats.unexpected`
 * (failed, or passed while marked to fail) and `stats.flaky` (passed only on a retry; there are none
 * with retries: 0, but a flaky test is a failure) failed. Errors outside any test (a file that does
 * not compile, the global setup) count as failures too. `names` says which (file:line › title).
 */
export function playwrightCounts(outFile) {
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const names = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'unexpected' || test.status === 'flaky')) {
        names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) names.push(String(error.message ?? 'error').split('\n', 1)[0]);
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), names };
}
