import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referenceWork, waitForBrowserIdle } from './lib/bench.mjs';

// bench:portal navigates once a fresh Chromium has finished starting up: it waits until the
// processes naming the browser's profile folder stop using the CPU (Linux's /proc).
describe('waitForBrowserIdle', () => {
  it('waits while a process naming the marker is busy, and returns soon once it is idle', async () => {
    const marker = `voz-bench-test-${randomUUID()}`;
    // Busy for 1.5 s, then idle until killed; the marker is in its command line.
    const child = spawn(
      process.execPath,
      ['-e', 'const end = Date.now() + 1500; while (Date.now() < end); setInterval(() => {}, 1000);', marker],
      { stdio: 'ignore' },
    );
    try {
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waited = await waitForBrowserIdle(marker, { busyMs: 10, quiet: 3, timeoutMs: 10_000 });
      // Not before the busy loop ended (1.5 s after the start), nor long after it.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      expect(waited).toBeLessThan(5000);
    } finally {
      child.kill();
    }
  });

  it('waits a fixed 3 s when no process names the marker (nothing to read the CPU of)', async () => {
    const waited = await waitForBrowserIdle(`voz-bench-test-${randomUUID()}`, { quiet: 3 });
    expect(waited).toBeGreaterThanOrEqual(3000);
    expect(waited).toBeLessThan(4000);
  });
});

// The machine column of bench:portal gives the time of a fixed piece of work, so rows measured on
// different machines can be compared: the work must be the same on every machine and every run.
describe('referenceWork', () => {
  // CPU-bound: on a loaded 2-core machine it took 6.8 s, past vitest's 5 s default.
  it('does the same work every time (its checksum) and answers its time in ms', { timeout: 60_000 }, () => {
    const first = referenceWork({ rounds: 2 });
    const second = referenceWork({ rounds: 2 });
    expect(first.checksum).toBe(327187);
    expect(second.checksum).toBe(first.checksum);
    expect(first.ms).toBeGreaterThan(0);
    expect(first.ms).toBeLessThan(10_000);
  });
});
