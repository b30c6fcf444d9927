// Helpers shared by the root scripts (start, test, voz). Node built-ins only: they run right
// after a clone, before any dependency is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command in the repo, inheriting stdio; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Installs npm dependencies when node_modules is missing or older than package-lock.json (npm
 * writes node_modules/.package-lock.json at every install, so its age tells when that was).
 */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (mtime(installed) >= mtime(lock) && mtime(installed) > 0) return;
  console.error('› installing dependencies (package-lock.json changed)…');
  const code = run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=warn'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) throw new Error('npm ci failed');
}

const PACKAGES = [
  'packages/schema',
  'packages/core',
  'packages/validation',
  'packages/i18n',
  'packages/ui',
  'packages/data',
  'packages/widgets',
  'packages/dashboard',
  'apps/api',
];

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else newest = Math.max(newest, mtime(full));
  }
  return newest;
}

// Written after each successful build: tsc -b leaves an up-to-date package's files untouched, so
// their own times cannot tell "built after the last edit" (an edited test file would look stale
// forever).
const stamp = path.join(root, 'node_modules/.cache/voz-build.stamp');

/** True when some package was never built, or its sources (or tsconfig) changed since the last build. */
export function isBuildStale() {
  const built = mtime(stamp);
  return PACKAGES.some((p) => {
    const dir = path.join(root, p);
    if (mtime(path.join(dir, 'dist/.tsbuildinfo')) === 0) return true;
    return Math.max(newestSource(path.join(dir, 'src')), mtime(path.join(dir, 'tsconfig.json'))) > built;
  });
}

/** Compiles the packages Node runs (tsc -b, incremental) when their sources changed. */
export function ensureBuilt({ force = false } = {}) {
  if (!force && !isBuildStale()) return;
  console.error('› building packages (tsc -b)…');
  const code = run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (code !== 0) throw new Error('tsc -b failed');
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}

/** The browser apps Vite builds, and the folders whose changes make a build stale. */
const WEB_APPS = [
  {
    name: 'portal',
    dir: 'apps/portal',
    sources: [
      'apps/portal/src',
      'apps/portal/index.html',
      'apps/portal/public',
      'apps/portal/vite.config.ts',
      'packages/schema/src',
      'packages/core/src',
      'packages/i18n/src',
      'packages/ui/src',
      'packages/data/src',
      'packages/widgets/src',
      'packages/dashboard/src',
    ],
  },
  {
    name: 'editor',
    dir: 'apps/editor',
    sources: [
      'apps/editor/src',
      'apps/editor/index.html',
      'apps/editor/public',
      'apps/editor/vite.config.ts',
      'packages/schema/src',
      'packages/core/src',
      'packages/validation/src',
      'packages/i18n/src',
      'packages/ui/src',
      'packages/data/src',
      'packages/widgets/src',
      'packages/dashboard/src',
    ],
  },
];

function newestOf(entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  return stat.isDirectory() ? newestSource(full) : stat.mtimeMs;
}

/** True when a web app was never built, or a source it bundles changed since its last build. */
export function isWebAppStale(app) {
  const built = mtime(path.join(root, app.dir, 'dist/index.html'));
  return built === 0 || app.sources.some((entry) => newestOf(entry) > built);
}

/** Builds the browser apps (vite build) whose sources changed; `force` builds them anyway. */
export function ensureWebBuilt({ force = false } = {}) {
  for (const app of WEB_APPS) {
    if (!force && !isWebAppStale(app)) continue;
    console.error(`› building the ${app.name} (vite build)…`);
    const code = run(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'warn',
        '--config',
        `${app.dir}/vite.config.ts`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (code !== 0) throw new Error(`vite build of ${app.dir} failed`);
  }
}
