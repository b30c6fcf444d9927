// Helpers shared by the browser benchmarks (bench-render, bench-portal). Node built-ins only; the
// functions handed to the page run in Chromium (eslint.config.js gives this file browser globals).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Median of a list of numbers. */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * A fixed amount of JavaScript work on one core, timed: sorting 200,000 seeded numbers, then
 * serialising and parsing 50,000 small objects back. The same work on every machine, so figures
 * measured on different machines can be set side by side (a rough guide: it is Node's work, not the
 * browser's). Answers the fastest of `rounds` runs after one warm-up (the least disturbed by other
 * work) and a checksum of the result.
 */
export function referenceWork({ rounds = 7 } = {}) {
  const times = [];
  let checksum = 0;
  for (let round = 0; round <= rounds; round++) {
    const start = performance.now();
    let seed = 42;
    // Doubles, not 32-bit integers: the products lose low bits, the same way on every machine.
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const numbers = Array.from({ length: 200_000 }, next).sort((a, b) => a - b);
    const objects = numbers.slice(0, 50_000).map((x, i) => ({ i, x, label: `n${Math.round(x * 1e6)}` }));
    checksum = JSON.parse(JSON.stringify(objects)).reduce((total, o) => total + o.label.length, 0);
    if (round > 0) times.push(performance.now() - start);
  }
  return { ms: Math.min(...times), checksum };
}

/**
 * Waits (polling at every animation frame) until every widget of the dashboard on the page is
 * painted: as many frames as its data-widget-count, none loading (a frame is `ready` only once its
 * renderer mounted with the rows, so ready or empty means painted). Answers the dashboard's key, its
 * widget count, the frames in error, and the time in ms from the dashboard's first render
 * (performance mark voz:dashboard-mount) and from navigation start.
 */
export async function waitForWidgetsPainted(page, { timeout = 60_000 } = {}) {
  const handle = await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-widget-count]');
      if (!root) return false;
      const frames = [...document.querySelectorAll('[data-widget-id]')];
      const expected = Number(root.getAttribute('data-widget-count'));
      if (frames.length !== expected || frames.some((f) => f.getAttribute('data-state') === 'loading')) return false;
      const now = performance.now();
      const mark = performance.getEntriesByType('mark').find((m) => m.name.startsWith('voz:dashboard-mount:'));
      const errors = frames.filter((f) => f.getAttribute('data-state') === 'error').length;
      return {
        dashboard: root.getAttribute('data-dashboard'),
        fromMount: now - (mark?.startTime ?? 0),
        fromNavigation: now,
        widgets: expected,
        errors,
      };
    },
    null,
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on Linux unless getconf says other. */
let clockTicks;
function ticksPerSecond() {
  if (clockTicks === undefined) {
    const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    clockTicks = answer.status === 0 && Number(answer.stdout) > 0 ? Number(answer.stdout) : 100;
  }
  return clockTicks;
}

/** CPU time (ms, user and system) of the processes whose command line names `marker`, or null. */
function cpuOfProcesses(marker) {
  let ticks = 0;
  let found = false;
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended meanwhile.
    }
  }
  return found ? (ticks * 1000) / ticksPerSecond() : null;
}

/**
 * Waits until a Chromium just launched with the profile folder `profile` has done starting up: its
 * processes (those whose command line names the folder) use under `busyMs` of CPU per 100 ms,
 * `quiet` samples in a row (Linux's /proc; without it, a fixed 3 s). On a 2-core machine a fresh
 * Chromium keeps both cores busy for about a second after launch: a page loaded then measures the
 * browser's start-up as much as the page. Answers the ms waited.
 */
export async function waitForBrowserIdle(profile, { busyMs = 10, quiet = 5, timeoutMs = 15_000 } = {}) {
  const start = Date.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let previous = cpuOfProcesses(profile);
  if (previous === null) {
    await sleep(3000);
    return Date.now() - start;
  }
  let calm = 0;
  while (calm < quiet && Date.now() - start < timeoutMs) {
    await sleep(100);
    const now = cpuOfProcesses(profile) ?? previous;
    calm = now - previous < busyMs ? calm + 1 : 0;
    previous = now;
  }
  return Date.now() - start;
}
