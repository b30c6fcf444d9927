import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, ensureChromiumInstalled } from '../scripts/lib/chromium.mjs';
import { PREBUNDLED } from './main.js';

// Every story as a test in Debian's Chromium (never a downloaded browser), in a fresh profile
// directory, one file at a time (a persistent context cannot be shared by parallel sessions).
const dirname = path.dirname(fileURLToPath(import.meta.url));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-stories-chromium-'));

export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  optimizeDeps: { include: PREBUNDLED },
  test: {
    name: 'storybook',
    root: path.join(dirname, '..'),
    fileParallelism: false,
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // A desktop window: the dashboard grid has its 4 columns from 1024 px.
      viewport: { width: 1366, height: 900 },
      provider: playwright({
        persistentContext: profile,
        launchOptions: {
          executablePath: ensureChromiumInstalled(),
          args: [...CHROMIUM_ARGS],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
