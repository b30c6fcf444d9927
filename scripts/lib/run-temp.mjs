// The temporary folder of one test run. Every suite makes its own temporary folders (server data,
// copied dashboards, Chromium profiles) and removes them when it ends; a run that is killed never
// gets there, and its folders used to stay in /tmp for good (a day of killed runs filled a 250 GB
// disk). So a run gets one folder, <system tmp>/voz-run-<label>-XXXXXX, holding a file with its
// process id, and passes it to its child processes as TMPDIR: whatever they make lands inside. The
// run removes it at the end, and every run first removes the folders of runs whose process is gone.
// Node built-ins only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'voz-run-';
const OWNER = 'owner.pid';

/** Whether a process id is running (EPERM: it is, under another user). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Removes the run folders under `base` whose process has ended: its owner file names a process
 * that is gone, or it has no owner file and is older than `graceMs` (a run between mkdtemp and
 * writing the file). Returns the folders removed.
 */
export function sweepStaleRuns(base = os.tmpdir(), { graceMs = 60_000, now = Date.now() } = {}) {
  const removed = [];
  let entries;
  try {
    entries = fs.readdirSync(base, { withFileTypes: true });
  } catch {
    return removed;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(PREFIX)) continue;
    const dir = path.join(base, entry.name);
    let stale;
    try {
      const pid = Number(fs.readFileSync(path.join(dir, OWNER), 'utf8').trim());
      stale = !Number.isInteger(pid) || pid <= 0 || !alive(pid);
    } catch {
      try {
        stale = now - fs.statSync(dir).mtimeMs > graceMs;
      } catch {
        continue; // removed meanwhile
      }
    }
    if (!stale) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/**
 * Sweeps stale run folders, then makes this run's. `env` is what child processes need (TMPDIR,
 * and VOZ_SHARED_TMP: the system folder, for caches meant to outlive a run); `remove()` deletes
 * the folder (also on SIGINT, SIGTERM and SIGHUP).
 */
export function startRunTemp(label, base = os.tmpdir()) {
  const removed = sweepStaleRuns(base);
  if (removed.length) console.log(`› removed ${removed.length} temporary folder(s) of ended runs`);
  const dir = fs.mkdtempSync(path.join(base, `${PREFIX}${label}-`));
  fs.writeFileSync(path.join(dir, OWNER), String(process.pid));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      remove();
      process.kill(process.pid, signal);
    });
  }
  return { dir, env: { TMPDIR: dir, VOZ_SHARED_TMP: base }, remove };
}
