import http from 'node:http';
import type { Tenant, TenantMetadata } from '@voz/schema';
import { createRandom, type Random } from '../seed/index.js';

// The load of `npm run bench:api`: the four indicator calls of issue 3 and one page of the alert
// list of issue 33, with filters drawn from a fixed seed, sent by N concurrent clients (each sends
// its next request when the previous one is answered), timed from the client's side of a
// keep-alive HTTP connection.

/** The calls measured. */
export const KINDS = ['npsByGeography', 'npsTrend', 'tagCloud', 'alertCounters', 'alertList'] as const;
export type Kind = (typeof KINDS)[number];

/** One request of the load. */
export interface BenchRequest {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** The figures of one kind. */
export interface KindFigures {
  kind: Kind;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** How many answers came from the pre-aggregates (X-Voz-Indicator-Path: fast). */
  fast: number;
  /** Mean number of rows answered. */
  rows: number;
}

const NPS_INDICATORS = ['VENTA_NPS', 'POSVENTA_NPS', 'NPS_GENERAL'] as const;

interface Node {
  id: number;
  children?: Node[];
}

/** Geography ids by level (level 1 is the root). */
function geographyLevels(metadata: TenantMetadata): number[][] {
  const levels: number[][] = [];
  const walk = (node: Node, level: number): void => {
    (levels[level - 1] ??= []).push(node.id);
    for (const child of node.children ?? []) walk(child, level + 1);
  };
  walk(metadata.geographies.root, 1);
  return levels;
}

/** YYYY-MM-DD of a UTC date. */
const iso = (date: Date): string => date.toISOString().slice(0, 10);

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * The geography filter of a request: the root (no filter, the whole tenant) a quarter of the
 * time, else one node of a level below it, as the portal's tree select sends it.
 */
function geographyFilter(random: Random, levels: readonly number[][]): Record<string, unknown> {
  if (random.next() < 0.25 || levels.length < 2) return {};
  const level = random.int(1, levels.length - 1);
  return { geoLocationInclude: [random.pick(levels[level] ?? [])] };
}

/**
 * A date range of `days` days ending on a day drawn from the last year (so the range lies in the
 * 13 months of data), with the tenant's date parameter names.
 */
function dateRange(random: Random, tenant: Tenant, today: Date, days: number): Record<string, string> {
  const names = tenant.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' };
  const to = addDays(today, -random.int(0, 364));
  return { [names.from]: iso(addDays(to, -(days - 1))), [names.to]: iso(to) };
}

/** The requests of a run: `perKind` of each kind, shuffled, from `seed`. */
export function buildRequests(
  tenant: Tenant,
  metadata: TenantMetadata,
  today: Date,
  perKind: number,
  seed: number,
): BenchRequest[] {
  const random = createRandom(seed);
  const levels = geographyLevels(metadata);
  const requests: BenchRequest[] = [];
  for (let i = 0; i < perKind; i++) {
    // NPS by geography over two months (61 days), one NPS indicator, a geography or the whole tenant.
    requests.push({
      kind: 'npsByGeography',
      method: 'POST',
      path: `/api/voc/indicators/${random.pick(NPS_INDICATORS)}/values`,
      body: { ...dateRange(random, tenant, today, 61), ...geographyFilter(random, levels), groupBy: ['geoLocation'] },
    });
    // A six-period NPS trend by month: the historic GET call the trend widgets make.
    const trend = new URLSearchParams({ grouped: 'formattedMonth', periods: '6', formula: 'nps' });
    const geo = geographyFilter(random, levels)['geoLocationInclude'] as number[] | undefined;
    if (geo) trend.set('geoLocationInclude', String(geo[0]));
    const names = tenant.formatting?.dateParams ?? { from: 'dateFrom', to: 'dateTo' };
    trend.set(names.to, iso(addDays(today, -random.int(0, 179))));
    requests.push({
      kind: 'npsTrend',
      method: 'GET',
      path: `/api/voc/indicators/${random.pick(NPS_INDICATORS)}/values?${trend.toString()}`,
    });
    // The word cloud of tags over the tenant's default range (a month) to a quarter.
    requests.push({
      kind: 'tagCloud',
      method: 'POST',
      path: '/api/voc/indicators/sentiment_tags/values',
      body: {
        ...dateRange(random, tenant, today, random.pick([30, 61, 91])),
        ...geographyFilter(random, levels),
        limit: 50,
      },
    });
    // Alert counters over one to three months.
    requests.push({
      kind: 'alertCounters',
      method: 'POST',
      path: '/api/voc/indicators/alert-counters/values',
      body: { ...dateRange(random, tenant, today, random.pick([30, 61, 91])), ...geographyFilter(random, levels) },
    });
    // One page of /alerts/list as the portal asks for it: the filter's date range (one to three
    // months), a geography or the whole tenant, now and then one status, newest first, 15 a page,
    // one of the first four pages.
    const list = new URLSearchParams({ page: String(random.int(0, 3)), size: '15' });
    list.append('sort', 'createdAt,desc');
    list.append('sort', 'id,desc');
    for (const [key, value] of Object.entries(dateRange(random, tenant, today, random.pick([30, 61, 91])))) {
      list.set(key, value);
    }
    const place = geographyFilter(random, levels)['geoLocationInclude'] as number[] | undefined;
    if (place) list.set('geoLocationInclude', String(place[0]));
    if (random.next() < 0.3) list.set('alertStatusInclude', random.pick(['NOT_HANDLED', 'IN_PROCESS', 'CLOSED']));
    requests.push({ kind: 'alertList', method: 'GET', path: `/api/voc/alerts?${list.toString()}` });
  }
  // Fisher–Yates with the same generator: the kinds interleave as on a dashboard.
  for (let i = requests.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [requests[i], requests[j]] = [requests[j] as BenchRequest, requests[i] as BenchRequest];
  }
  return requests;
}

/** The value at quantile q (0–1) of sorted numbers (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

interface Sample {
  kind: Kind;
  ms: number;
  fast: boolean;
  rows: number;
}

/**
 * Sends one request on a keep-alive connection; throws on anything but 200 (a benchmark of errors
 * measures nothing). node:http rather than fetch: the clients share the machine with the server,
 * and fetch costs them several times the CPU (measured: 41 % of a core at 216 requests/s).
 */
function send(agent: http.Agent, base: URL, token: string, request: BenchRequest): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const body = request.body ? JSON.stringify(request.body) : undefined;
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) {
            reject(
              new Error(`${request.method} ${request.path} answered ${response.statusCode}: ${text.slice(0, 300)}`),
            );
            return;
          }
          const rows = JSON.parse(text) as unknown[];
          const fast = response.headers['x-voz-indicator-path'] === 'fast';
          resolve({ kind: request.kind, ms, fast, rows: rows.length });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs the requests with `clients` concurrent clients; the first `warmup` answers are not counted. */
export async function runLoad(
  base: string,
  token: string,
  requests: readonly BenchRequest[],
  clients: number,
  warmup: number,
): Promise<{ figures: KindFigures[]; wallMs: number; throughput: number; clientCpuMs: number }> {
  let next = 0;
  const samples: Sample[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const client = async (): Promise<void> => {
    while (next < requests.length) {
      const index = next++;
      const sample = await send(agent, url, token, requests[index] as BenchRequest);
      if (index >= warmup) samples.push(sample);
    }
  };
  await Promise.all(Array.from({ length: clients }, () => client()));
  agent.destroy();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const figures = KINDS.map((kind) => {
    const own = samples.filter((s) => s.kind === kind);
    const sorted = own.map((s) => s.ms).sort((a, b) => a - b);
    return {
      kind,
      requests: own.length,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      fast: own.filter((s) => s.fast).length,
      rows: own.reduce((sum, s) => sum + s.rows, 0) / Math.max(1, own.length),
    };
  });
  return {
    figures,
    wallMs,
    throughput: (requests.length * 1000) / wallMs,
    clientCpuMs: (used.user + used.system) / 1000,
  };
}
