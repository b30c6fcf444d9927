import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { FAIR_SHARE_LIMITS, TOO_BUSY } from '../http/fair-share.js';
import { REPO, type TestServer } from '../test-support/harness.js';
import { BATCH_MAX_CALLS, BATCH_URL, type BatchCall, type BatchLine } from './batchRoutes.js';

// The fair share of the server (issue 30, item 7; http/fair-share.ts) on a real server with small
// limits: one request in flight per account, six batch calls queued per account, and every batch
// call run as bulk work, one at a time, held while others' requests are in flight. So one analyst's
// batches wait, and are refused whole with 429 and Retry-After past the limit, while another user's
// reads are answered.

const T = 'auto-b';
const LIMITS = {
  ...FAIR_SHARE_LIMITS,
  accountInFlight: 1,
  tenantInFlight: 50,
  accountBulk: 6,
  tenantBulk: 50,
  // Every batch call is heavy: bulk work from the first.
  heavyCallMs: -1,
  bulkRunning: 1,
  bulkQuietMs: 1000,
  // While others' requests keep coming, a fifth of the time, a call every 0.7 s at the most.
  bulkShare: 0.2,
  bulkMaxWaitMs: 700,
};
const YEAR = { dateFrom: '2025-11-15', dateTo: '2026-11-14' };
const HEAVY: BatchCall = {
  method: 'POST',
  url: '/api/voc/indicators/VENTA_NPS/values',
  body: { ...YEAR, groupBy: ['formattedWeek', 'geoLocation'] },
};
const ALERTS = '/api/voc/alerts?size=1';

let server: TestServer;
let analista: string;
let zonal: string;

beforeAll(async () => {
  server = await startDemoServer({
    dashboardsDir: path.join(REPO, 'dashboards'),
    responses: { [T]: 600 },
    fairShare: LIMITS,
  });
  analista = await signIn(server, `analista@${T}.demo`);
  zonal = await signIn(server, `zonal@${T}.demo`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A batch sent; its lines are read as they come. */
function sendBatch(
  token: string,
  calls: readonly BatchCall[],
): {
  response: Promise<Response>;
  lines: BatchLine[];
  /** Resolves with the status, once the answer has ended. */
  done: Promise<{ status: number; text: string; retryAfter: string | null }>;
} {
  const lines: BatchLine[] = [];
  const response = fetch(`${server.url}${BATCH_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ calls }),
  });
  const done = response.then(async (answer) => {
    if (!(answer.headers.get('content-type') ?? '').includes('ndjson')) {
      return { status: answer.status, text: await answer.text(), retryAfter: answer.headers.get('retry-after') };
    }
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    let rest = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      rest += value;
      const parts = rest.split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part) lines.push(JSON.parse(part) as BatchLine);
    }
    return { status: answer.status, text: '', retryAfter: answer.headers.get('retry-after') };
  });
  return { response, lines, done };
}

describe('the fair share of the server', () => {
  it('answers 429 with Retry-After to an account past its requests in flight, and serves it again after', async () => {
    let refused: { status: number; retryAfter: string | null; body: unknown } | undefined;
    let served = 0;
    // Twelve reads at once from one account allowed one in flight: those that come while another
    // is answered are refused.
    for (let round = 0; round < 5 && !refused; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(`${server.url}${ALERTS}`, { headers: { authorization: `Bearer ${analista}` } }),
        ),
      );
      for (const answer of answers) {
        expect([200, 429]).toContain(answer.status);
        const body: unknown = await answer.json();
        if (answer.status === 200) served += 1;
        else refused ??= { status: answer.status, retryAfter: answer.headers.get('retry-after'), body };
      }
    }
    expect(served).toBeGreaterThan(0);
    expect(refused).toMatchObject({ status: 429, retryAfter: '1', body: { status: 429, code: TOO_BUSY } });
    // Every place was given back: the next read alone is answered.
    expect((await server.request('GET', ALERTS, { token: analista })).status).toBe(200);
    // Another account of the tenant was never held back by them.
    expect((await server.request('GET', ALERTS, { token: zonal })).status).toBe(200);
  });

  it('refuses a batch over the bound on its calls with 400, before any call runs', async () => {
    const many = Array.from({ length: BATCH_MAX_CALLS + 1 }, () => HEAVY);
    const { status, text } = await sendBatch(analista, many).done;
    expect(status).toBe(400);
    const refusal = JSON.parse(text) as { status: number; code: string; message: string };
    expect(refusal).toMatchObject({ status: 400, code: 'error.validation' });
    expect(refusal.message).toContain(String(BATCH_MAX_CALLS));
  });

  it("queues one analyst's heavy batches behind another user's reads, and refuses a batch past the limit whole", async () => {
    const queued = sendBatch(analista, [HEAVY, HEAVY, HEAVY, HEAVY, HEAVY]);
    // The answer's head comes with its first line: one call has run, four are left.
    expect((await queued.response).status).toBe(200);
    let finished = false;
    void queued.done.finally(() => {
      finished = true;
    });

    // Four of six places taken: four more calls are refused whole, with Retry-After, none run.
    const refused = await sendBatch(analista, [HEAVY, HEAVY, HEAVY, HEAVY]).done;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ status: 429, code: TOO_BUSY });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);

    // Meanwhile zonal@ reads the alert list, one read after another: every read is answered while
    // the analyst's batch waits, its calls taking a fifth of the time at most while reads keep coming.
    const whileQueued: number[] = [];
    while (!finished) {
      const started = performance.now();
      const read = await server.request('GET', ALERTS, { token: zonal });
      expect(read.status).toBe(200);
      if (!finished) whileQueued.push(performance.now() - started);
    }
    expect(whileQueued.length).toBeGreaterThanOrEqual(5);

    // The queued batch was answered whole in the end, each call as alone.
    const { status } = await queued.done;
    expect(status).toBe(200);
    expect(queued.lines.map((l) => l.status)).toEqual([200, 200, 200, 200, 200]);

    // Its places were given back: a batch of six fits again.
    const after = sendBatch(
      analista,
      Array.from({ length: 6 }, () => HEAVY),
    );
    expect((await after.done).status).toBe(200);
    expect(after.lines).toHaveLength(6);
  }, 60_000);
});
