// Debian packages the tests need (postgresql, chromium), installed with apt-get when missing.
// Node built-ins only: `npm test` runs it right after a clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Whether this process runs as root (apt-get and PostgreSQL's runuser need it). */
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether apt-get can be used here (root on a Debian-like system). */
export const canApt = () => isRoot() && fs.existsSync('/usr/bin/apt-get');

let updated = false;

/** apt-get install of packages (after one `apt-get update` per process); throws on failure. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  };
  if (!updated) {
    apt(['update', '-qq']);
    updated = true;
  }
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}
