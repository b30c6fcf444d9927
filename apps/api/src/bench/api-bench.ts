#!/usr/bin/env node
// `npm run bench:api` (scripts/bench-api.mjs runs this, with a PostgreSQL server it starts): seeds
// 1,000,000 survey responses for one tenant with the demo generator, starts the real server as a
// child process on that data, and measures p50/p95 of four indicator calls and one page of the
// alert list sent by 8 concurrent clients over HTTP (load.ts). The server keeps no response cache, so every call reaches the
// database. The same calls are measured twice: right after the server starts, while V8 is still
// compiling its code, and once it has answered `--warm-calls` other calls (a server in service);
// the targets apply to the second. Then the abuse of issue 30, item 7 (fair-share-load.ts): another
// user's page of the alert list timed idle and while one analyst sends three batches of 100 heavy
// calls; its p95 must stay within twice the idle one. The seeded PGlite directory is kept under .data/bench/ and reused while the generator,
// and the tenant's files are unchanged; PostgreSQL is seeded on each run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Tenant, TenantMetadata } from '@voz/schema';
import { DEMO_SEED } from '../demo.js';
import { alertPages, heavyCalls, runFairShare, type FairShareFigures } from './fair-share-load.js';
import { KINDS, buildRequests, runLoad, type KindFigures } from './load.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(DIST, '../../..');
const MAIN = path.join(DIST, 'main.js');
const TENANT = 'auto-b';
const TODAY = '2026-11-22';
/** p95 targets of issue 3, in ms. */
const TARGETS = { pglite: 50, postgres: 25 } as const;
/** Heap for the seeding process: the generator holds the whole tenant in memory. */
const SEED_HEAP_MB = 16_000;

type Engine = keyof typeof TARGETS;

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    responses: { type: 'string', default: '1000000' },
    'per-kind': { type: 'string', default: '250' },
    clients: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '40' },
    /** Calls (drawn from another seed) sent between the two measures; none is counted. */
    'warm-calls': { type: 'string', default: '6000' },
    seed: { type: 'string', default: '7' },
    'pg-url': { type: 'string' },
    json: { type: 'string' },
    /** What to run: `load` (the calls above) and `fair-share` (the abuse of issue 30); both by default. */
    scenario: { type: 'string', multiple: true },
    /** The other user's timed reads of the fair-share scenario (each measure). */
    'fair-share-reads': { type: 'string', default: '200' },
    /** Pause (ms) between two of that user's reads. */
    'fair-share-pause': { type: 'string', default: '50' },
    /** How long that user reads under the batches at most (s); the batches are then let finish. */
    'fair-share-seconds': { type: 'string', default: '90' },
    /** The abuse: concurrent batches, and heavy calls in each. */
    'abuse-batches': { type: 'string', default: '3' },
    'abuse-calls': { type: 'string', default: '100' },
    /** Node flags of the server process, e.g. --server-node-arg=--cpu-prof to profile it. */
    'server-node-arg': { type: 'string', multiple: true },
  },
});
const responses = Number(args.responses);
const perKind = Number(args['per-kind']);
const clients = Number(args.clients);
const warmup = Number(args.warmup);
const warmCalls = Number(args['warm-calls']);
const engines = (args.engine ?? ['pglite', 'postgres']) as Engine[];
const scenarios = new Set(args.scenario ?? ['load', 'fair-share']);
const benchDir = path.join(ROOT, '.data', 'bench');

function log(line: string): void {
  console.log(line);
}

/**
 * A hash of what the seeded data depends on: the generator and the tenant's files. Migrations are
 * left out: the server applies new ones to the kept data at start, as it would on a deployment.
 */
function dataStamp(): string {
  const hash = crypto.createHash('sha256');
  const folders = [
    path.join(DIST, 'seed'),
    path.join(DIST, 'customers'),
    path.join(DIST, 'action-plans'),
    path.join(ROOT, 'dashboards', TENANT),
  ];
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isFile() && !name.endsWith('.map')) hash.update(name).update(fs.readFileSync(file));
    }
  }
  hash.update(fs.readFileSync(path.join(DIST, 'demo.js')));
  return JSON.stringify({ responses, today: TODAY, seed: DEMO_SEED, files: hash.digest('hex').slice(0, 16) });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server's environment for an engine: only the bench tenant, a pinned today, demo mode. */
function serverEnv(engine: Engine, dataDir: string, dashboardsDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    VOZ_DATA_DIR: dataDir,
    VOZ_DASHBOARDS_DIR: dashboardsDir,
    VOZ_DEMO_RESPONSES: String(responses),
    VOZ_TODAY: TODAY,
    VOZ_DEMO: '1',
    VOZ_LOG_LEVEL: 'warn',
    ...(engine === 'postgres' ? { DATABASE_URL: args['pg-url'] } : { DATABASE_URL: '' }),
  };
}

/** The stamp a PostgreSQL database was seeded with (kept in its meta table), or undefined. */
async function postgresStamp(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `SELECT value FROM meta WHERE key = 'bench-stamp' AND to_regclass('meta') IS NOT NULL`,
    );
    return rows[0]?.value;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function writePostgresStamp(url: string, stamp: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM meta WHERE key = 'bench-stamp'`);
    await client.query(`INSERT INTO meta (key, value) VALUES ('bench-stamp', $1)`, [stamp]);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the tenant (db:reset) unless the database already holds this very data: the PGlite
 * directory's stamp file, or the stamp in a PostgreSQL database's meta table (a server given with
 * --pg-url and kept between runs).
 */
async function prepareData(engine: Engine, dataDir: string, dashboardsDir: string): Promise<void> {
  const stampFile = path.join(dataDir, 'bench-stamp.json');
  const stamp = dataStamp();
  const pgUrl = args['pg-url'] ?? '';
  const seeded =
    engine === 'pglite'
      ? fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp
      : (await postgresStamp(pgUrl)) === stamp;
  if (seeded) {
    log(`${engine}: reusing the seeded data${engine === 'pglite' ? ` in ${path.relative(ROOT, dataDir)}` : ''}`);
    return;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  log(`${engine}: seeding ${responses.toLocaleString('en')} responses for ${TENANT} (once; reused while unchanged)…`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [`--max-old-space-size=${SEED_HEAP_MB}`, MAIN, 'db:reset'], {
    env: serverEnv(engine, dataDir, dashboardsDir, 0),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seeding on ${engine} failed (exit ${result.status})`);
  log(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (engine === 'pglite') fs.writeFileSync(stampFile, stamp);
  else await writePostgresStamp(pgUrl, stamp);
}

/** Starts the server and resolves with its URL once it says it is ready. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(args['server-node-arg'] ?? []), MAIN], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const ready = /Voz API ready on (\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

async function signIn(url: string, user = 'analista'): Promise<string> {
  const response = await fetch(`${url}/api/lcm/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${user}@${TENANT}.demo`, password: 'demo1234' }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

/** How many alerts the tenant holds (the alert list's X-Total-Count, unfiltered). */
async function alertCount(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/voc/alerts?size=1`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`the alert list answered ${response.status}: ${await response.text()}`);
  return Number(response.headers.get('x-total-count'));
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** The figures of one measure of the load. */
interface Measure {
  figures: KindFigures[];
  throughput: number;
}

/** Prints one measure as a Markdown table; with `targets`, the target column says met or not. */
function printMeasure(engine: Engine, title: string, measure: Measure, clientCpu: string, targets: boolean): void {
  log(`\n${engine}, ${title}: ${measure.throughput.toFixed(0)} req/s; ${clientCpu}`);
  log(`| call | requests | p50 | p95 | max | from pre-aggregates | rows | target p95 |`);
  log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const f of measure.figures) {
    const target = `< ${TARGETS[engine]} ms: ${f.p95 < TARGETS[engine] ? 'met' : 'NOT met'}`;
    log(
      `| ${f.kind} | ${f.requests} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.fast}/${f.requests} | ${f.rows.toFixed(1)} | ${targets ? target : `(${target})`} |`,
    );
  }
}

/** Prints the fair-share scenario's figures. */
function printFairShare(engine: Engine, f: FairShareFigures, pauseMs: number): void {
  log(
    `\n${engine}, fair share: zonal@'s page of the alert list, one at a time (${pauseMs} ms apart), idle, while analista@ sends ${f.batches.length} concurrent batches (until they end, ${args['fair-share-seconds']} s at most), idle again`,
  );
  log('| measure | reads | p50 | p95 | max |');
  log('| --- | --- | --- | --- | --- |');
  const row = (name: string, l: FairShareFigures['idle']): void =>
    log(`| ${name} | ${l.requests} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.max)} |`);
  row('idle, before', f.idle);
  row('under the batches', f.abused);
  row('idle, after', f.idleAfter);
  for (const [i, b] of f.batches.entries()) {
    const refused = b.retryAfter === undefined ? '' : `, Retry-After ${b.retryAfter} s`;
    log(`batch ${i + 1}: ${b.status}${refused}, ${b.ok}/${b.lines} calls answered 200, ${(b.ms / 1000).toFixed(1)} s`);
  }
  log(`p95 under the batches / the lower idle p95 = ${f.ratio.toFixed(2)} (target ≤ 2): ${f.met ? 'met' : 'NOT met'}`);
}

interface EngineResult extends Measure {
  engine: Engine;
  started?: Measure;
  fairShare?: FairShareFigures;
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  if (engine === 'postgres' && !args['pg-url']) throw new Error('postgres needs --pg-url');
  const dataDir = path.join(benchDir, `${engine}-${responses}`);
  const dashboardsDir = path.join(benchDir, 'dashboards');
  fs.rmSync(dashboardsDir, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'dashboards', TENANT), path.join(dashboardsDir, TENANT), { recursive: true });
  await prepareData(engine, dataDir, dashboardsDir);

  const { child, url } = await startServer(serverEnv(engine, dataDir, dashboardsDir, await freePort()));
  try {
    const token = await signIn(url);
    log(`${engine}: ${(await alertCount(url, token)).toLocaleString('en')} alerts in ${TENANT}`);
    const read = (name: string): unknown =>
      JSON.parse(fs.readFileSync(path.join(dashboardsDir, TENANT, name), 'utf8')) as unknown;
    const draw = (count: number, seed: number) =>
      buildRequests(
        read('tenant.json') as Tenant,
        read('metadata.json') as TenantMetadata,
        new Date(`${TODAY}T12:00:00Z`),
        count,
        seed,
      );
    const requests = draw(perKind, Number(args.seed));
    const clientCpu = (run: { wallMs: number; clientCpuMs: number }): string =>
      `the clients' own CPU ${((100 * run.clientCpuMs) / run.wallMs).toFixed(0)} % of one core`;
    const warmUp = async (): Promise<void> => {
      const warming = await runLoad(
        url,
        token,
        draw(Math.ceil(warmCalls / KINDS.length), Number(args.seed) + 1),
        clients,
        Infinity,
      );
      log(
        `\n${engine}: ${warmCalls} other calls sent (${warming.throughput.toFixed(0)} req/s, ${(warming.wallMs / 1000).toFixed(1)} s)`,
      );
    };
    let load: { started: Measure; warm: Measure } | undefined;
    if (scenarios.has('load')) {
      log(
        `\n${engine}: ${clients} clients, ${requests.length} calls (the first ${warmup} not counted), measured twice`,
      );
      // First measure: the server has just started, and V8 compiles its code while it answers.
      const started = await runLoad(url, token, requests, clients, warmup);
      printMeasure(engine, 'just started', started, clientCpu(started), false);
      // Then calls of another draw, none counted, and the same calls again on the warm server.
      await warmUp();
      const warm = await runLoad(url, token, requests, clients, warmup);
      printMeasure(engine, `warm (the same calls again)`, warm, clientCpu(warm), true);
      load = { started, warm };
    }
    let fairShare: FairShareFigures | undefined;
    if (scenarios.has('fair-share')) {
      // On a warm server, as the targets above: idle, then under the abuse.
      if (!load) await warmUp();
      const tenant = read('tenant.json') as Tenant;
      const pauseMs = Number(args['fair-share-pause']);
      fairShare = await runFairShare({
        url,
        abuser: token,
        other: await signIn(url, 'zonal'),
        reads: alertPages(requests, Number(args['fair-share-reads']), Number(args.seed)),
        batches: Array.from({ length: Number(args['abuse-batches']) }, (_, i) =>
          heavyCalls(tenant, new Date(`${TODAY}T12:00:00Z`), Number(args['abuse-calls']), Number(args.seed) + 10 + i),
        ),
        pauseMs,
        abusedMs: Number(args['fair-share-seconds']) * 1000,
      });
      printFairShare(engine, fairShare, pauseMs);
    }
    return {
      engine,
      figures: load?.warm.figures ?? [],
      throughput: load?.warm.throughput ?? 0,
      ...(load ? { started: { figures: load.started.figures, throughput: load.started.throughput } } : {}),
      ...(fairShare ? { fairShare } : {}),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
if (args.json) fs.writeFileSync(args.json, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
const missed = results.flatMap((r) => [
  ...r.figures.filter((f) => !(f.p95 < TARGETS[r.engine])).map((f) => `${r.engine} ${f.kind}`),
  ...(r.fairShare && !r.fairShare.met ? [`${r.engine} fair share`] : []),
]);
log(
  missed.length
    ? `\ntarget missed: ${missed.join(', ')}`
    : `\nevery target met (${scenarios.has('load') ? `${KINDS.length} calls` : 'fair share'} × ${results.length} engines)`,
);
process.exitCode = missed.length ? 1 : 0;
