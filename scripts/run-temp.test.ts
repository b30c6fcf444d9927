import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneTemplates } from './lib/portal-server.mjs';
import { startRunTemp, sweepStaleRuns } from './lib/run-temp.mjs';

// A killed test run cannot remove its temporary folders; the next run removes them (npm test and
// npm run test:e2e give their suites a TMPDIR of their own, scripts/lib/run-temp.mjs).
let base: string;
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-run-temp-test-'));
});
afterEach(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

function runFolder(name: string, owner?: number): string {
  const dir = path.join(base, name);
  fs.mkdirSync(path.join(dir, 'voz-api-test-x', 'data'), { recursive: true });
  if (owner !== undefined) fs.writeFileSync(path.join(dir, 'owner.pid'), String(owner));
  return dir;
}

const age = (dir: string, ms: number): void => {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(dir, then, then);
};

describe('sweepStaleRuns', () => {
  it('removes the folders of ended runs and keeps those of running ones', () => {
    const ended = runFolder('voz-run-test-ended', endedPid());
    const running = runFolder('voz-run-test-running', process.pid);
    const starting = runFolder('voz-run-test-starting');
    const orphan = runFolder('voz-run-test-orphan');
    age(orphan, 10 * 60_000);
    const other = runFolder('voz-portal-template-abc', endedPid());

    const removed = sweepStaleRuns(base);

    expect(removed.sort()).toEqual([ended, orphan].sort());
    expect(fs.existsSync(ended)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
    expect(fs.existsSync(starting)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });

  it('gives a run its own folder as TMPDIR, swept once the run has ended', () => {
    const run = startRunTemp('unit', base);
    expect(path.dirname(run.dir)).toBe(base);
    expect(run.env).toEqual({ TMPDIR: run.dir, VOZ_SHARED_TMP: base });
    const made = spawnSync(
      process.execPath,
      ['-e', "const fs = require('fs'); process.stdout.write(fs.mkdtempSync(require('os').tmpdir() + '/voz-x-'))"],
      { encoding: 'utf8', env: { ...process.env, ...run.env } },
    ).stdout;
    expect(path.dirname(made)).toBe(run.dir);
    expect(sweepStaleRuns(base)).toEqual([]);
    // The owner ended without removing it (killed): the next run's sweep does.
    fs.writeFileSync(path.join(run.dir, 'owner.pid'), String(endedPid()));
    expect(sweepStaleRuns(base)).toEqual([run.dir]);
    expect(fs.existsSync(made)).toBe(false);
  });
});

describe('pruneTemplates', () => {
  it('removes seeded templates of other builds unused for a day, never the one kept', () => {
    const make = (name: string, usedAgo: number): string => {
      const dir = path.join(base, name);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, '.seeded'), '');
      age(path.join(dir, '.seeded'), usedAgo);
      return dir;
    };
    const day = 24 * 60 * 60 * 1000;
    const old = make('voz-portal-template-old', 2 * day);
    const recent = make('voz-portal-template-recent', 60_000);
    const keep = make('voz-portal-template-keep', 3 * day);
    const unrelated = make('voz-other', 3 * day);

    expect(pruneTemplates(base, keep)).toEqual([old]);
    expect([old, recent, keep, unrelated].map((dir) => fs.existsSync(dir))).toEqual([false, true, true, true]);
  });
});
