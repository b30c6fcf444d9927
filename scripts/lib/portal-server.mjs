// A reference-backend instance for browser tests and benchmarks of the portal: its own data
// directory (a copy of a template seeded once), its own copy of dashboards/, a free port, the
// production build of the portal served by it. Node built-ins only.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './workspace.mjs';

/** The demo's pinned "today": dates and demo data are the same at every run. */
export const DEMO_TODAY = '2026-11-15';
/** Answers seeded per tenant for browser tests: enough for every widget, quick to seed. */
export const DEMO_RESPONSES = 4000;

const MAIN = path.join(root, 'apps/api/dist/main.js');

function baseEnv(extra = {}) {
  return {
    ...process.env,
    VOZ_TODAY: DEMO_TODAY,
    VOZ_DEMO_RESPONSES: String(DEMO_RESPONSES),
    VOZ_LOG_LEVEL: 'warn',
    VOZ_PGLITE_THREAD: 'main',
    DATABASE_URL: '',
    ...extra,
  };
}

/** Every file under a folder, sorted (for a stable fingerprint). */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/**
 * A fingerprint of what the seeded data depends on: the built server (its seed and migrations) and
 * the tenant folders. A kept template is reused only while it matches, never after either changed.
 */
function seedFingerprint() {
  const hash = crypto.createHash('sha256').update(`${DEMO_TODAY}:${DEMO_RESPONSES}`);
  for (const file of [...filesUnder(path.join(root, 'apps/api/dist')), ...filesUnder(path.join(root, 'dashboards'))]) {
    if (file.endsWith('.map') || file.endsWith('.d.ts')) continue;
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'voz-portal-template-';
/** A kept template of another build unused this long is removed when a new one is seeded. */
const TEMPLATE_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the kept templates under `base` other than `keep` that were last seeded or used more
 * than `keepMs` ago: each build seeds its own, and nothing else ever removed the old ones.
 */
export function pruneTemplates(base, keep, keepMs = TEMPLATE_KEEP_MS, now = Date.now()) {
  const removed = [];
  for (const name of fs.readdirSync(base)) {
    const dir = path.join(base, name);
    if (!name.startsWith(TEMPLATE_PREFIX) || dir === keep) continue;
    let used;
    try {
      used = fs.statSync(path.join(dir, '.seeded')).mtimeMs;
    } catch {
      used = fs.statSync(dir).mtimeMs;
    }
    if (now - used <= keepMs) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/**
 * Seeds a data directory once (demo accounts and data of every tenant of dashboards/), to be copied
 * by each server. Returns its path. The default folder is named after seedFingerprint(), so a kept
 * one is reused only for the same server build and tenant folders; it lives in the system's
 * temporary folder (VOZ_SHARED_TMP under `npm test`, whose runs get a TMPDIR of their own), so the
 * next run reuses it.
 */
export function seedTemplate(
  dir = path.join(process.env.VOZ_SHARED_TMP || os.tmpdir(), `${TEMPLATE_PREFIX}${seedFingerprint()}`),
) {
  const done = path.join(dir, '.seeded');
  if (fs.existsSync(done)) {
    const now = new Date();
    fs.utimesSync(done, now, now); // in use: not pruned
    return dir;
  }
  pruneTemplates(path.dirname(dir), dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const code = run(process.execPath, [MAIN, 'db:reset'], {
    env: baseEnv({ VOZ_DATA_DIR: dir }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) throw new Error('seeding the template data directory failed');
  fs.writeFileSync(done, new Date().toISOString());
  return dir;
}

/**
 * The folders of one server: new ones under the system's temporary folder, never the `.data` of
 * `npm start` (whose server holds it: a second server there would be refused).
 */
export function serverFolders() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-portal-server-'));
  return { work, dataDir: path.join(work, 'data'), dashboardsDir: path.join(work, 'dashboards') };
}

/**
 * Starts a server on a free port with a copy of `template` and of dashboards/. Resolves when it
 * listens. `stop()` ends it and removes its folders.
 */
export async function startPortalServer({ template, env = {}, timeoutMs = 120_000 } = {}) {
  const { work, dataDir, dashboardsDir } = serverFolders();
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  else fs.mkdirSync(dataDir);
  fs.cpSync(path.join(root, 'dashboards'), dashboardsDir, { recursive: true });
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: baseEnv({ PORT: '0', HOST: '127.0.0.1', VOZ_DATA_DIR: dataDir, VOZ_DASHBOARDS_DIR: dashboardsDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    dashboardsDir,
    /** What the server printed so far (reset links in demo mode are in it). */
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
