// Types of bench.mjs for the TypeScript files that import it (scripts/bench.test.ts).

/** Median of a list of numbers. */
export function median(xs: readonly number[]): number;

/**
 * A fixed amount of JavaScript work on one core, timed: the fastest of `rounds` runs (ms) and a
 * checksum of its result (the same on every machine).
 */
export function referenceWork(options?: { rounds?: number }): { ms: number; checksum: number };

/**
 * Waits until the processes whose command line names `profile` (a Chromium's profile folder) use
 * under `busyMs` of CPU per 100 ms, `quiet` samples in a row; answers the ms waited.
 */
export function waitForBrowserIdle(
  profile: string,
  options?: { busyMs?: number; quiet?: number; timeoutMs?: number },
): Promise<number>;
