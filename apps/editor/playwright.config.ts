// The editor's browser tests (apps/editor/e2e): Debian's Chromium against the production build of
// the editor served by the reference API (scripts/lib/portal-server.mjs), one server per test file,
// each on its own copy of dashboards/ (the tests check the files on disk after each save).
// `npm test` and `npm run e2e:editor` run them (scripts/lib/playwright.mjs). Directly:
// `npx playwright test -c apps/editor` (the global setup builds and seeds too).
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
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(outputDir, 'report.json') }],
  ],
  use: {
    viewport: { width: 1500, height: 950 },
    locale: 'es-CL',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
});
