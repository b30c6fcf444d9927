// A throwaway PostgreSQL server for the tests (DEPENDENCIES.md "PostgreSQL for the server tests"):
// Debian's `postgresql` package, installed when missing, started in a temporary data directory on a
// free port of 127.0.0.1 and removed when the process ends. Node built-ins only: `npm test` runs it
// right after a clone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, canApt, isRoot } from './apt.mjs';

/** The oldest server the backend supports (Debian 12's). */
const MIN_VERSION = 15;
const TOOLS = ['initdb', 'pg_ctl', 'postgres'];
const SERVER_USER = 'postgres';

const hasTools = (dir) => TOOLS.every((tool) => fs.existsSync(path.join(dir, tool)));

/** The major version a `postgres --version` prints ("postgres (PostgreSQL) 15.18 (Debian ...)"). */
function versionOf(binDir) {
  const result = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' });
  const match = /(\d+)(?:\.\d+)?/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * The directory of the server binaries, or undefined when there is none: `VOZ_PG_BINDIR` when set,
 * else the newest Debian `/usr/lib/postgresql/<version>/bin`, else `initdb` found on PATH (its real
 * path, so a /usr/local/bin symlink leads to the package's directory).
 */
export function findPostgres() {
  const override = process.env.VOZ_PG_BINDIR;
  if (override) {
    if (!hasTools(override)) throw new Error(`VOZ_PG_BINDIR=${override} has no ${TOOLS.join('/')}`);
    return { binDir: override, version: versionOf(override) };
  }
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs
        .readdirSync(debian)
        .filter((v) => /^\d+$/.test(v) && Number(v) >= MIN_VERSION && hasTools(path.join(debian, v, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return { binDir: path.join(debian, versions[0], 'bin'), version: Number(versions[0]) };
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const initdb = path.join(dir, 'initdb');
    if (!fs.existsSync(initdb)) continue;
    const binDir = path.dirname(fs.realpathSync(initdb));
    if (!hasTools(binDir)) continue;
    const version = versionOf(binDir);
    if (version >= MIN_VERSION) return { binDir, version };
  }
  return undefined;
}

/**
 * Finds the server binaries, installing Debian's `postgresql` with apt-get when they are missing
 * (only as root; otherwise throws saying what to install). Returns where they are, their major
 * version, and how long an install took (0 when none was needed).
 */
export function ensurePostgresInstalled({ log = (line) => console.error(line) } = {}) {
  const found = findPostgres();
  if (found) return { ...found, installSeconds: 0 };
  if (!canApt()) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl, postgres) not found. Install them as root with ' +
        '`apt-get install -y postgresql` (Debian 12 gives PostgreSQL 15), point VOZ_PG_BINDIR at ' +
        "another installation's bin directory, or run the tests without PostgreSQL: VOZ_TEST_POSTGRES=0 npm test",
    );
  }
  const started = performance.now();
  log('› installing PostgreSQL for the server tests (apt-get install postgresql)…');
  aptInstall(['postgresql']);
  const installed = findPostgres();
  if (!installed) throw new Error('apt-get installed postgresql but its initdb/pg_ctl/postgres were not found');
  return { ...installed, installSeconds: (performance.now() - started) / 1000 };
}

/** uid and gid of the account the server runs as (root may not run it). */
function serverAccount() {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${SERVER_USER}:`));
  if (!line)
    throw new Error(
      `PostgreSQL refuses to run as root and there is no '${SERVER_USER}' user (the postgresql package creates it)`,
    );
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a server tool: as the `postgres` user when we are root, as ourselves otherwise. */
function runTool(binDir, tool, args, { cwd }) {
  const file = path.join(binDir, tool);
  const [command, argv] = isRoot() ? ['runuser', ['-u', SERVER_USER, '--', file, ...args]] : [file, args];
  // LC_ALL pins the tools' own messages; the cwd must be readable by the server user.
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** A TCP port free on 127.0.0.1 right now (the server may still lose a race for it: start retries). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once a TCP connection to the port succeeds (the server accepts), or rejects after the timeout. */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Settings of a test server: loopback only, no Unix socket, durability off, and the session defaults PGlite has. */
const SETTINGS = `
# voz test server (scripts/lib/postgres.mjs)
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
shared_buffers = 128MB
timezone = 'UTC'
log_timezone = 'UTC'
datestyle = 'iso, mdy'
logging_collector = off
log_min_messages = warning
`;

/** Trust authentication, and only for TCP from 127.0.0.1 (no socket, no other address). */
const HBA = `# voz test server: trust from 127.0.0.1 only
host all all 127.0.0.1/32 trust
`;

/** Servers started by this process and not stopped yet. */
const running = new Set();
let hooked = false;

function stopAll() {
  for (const server of [...running]) server.stop();
}

/** Stops the servers on every way out: normal exit, an uncaught error, Ctrl-C, kill. */
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stopAll();
      // Our listener is gone now: raising the signal again ends the process the default way.
      process.kill(process.pid, signal);
    });
  }
}

// Runs detached, so it outlives a SIGKILLed parent: when the parent is gone and the data directory
// still exists, it stops the server and removes the directory; once the directory is gone it exits.
const WATCHDOG = `
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');
const [parent, base, data, ...stop] = process.argv.slice(1);
const timer = setInterval(() => {
  if (!fs.existsSync(data)) { clearInterval(timer); return; }
  try { process.kill(Number(parent), 0); return; } catch {}
  clearInterval(timer);
  spawnSync(stop[0], stop.slice(1), { stdio: 'ignore' });
  fs.rmSync(base, { recursive: true, force: true });
}, 1000);
`;

/**
 * Starts a PostgreSQL server for tests: initdb (user `postgres`, trust from 127.0.0.1, UTF8, the C
 * collation and C.UTF-8 ctype as PGlite, UTC) in a new temporary directory under `dir` (default the
 * system temp directory, which the `postgres` user must be able to enter), then pg_ctl start on a
 * free port of 127.0.0.1 with fsync off. Resolves once it accepts connections. The server is
 * stopped and its directory removed by `stop()`, at process exit, on SIGINT/SIGTERM/SIGHUP, and by
 * a detached watchdog if this process dies without a chance to clean up. `settings`: more lines for
 * postgresql.conf (the benchmark sizes the server for its data).
 */
export async function startPostgres({ dir = os.tmpdir(), log = (line) => console.error(line), settings = '' } = {}) {
  const { binDir, version } = ensurePostgresInstalled({ log });
  const timings = {};
  const t0 = performance.now();
  const base = fs.mkdtempSync(path.join(dir, 'voz-pg-'));
  const data = path.join(base, 'data');
  const serverLog = path.join(base, 'server.log');
  let stopped = false;
  const remove = () => fs.rmSync(base, { recursive: true, force: true });
  try {
    if (isRoot()) {
      const { uid, gid } = serverAccount();
      fs.chownSync(base, uid, gid);
    }
    const init = runTool(
      binDir,
      'initdb',
      [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--lc-collate=C',
        '--lc-ctype=C.UTF-8',
        '--lc-messages=C',
        '--no-sync',
        '--no-instructions',
      ],
      { cwd: base },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);
    fs.appendFileSync(path.join(data, 'postgresql.conf'), SETTINGS + settings);
    fs.writeFileSync(path.join(data, 'pg_hba.conf'), HBA);
    timings.initdb = (performance.now() - t0) / 1000;
  } catch (error) {
    remove();
    throw error;
  }

  const stopArgs = (mode) => ['stop', '-D', data, '-m', mode, '-w', '-t', '30'];
  const stop = () => {
    if (stopped) return;
    stopped = true;
    running.delete(server);
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      // Nothing is kept, so "immediate" (no shutdown checkpoint) is safe; "fast" is the fallback.
      const result = runTool(binDir, 'pg_ctl', stopArgs('immediate'), { cwd: base });
      if (result.status !== 0) runTool(binDir, 'pg_ctl', stopArgs('fast'), { cwd: base });
    }
    remove();
  };
  const server = { url: '', port: 0, dataDir: data, version, binDir, timings, stop };

  const t1 = performance.now();
  let lastError = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const started = runTool(
      binDir,
      'pg_ctl',
      ['start', '-D', data, '-l', serverLog, '-w', '-t', '60', '-o', `-p ${port}`],
      {
        cwd: base,
      },
    );
    if (started.status === 0) {
      server.port = port;
      server.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      break;
    }
    // Another process may have taken the port between freePort and the bind: try another one.
    lastError = `${started.output}\n${fs.existsSync(serverLog) ? fs.readFileSync(serverLog, 'utf8').slice(-2000) : ''}`;
    if (!/could not bind|Address already in use/i.test(lastError)) break;
  }
  if (!server.port) {
    remove();
    throw new Error(`PostgreSQL did not start:\n${lastError.trim()}`);
  }
  running.add(server);
  hookExit();
  const stopCommand = isRoot()
    ? ['runuser', '-u', SERVER_USER, '--', path.join(binDir, 'pg_ctl'), ...stopArgs('immediate')]
    : [path.join(binDir, 'pg_ctl'), ...stopArgs('immediate')];
  spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), base, data, ...stopCommand], {
    detached: true,
    stdio: 'ignore',
  }).unref();
  try {
    await waitForPort(server.port, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  timings.start = (performance.now() - t1) / 1000;
  return server;
}

/** Stops a server started by startPostgres and removes its directory (again: no effect). */
export function stopPostgres(server) {
  server.stop();
}
