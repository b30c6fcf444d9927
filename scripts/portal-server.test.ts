import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/api/src/config.js';
import { serverFolders } from './lib/portal-server.mjs';

// The browser tests' servers (portal and editor e2e) each get folders of their own, so `npm test`
// never opens the data folder of a running `npm start` (whose server holds it: apps/api data-lock).
describe('serverFolders', () => {
  it('gives each server new folders under the temporary folder, never the default .data', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const defaultData = loadConfig({}, [], root).dataDir;
    const first = serverFolders();
    const second = serverFolders();
    try {
      for (const folders of [first, second]) {
        expect(path.relative(fs.realpathSync(os.tmpdir()), fs.realpathSync(folders.work)).startsWith('..')).toBe(false);
        expect(folders.dataDir).not.toBe(defaultData);
      }
      expect(first.dataDir).not.toBe(second.dataDir);
    } finally {
      fs.rmSync(first.work, { recursive: true, force: true });
      fs.rmSync(second.work, { recursive: true, force: true });
    }
  });
});
