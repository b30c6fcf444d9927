import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { REPO } from './test-support/harness.js';

// The server as `npm start` runs it (apps/api/dist/main.js, a process of its own), killed with
// SIGKILL at named points of a first start, of the roll-ups it loads behind the first requests,
// of a later start completing them, and of an editor save (crash-points.ts), then started again:
// every restart must answer, and once its background work is done the database must hold exactly
// what an uninterrupted start holds. A second server on the same folder must be refused while
// the first goes on serving. Three small tenants keep a first start to a few seconds; VOZ_KILLS=all
// runs every point (`npm run test:kills`), the default a subset sized for `npm test`.

const MAIN = path.join(REPO, 'apps/api/dist/main.js');
const TENANTS = ['pension', 'bus', 'coffee'];
const ENV = {
  HOST: '127.0.0.1',
  VOZ_DEMO_RESPONSES: '300',
  VOZ_TODAY: '2026-11-22',
  VOZ_LOG_LEVEL: 'warn',
  // Pieces of 16 kB: each tenant's roll-ups load in several transactions, so kills land between them.
  VOZ_ROLLUP_PIECE_BYTES: '16384',
};

/** Where each kill happens: a crash point (optionally its n-th time) during the first start, or a chain of them. */
interface KillCase {
  name: string;
  /** VOZ_CRASH_AT of each start before the clean one (a later start may be killed too). */
  chain: string[];
  /** In the default `npm test` subset. */
  quick?: boolean;
}

const CASES: KillCase[] = [
  { name: 'after the migrations', chain: ['migrated'] },
  { name: 'inside the seed, after the second tenant', chain: ['seed-tenant#2'], quick: true },
  { name: 'after the seed committed, before the accounts', chain: ['seed-committed'] },
  { name: 'first piece of the roll-ups behind the requests', chain: ['rollups-piece#1'] },
  { name: 'middle of the roll-ups behind the requests', chain: ['rollups-piece#6'], quick: true },
  { name: 'last tenant of the roll-ups behind the requests', chain: ['rollups-piece#14'] },
  {
    name: 'roll-ups, then the later start completing them',
    chain: ['rollups-piece#3', 'rollups-piece#4'],
    quick: true,
  },
  { name: 'the later start right after its migrations check', chain: ['rollups-piece#2', 'migrated'] },
];

const all = process.env.VOZ_KILLS === 'all';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A server process and what it printed. */
interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  url: string;
}

function launch(dir: string, port: number, crashAt?: string, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...ENV,
      PORT: String(port),
      VOZ_DATA_DIR: path.join(dir, 'data'),
      VOZ_DASHBOARDS_DIR: path.join(dir, 'dashboards'),
      ...(crashAt ? { VOZ_CRASH_AT: crashAt } : { VOZ_CRASH_AT: '' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited, url: `http://127.0.0.1:${port}` };
}

async function waitFor(run: Run, pattern: RegExp, ms: number): Promise<void> {
  const until = Date.now() + ms;
  let done = false;
  void run.exited.then(() => (done = true));
  while (!pattern.test(run.output())) {
    if (done) throw new Error(`the server exited before printing ${pattern}:\n${run.output()}`);
    if (Date.now() > until) throw new Error(`no ${pattern} within ${ms} ms:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The background work of a start is over: nothing left to load, or every load finished. */
const SETTLED = /statistics refreshed|roll-ups: \d+ of \d+ tenants completed/;

/** Starts a server that must come up, waits for its background work, stops it with SIGTERM. */
async function cleanRun(dir: string): Promise<{ readyMs: number; output: string }> {
  const started = Date.now();
  const run = launch(dir, await freePort());
  await waitFor(run, /Voz API ready/, 120_000);
  const readyMs = Date.now() - started;
  const answer = await fetch(`${run.url}/api/lcm/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'analista@bus.demo', password: 'demo1234' }),
  });
  expect(answer.status, run.output()).toBe(200);
  // A later start with nothing to complete prints neither line: it is settled once ready.
  if (/roll-ups: \d+ tenants to complete|demo: .* seeded/.test(run.output())) await waitFor(run, SETTLED, 120_000);
  run.child.kill('SIGTERM');
  const { code } = await run.exited;
  expect(code, run.output()).toBe(0);
  return { readyMs, output: run.output() };
}

/** Starts a server that must die at its crash point. */
async function killedRun(dir: string, crashAt: string): Promise<void> {
  const run = launch(dir, await freePort(), crashAt);
  const { signal } = await run.exited;
  expect(signal, `${crashAt} was not reached:\n${run.output()}`).toBe('SIGKILL');
}

/**
 * Columns whose values differ between two equal starts, left out of the comparison: scrypt's
 * random salt, and the columns that default to the clock (when a row was written, not what it says).
 */
const UNSTABLE_COLUMNS = new Set(['password_hash']);
const CLOCK_DEFAULT = /now\(\)|current_timestamp/i;

/** Every table's rows, as a sorted list of row texts per table (PGlite opened after the server stopped). */
async function contents(dir: string): Promise<Map<string, string[]>> {
  const open = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'data', 'pglite'), thread: 'main' });
  try {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_%'
      ORDER BY tablename`.execute(open.db);
    const result = new Map<string, string[]>();
    for (const { name } of tables) {
      const { rows: columns } = await sql<{ column: string; fallback: string | null }>`
        SELECT column_name AS column, column_default AS fallback FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${name} ORDER BY ordinal_position`.execute(open.db);
      const kept = columns
        .filter((c) => !UNSTABLE_COLUMNS.has(c.column) && !CLOCK_DEFAULT.test(c.fallback ?? ''))
        .map((c) => c.column);
      const { rows } = await sql<{ line: string }>`
        SELECT row(${sql.join(kept.map((c) => sql.ref(c)))})::text AS line FROM ${sql.table(name)}`.execute(open.db);
      result.set(name, rows.map((r) => r.line).sort());
    }
    return result;
  } finally {
    await open.close();
  }
}

function differences(expected: Map<string, string[]>, actual: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [table, rows] of expected) {
    const other = actual.get(table) ?? [];
    if (other.length !== rows.length) found.push(`${table}: ${other.length} rows instead of ${rows.length}`);
    else {
      const at = other.findIndex((line, i) => line !== rows[i]);
      if (at >= 0) found.push(`${table}: rows differ, first ${rows[at]} against ${other[at]}`);
    }
  }
  return found;
}

describe('a server killed at any point comes back with the same data', { timeout: 600_000 }, () => {
  let root: string;
  let reference: Map<string, string[]>;

  function newFolder(name: string): string {
    const dir = path.join(root, name.replace(/[^a-z0-9]+/gi, '-'));
    for (const tenant of TENANTS) {
      fs.cpSync(path.join(REPO, 'dashboards', tenant), path.join(dir, 'dashboards', tenant), { recursive: true });
    }
    fs.cpSync(path.join(REPO, 'dashboards', '_shared'), path.join(dir, 'dashboards', '_shared'), { recursive: true });
    return dir;
  }

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npm run build)`);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-kills-'));
    const dir = newFolder('reference');
    await cleanRun(dir);
    reference = await contents(dir);
  }, 300_000);
  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  for (const killCase of CASES.filter((c) => all || c.quick)) {
    it(`killed at ${killCase.chain.join(', then ')} (${killCase.name})`, async () => {
      const dir = newFolder(killCase.name);
      for (const point of killCase.chain) await killedRun(dir, point);
      const { output } = await cleanRun(dir);
      expect(differences(reference, await contents(dir)), output).toEqual([]);
    });
  }

  /** A first start stopped while its roll-ups load behind the requests; answers how long the stop took. */
  async function stopDuringLoad(dir: string, env: Record<string, string>, signals: number): Promise<number> {
    // Pieces of 1 kB: the load lasts long enough for the signals to find it running.
    const run = launch(dir, await freePort(), undefined, { VOZ_ROLLUP_PIECE_BYTES: '1024', ...env });
    await waitFor(run, /Voz API ready/, 120_000);
    expect(run.output()).not.toMatch(SETTLED);
    const started = Date.now();
    for (let i = 0; i < signals; i++) {
      run.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { code } = await run.exited;
    const took = Date.now() - started;
    expect(code, run.output()).toBe(0);
    expect(run.output()).toContain(
      'demo: stopped at a safe point; the next start completes the roll-ups and statistics',
    );
    return took;
  }

  it('SIGTERM lets the load behind the requests run for its bound, then stops it safely', async () => {
    const dir = newFolder('stop-bound');
    const took = await stopDuringLoad(dir, { VOZ_STOP_WAIT_MS: '300' }, 1);
    expect(took).toBeLessThan(5_000);
    const { output } = await cleanRun(dir);
    expect(output).toMatch(/roll-ups: \d+ tenants to complete/);
    expect(differences(reference, await contents(dir)), output).toEqual([]);
  });

  it('a second SIGTERM stops the load at once, safely', async () => {
    const dir = newFolder('stop-twice');
    const took = await stopDuringLoad(dir, {}, 2);
    // Well under the 10 s the first signal alone would have let the load run.
    expect(took).toBeLessThan(5_000);
    const { output } = await cleanRun(dir);
    expect(differences(reference, await contents(dir)), output).toEqual([]);
  });

  /** A JSON call to a running server. */
  async function call(run: Run, method: string, url: string, body?: unknown, token?: string): Promise<Response> {
    return fetch(`${run.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** A token of the demo consultant, who may edit every tenant's files. */
  async function consultant(run: Run): Promise<string> {
    const answer = await call(run, 'POST', '/api/lcm/authenticate', {
      username: 'consultor@voz.demo',
      password: 'demo1234',
    });
    return ((await answer.json()) as { id_token: string }).id_token;
  }

  /** Starts a server on a seeded folder, saves bus/demo.json with a new title, and answers what the server did. */
  async function saveThrough(dir: string, crashAt: string | undefined, title: string) {
    const run = launch(dir, await freePort(), crashAt);
    await waitFor(run, /Voz API ready/, 60_000);
    const token = await consultant(run);
    const file = (await (
      await call(run, 'GET', '/api/authoring/tenants/bus/file?path=demo.json', undefined, token)
    ).json()) as {
      version: string;
      text: string;
    };
    const content = JSON.parse(file.text) as { title: { es: string } };
    content.title.es = title;
    const save = call(
      run,
      'PUT',
      '/api/authoring/tenants/bus/file?path=demo.json',
      {
        content,
        baseVersion: file.version,
        summary: title,
      },
      token,
    );
    save.catch(() => undefined);
    return { run, save, token };
  }

  it('an editor save killed between its history and its file, or after the file, leaves both in step', async () => {
    const dir = newFolder('saves');
    await cleanRun(dir);
    const demo = path.join(dir, 'dashboards', 'bus', 'demo.json');
    const before = fs.readFileSync(demo, 'utf8');

    // Killed after the entries were stored, before the file was renamed into place.
    const recorded = await saveThrough(dir, 'authoring-recorded', 'Título guardado a medias');
    expect((await recorded.run.exited).signal).toBe('SIGKILL');
    expect(fs.readFileSync(demo, 'utf8')).toBe(before);
    // A temporary file of a write whose process is gone (pid beyond any the kernel gives).
    const stale = path.join(
      dir,
      'dashboards',
      'bus',
      `.demo.json.99999999.${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.tmp`,
    );
    fs.writeFileSync(stale, '{}');
    // Killed after the file was renamed into place, before its entries were marked written.
    const written = await saveThrough(dir, 'authoring-written', 'Título escrito antes de la parada');
    expect((await written.run.exited).signal).toBe('SIGKILL');
    const after = fs.readFileSync(demo, 'utf8');
    expect(after).toContain('Título escrito antes de la parada');
    // That start had put the first kill right before answering: the half-done save undone, the
    // dead process's temporary file removed.
    expect(written.run.output()).toContain(
      'authoring: after a stop, 0 saves kept, 1 undone, 1 temporary files removed',
    );
    expect(fs.existsSync(stale)).toBe(false);

    const run = launch(dir, await freePort());
    try {
      await waitFor(run, /Voz API ready/, 60_000);
      expect(run.output()).toContain('authoring: after a stop, 1 saves kept, 0 undone, 0 temporary files removed');
      const token = await consultant(run);
      const history = (await (
        await call(run, 'GET', '/api/authoring/tenants/bus/history?path=demo.json', undefined, token)
      ).json()) as { entries: { summary: string; version: string }[] };
      const { entries } = history;
      expect(entries.map((e) => e.summary)).toEqual([
        'Título escrito antes de la parada (recuperado tras una parada del servidor)',
      ]);
      const current = (await (
        await call(run, 'GET', '/api/authoring/tenants/bus/file?path=demo.json', undefined, token)
      ).json()) as { version: string };
      expect(entries[0]?.version).toBe(current.version);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('a second server on the same folder is refused, naming it, and the first goes on serving', async () => {
    const dir = newFolder('second-server');
    const first = launch(dir, await freePort());
    try {
      await waitFor(first, /Voz API ready/, 120_000);
      const started = Date.now();
      const second = launch(dir, await freePort());
      const { code } = await second.exited;
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      const folder = fs.realpathSync(path.join(dir, 'data'));
      expect(second.output()).toContain(
        `La carpeta de datos ${folder} ya la usa otro servidor de Voz (pid ${first.child.pid}`,
      );
      expect(second.output()).toContain(
        `The data folder ${folder} is already used by another Voz server (pid ${first.child.pid}`,
      );
      expect(second.output()).not.toMatch(/Voz API ready|demo: accounts/);
      const answer = await fetch(`${first.url}/config.json`);
      expect(answer.status).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    // The folder is free again as soon as its holder is gone, however it ended.
    await cleanRun(dir);
  });
});
