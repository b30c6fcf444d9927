import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { REPO, type TestServer } from '../test-support/harness.js';
import { BATCH_MAX_CALLS, BATCH_URL, batchableRoute, type BatchCall, type BatchLine } from './batchRoutes.js';

// POST /api/batch on the demo data of auto-b: each call answered as if it came alone (same status,
// same body, same tenant and scope), line by line; writes, files and foreign addresses refused.

const T = 'auto-b';
let server: TestServer;
let analista: string;
let zonal: string;

const TWO_MONTHS = { dateFrom: '2026-09-15', dateTo: '2026-11-15' };

/** The batch's calls: indicator values (POST and the historic GET), alert counters, a sentiment list. */
const CALLS: BatchCall[] = [
  { method: 'POST', url: '/api/voc/indicators/VENTA_NPS/values', body: { ...TWO_MONTHS, groupBy: ['geoLocation'] } },
  { method: 'POST', url: '/api/voc/indicators/NPS_GENERAL/values', body: TWO_MONTHS },
  { method: 'GET', url: '/api/voc/indicators/NPS_GENERAL/values?dateTo=2026-11-14&periods=6&grouped=formattedMonth' },
  { method: 'POST', url: '/api/voc/indicators/alert-counters/values', body: TWO_MONTHS },
  { method: 'POST', url: '/api/voc/indicators/NO_EXISTE/values', body: TWO_MONTHS },
];

async function batch(
  token: string | undefined,
  calls: unknown,
): Promise<{ status: number; lines: BatchLine[]; text: string; type: string }> {
  const response = await fetch(`${server.url}${BATCH_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ calls }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const lines = type.includes('ndjson')
    ? text
        .split('\n')
        .filter((l) => l.length > 0)
        .map((l) => JSON.parse(l) as BatchLine)
    : [];
  return { status: response.status, lines, text, type };
}

/** The same call made alone. */
async function alone(token: string, call: BatchCall): Promise<{ status: number; body: unknown }> {
  const answer = await server.request(call.method, call.url, {
    token,
    ...(call.method === 'POST' ? { body: call.body ?? {} } : {}),
  });
  return { status: answer.status, body: answer.body };
}

beforeAll(async () => {
  server = await startDemoServer({ dashboardsDir: path.join(REPO, 'dashboards'), responses: { [T]: 600 } });
  analista = await signIn(server, `analista@${T}.demo`);
  zonal = await signIn(server, `zonal@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /api/batch', () => {
  it('is named by /config.json', async () => {
    const { body } = await server.request('GET', '/config.json');
    expect(body).toMatchObject({ batchUrl: BATCH_URL });
  });

  it('answers every call once, line by line, exactly as the call alone', async () => {
    const { status, lines, type } = await batch(analista, CALLS);
    expect(status).toBe(200);
    expect(type).toContain('application/x-ndjson');
    expect(lines.map((l) => l.index).sort((a, b) => a - b)).toEqual(CALLS.map((_, i) => i));
    for (const line of lines) {
      const call = CALLS[line.index] as BatchCall;
      const single = await alone(analista, call);
      expect({ call: call.url, status: line.status, body: line.body }).toEqual({
        call: call.url,
        status: single.status,
        body: single.body,
      });
    }
    // The calls are real: rows for the indicators, and the unknown indicator's refusal as it is alone.
    const byIndex = new Map(lines.map((l) => [l.index, l]));
    expect(byIndex.get(0)?.status).toBe(200);
    expect((byIndex.get(0)?.body as unknown[]).length).toBeGreaterThan(1);
    expect(byIndex.get(4)?.status).toBeGreaterThanOrEqual(400);
    expect(byIndex.get(4)?.status).toBeLessThan(500);
  });

  it("applies the caller's data scope to each call", async () => {
    const call = CALLS[0] as BatchCall;
    const [scoped] = (await batch(zonal, [call])).lines;
    const [whole] = (await batch(analista, [call])).lines;
    expect(scoped?.status).toBe(200);
    expect(scoped?.body).toEqual((await alone(zonal, call)).body);
    // The zonal account sees fewer geographies than the whole tenant.
    expect((scoped?.body as unknown[]).length).toBeLessThan((whole?.body as unknown[]).length);
  });

  it('refuses without a token, and refuses each write, file or foreign call on its own line', async () => {
    expect((await batch(undefined, CALLS)).status).toBe(401);
    const before = await server.request('GET', '/api/voc/alerts?size=1', { token: analista });
    const { status, lines } = await batch(analista, [
      { method: 'POST', url: '/api/voc/alerts', body: { title: 'no' } },
      { method: 'POST', url: '/api/voc/reports/1', body: {} },
      { method: 'GET', url: '/api/otro/cosa' },
      { method: 'GET', url: '/api/voc/no-existe' },
      CALLS[1],
    ]);
    expect(status).toBe(200);
    const byIndex = new Map(lines.map((l) => [l.index, l]));
    for (const index of [0, 1, 2, 3]) {
      expect(byIndex.get(index)?.status).toBe(400);
      expect((byIndex.get(index)?.body as { message: string }).message).toMatch(/no /);
    }
    expect(byIndex.get(4)?.status).toBe(200);
    // Nothing was written.
    const after = await server.request('GET', '/api/voc/alerts?size=1', { token: analista });
    expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
  });

  it('answers 400 with a clear message to a malformed batch', async () => {
    for (const calls of [[], 'x', [{ method: 'DELETE', url: '/api/voc/alerts/1' }], [{ method: 'GET' }]]) {
      const { status, text } = await batch(analista, calls);
      expect(status, JSON.stringify(calls)).toBe(400);
      const refusal = JSON.parse(text) as { status: number; message: string };
      expect(refusal.status).toBe(400);
      expect(refusal.message).toContain('calls');
    }
    const many = Array.from({ length: BATCH_MAX_CALLS + 1 }, () => CALLS[1]);
    expect((await batch(analista, many)).status).toBe(400);
  });
});

describe('batchableRoute', () => {
  it('accepts the reads of the routing table and names why anything else is refused', () => {
    expect(batchableRoute('POST', '/api/voc/indicators/X/values')).toMatchObject({ method: 'POST' });
    expect(batchableRoute('GET', '/api/voc/alerts/dashboard?x=1')).toMatchObject({ method: 'GET' });
    expect(batchableRoute('POST', '/api/voc/alerts')).toMatch(/solo se agrupan lecturas/);
    expect(batchableRoute('POST', '/api/voc/reports/3')).toMatch(/solo se agrupan lecturas/);
    // A literal segment wins over a placeholder, as in the server's router: this one is a JSON read.
    expect(batchableRoute('POST', '/api/voc/reports/indicators-dashboard')).toMatchObject({
      id: 'report-indicators-dashboard',
    });
    expect(batchableRoute('GET', '/docs/json')).toMatch(/no es una dirección/);
    expect(batchableRoute('GET', '/api/voc/nada')).toMatch(/no es una llamada de datos/);
  });
});
