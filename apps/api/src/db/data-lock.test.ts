import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { REPO, startTestServer } from '../test-support/harness.js';
import { DataFolderInUse, lockDataFolder } from './data-lock.js';

// One server per data folder (data-lock.ts). The server's own refusal, a second process on a held
// folder, is in server-kills.test.ts; here the lock itself, and the folders tests use.

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the data folder lock', () => {
  it('refuses a second holder, naming the folder and the holder, until the first lets go', async () => {
    const dir = path.join(tempDir(), 'data');
    const lock = await lockDataFolder(dir, { port: 8123 });
    const refusal = await lockDataFolder(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    const message = (refusal as Error).message;
    expect(message).toContain(
      `La carpeta de datos ${fs.realpathSync(dir)} ya la usa otro servidor de Voz (pid ${process.pid}, puerto 8123)`,
    );
    expect(message).toContain(
      `The data folder ${fs.realpathSync(dir)} is already used by another Voz server (pid ${process.pid}, port 8123)`,
    );
    await lock.release();
    const again = await lockDataFolder(dir);
    await again.release();
  });

  it('is the same lock through a symbolic link to the folder', async () => {
    const base = tempDir();
    const dir = path.join(base, 'data');
    const lock = await lockDataFolder(dir);
    fs.symlinkSync(dir, path.join(base, 'link'));
    await expect(lockDataFolder(path.join(base, 'link'))).rejects.toBeInstanceOf(DataFolderInUse);
    await lock.release();
  });

  it('is free again as soon as its holder is killed', async () => {
    const dir = path.join(tempDir(), 'data');
    // A process that takes the lock, says so, and waits to be killed (the built module: `npm test` builds first).
    const built = path.join(REPO, 'apps/api/dist/db/data-lock.js');
    expect(fs.existsSync(built), `${built} is missing: build first (npm run build)`).toBe(true);
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { lockDataFolder } = await import(${JSON.stringify(built)}); await lockDataFolder(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
    const refusal = (await lockDataFolder(dir).catch((error: unknown) => error)) as DataFolderInUse;
    expect(refusal.holder.pid).toBe(child.pid);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    const lock = await lockDataFolder(dir);
    await lock.release();
  });
});

describe('test servers never use the data folder of `npm start`', () => {
  it('the harness gives each suite a folder of its own, outside the default .data', { timeout: 60_000 }, async () => {
    const defaultDir = loadConfig(
      {},
      [],
      path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..'),
    ).dataDir;
    const first = await startTestServer({ modules: [] });
    const second = await startTestServer({ modules: [] });
    try {
      for (const server of [first, second]) {
        expect(path.relative(os.tmpdir(), server.dataDir).startsWith('..')).toBe(false);
        expect(path.resolve(server.dataDir)).not.toBe(defaultDir);
      }
      expect(first.dataDir).not.toBe(second.dataDir);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
