/** Removes the run folders under `base` whose process has ended; returns them. */
export declare function sweepStaleRuns(base?: string, options?: { graceMs?: number; now?: number }): string[];
/** Sweeps, then makes this run's folder; `env` is what child processes need (TMPDIR, VOZ_SHARED_TMP). */
export declare function startRunTemp(
  label: string,
  base?: string,
): { dir: string; env: { TMPDIR: string; VOZ_SHARED_TMP: string }; remove: () => void };
