// Types of bench.mjs for the TypeScript files that import it (scripts/bench.test.ts).

/** Median of a list of numbers. */
export function median(xs: readonly number[]): number;

/**
 * Waits until the processes whose command line names `profile` (a Chromium's profile folder) use
 * under `busyMs` of CPU per 100 ms, `quiet` samples in a row; answers the ms waited.
 */
export function waitForBrowserIdle(
  profile: string,
  options?: { busyMs?: number; quiet?: number; timeoutMs?: number },
): Promise<number>;
