// The portal's browser tests (apps/portal/e2e): Debian's Chromium against the production build of
// the portal served by the reference API (scripts/lib/portal-server.mjs), one server per test file.
// `npm test` and `npm run test:e2e` run them (scripts/lib/playwright.mjs); they build what is stale
// first. Directly: `npx playwright test -c apps/portal` (the global setup builds and seeds too).
//
// Two workers on the 2-core machine: each runs its own server and its own Chromium; the timeouts
// leave room for that. No retries: a flaky test must show.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const outputDir = path.join(here, 'test-results');

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  outputDir,
  globalSetup: path.join(here, 'e2e/global-setup.ts'),
  fullyParallel: false,
  workers: Number(process.env.VOZ_E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    // scripts/lib/playwright.mjs names the file (PLAYWRIGHT_JSON_OUTPUT_NAME) and reads the counts from it.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(outputDir, 'report.json') }],
  ],
  use: {
    // A desktop window: the dashboard grid has its 4 columns from 1024 px.
    viewport: { width: 1366, height: 900 },
    locale: 'es-CL',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
});
