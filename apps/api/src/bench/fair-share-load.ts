import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Tenant } from '@voz/schema';
import { createRandom } from '../seed/index.js';
import { quantile, type BenchRequest } from './load.js';

// The abuse of issue 30, item 7, in `npm run bench:api`: another user's cheap reads (one page of
// the alert list, one after another, by zonal@, an account of one zone) timed while the server is idle, then while one analyst sends
// three concurrent POST /api/batch of 100 heavy indicator calls each. The fair share
// (apps/api/src/http/fair-share.ts) must keep that user's p95 within twice its idle figure.

/** NPS indicators the heavy calls ask for. */
const NPS_INDICATORS = ['VENTA_NPS', 'POSVENTA_NPS', 'NPS_GENERAL'] as const;

/** YYYY-MM-DD of a UTC date. */
const iso = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * `count` heavy indicator calls, as a batch carries them: a whole year of an NPS indicator by week
 * and by geography (thousands of rows, about a megabyte of answer each), ending on a day drawn
 * from the last month so no two are alike.
 */
export function heavyCalls(
  tenant: Tenant,
  today: Date,
  count: number,
  seed: number,
): { method: 'POST'; url: string; body: Record<string, unknown> }[] {
  const random = createRandom(seed);
  const names = tenant.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' };
  return Array.from({ length: count }, () => {
    const to = new Date(today.getTime() - random.int(0, 30) * 86_400_000);
    const from = new Date(to.getTime() - 364 * 86_400_000);
    return {
      method: 'POST' as const,
      url: `/api/voc/indicators/${random.pick(NPS_INDICATORS)}/values`,
      body: { [names.from]: iso(from), [names.to]: iso(to), groupBy: ['formattedWeek', 'geoLocation'] },
    };
  });
}

/** p50, p95 and max of a list of durations (ms). */
export interface Latency {
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

function latencyOf(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** What became of one abusive batch. */
export interface BatchOutcome {
  status: number;
  /** Retry-After of a refusal (seconds). */
  retryAfter?: string;
  /** Lines answered, and how many of them with status 200. */
  lines: number;
  ok: number;
  ms: number;
}

/** The figures of the scenario. */
export interface FairShareFigures {
  /** Idle before the abuse, and again after it (the machine's other load varies). */
  idle: Latency;
  idleAfter: Latency;
  abused: Latency;
  /** abused p95 / the lower of the two idle p95. */
  ratio: number;
  met: boolean;
  batches: BatchOutcome[];
}

function request(
  agent: http.Agent,
  base: URL,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Times reads one after another, each sent `pauseMs` after the previous answer (a person paging a
 * list): idle, each of `reads` once; with `busy`, the reads in a loop for as long as busy() holds,
 * only the reads sent while it held being counted.
 */
async function probe(
  base: URL,
  token: string,
  reads: readonly BenchRequest[],
  pauseMs: number,
  busy?: () => boolean,
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  try {
    for (let i = 0; busy ? busy() : i < reads.length; i++) {
      const read = reads[i % reads.length] as BenchRequest;
      const answer = await request(agent, base, token, read.method, read.path);
      if (answer.status !== 200)
        throw new Error(`${read.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      samples.push(answer.ms);
      if (pauseMs > 0) await sleep(pauseMs);
    }
  } finally {
    agent.destroy();
  }
  return samples;
}

/** Sends one batch and reads its stream to the end. */
async function sendBatch(base: URL, token: string, calls: readonly unknown[]): Promise<BatchOutcome> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const answer = await request(agent, base, token, 'POST', '/api/batch', { calls });
    const lines = answer.status === 200 ? answer.text.split('\n').filter((l) => l.length > 0) : [];
    const retryAfter = answer.headers['retry-after'];
    return {
      status: answer.status,
      ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      lines: lines.length,
      ok: lines.filter((l) => (JSON.parse(l) as { status: number }).status === 200).length,
      ms: answer.ms,
    };
  } finally {
    agent.destroy();
  }
}

/**
 * Sends one batch from a worker thread: the analyst is another client, and reading megabytes of
 * answers must not delay the timing of the other user's reads in this thread.
 */
function sendBatchApart(url: string, token: string, calls: readonly unknown[]): Promise<BatchOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'abuser', url, token, calls } });
    worker.once('message', (outcome: BatchOutcome) => resolve(outcome));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the batch's thread exited with ${code}`));
    });
  });
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'abuser') {
  const { url, token, calls } = workerData as { url: string; token: string; calls: unknown[] };
  const outcome = await sendBatch(new URL(url), token, calls);
  parentPort?.postMessage(outcome);
}

/** Options of the scenario. */
export interface FairShareScenario {
  url: string;
  /** The abusive analyst's token, and the other user's. */
  abuser: string;
  other: string;
  /** The other user's reads (the same list idle and under abuse). */
  reads: readonly BenchRequest[];
  /** Heavy calls of each batch. */
  batches: readonly (readonly unknown[])[];
  /** Pause between two reads of the other user (ms). */
  pauseMs: number;
  /** How long the reads go on under the batches at most (ms); the batches are then let finish. */
  abusedMs: number;
}

export async function runFairShare(scenario: FairShareScenario): Promise<FairShareFigures> {
  const base = new URL(scenario.url);
  const idle = await probe(base, scenario.other, scenario.reads, scenario.pauseMs);
  let running = scenario.batches.length;
  const batches = Promise.all(
    scenario.batches.map((calls) =>
      sendBatchApart(scenario.url, scenario.abuser, calls).finally(() => {
        running -= 1;
      }),
    ),
  );
  // The batches go out first, as in the abuse: the reads come once they are queued.
  await sleep(200);
  const until = performance.now() + scenario.abusedMs;
  const abused = await probe(
    base,
    scenario.other,
    scenario.reads,
    scenario.pauseMs,
    () => running > 0 && performance.now() < until,
  );
  const outcomes = await batches;
  const idleAfter = latencyOf(await probe(base, scenario.other, scenario.reads, scenario.pauseMs));
  const idleLatency = latencyOf(idle);
  const abusedLatency = latencyOf(abused);
  const ratio = abusedLatency.p95 / Math.min(idleLatency.p95, idleAfter.p95);
  return {
    idle: idleLatency,
    idleAfter,
    abused: abusedLatency,
    ratio,
    met: ratio <= 2,
    batches: outcomes,
  };
}

/**
 * Draws `count` reads of one page of the alert list (buildRequests' alertList) for the other user,
 * an account of one zone: without their geography filter, its own scope being the filter.
 */
export function alertPages(all: readonly BenchRequest[], count: number, seed: number): BenchRequest[] {
  const pages = all.filter((r) => r.kind === 'alertList');
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const page = random.pick(pages);
    const [path, query = ''] = page.path.split('?');
    const params = new URLSearchParams(query);
    params.delete('geoLocationInclude');
    return { ...page, path: `${path}?${params.toString()}` };
  });
}
