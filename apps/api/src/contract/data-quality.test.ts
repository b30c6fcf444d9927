import path from 'node:path';
import { dataQualityFromCounts } from '@voz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, type TestServer } from '../test-support/harness.js';
import { signIn, startDemoServer } from './demo-server.js';

// The data-quality percentage (validPerc) is answered by two routes: the survey-response counters
// indicator (the sub-header's and widgets' counters) and survey-responses/values (the data-quality
// gauges). Both must compute it with packages/core's dataQualityFromCounts (platform-core §9: 100
// when missing), so the same selection reads the same figure wherever it is shown.

const TENANT = 'auto-b';

interface Counts {
  answeredCount: number;
  inProgressCount: number;
  invalidCount: number;
  validPerc: number | null;
}

describe('data quality: the counters indicator and survey-responses/values agree', { timeout: 180_000 }, () => {
  let server: TestServer;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    server = await startDemoServer({ dashboardsDir: path.join(REPO, 'dashboards'), responses: { [TENANT]: 3000 } });
    token.analyst = await signIn(server, `analista@${TENANT}.demo`);
    token.zonal = await signIn(server, `zonal@${TENANT}.demo`);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const both = async (body: Record<string, unknown>, who = 'analyst'): Promise<[Counts[], Counts[]]> => {
    const counters = await server.request('POST', '/api/voc/indicators/survey-response-counters/values', {
      token: token[who],
      body,
    });
    const values = await server.request('POST', '/api/voc/survey-responses/values', {
      token: token[who],
      body: { ...body, groupBy: ['status'] },
    });
    expect(counters.status).toBe(200);
    expect(values.status).toBe(200);
    return [counters.body as Counts[], values.body as Counts[]];
  };

  const selections: [string, Record<string, unknown>, string?][] = [
    ['the whole tenant', {}],
    ['a month', { dateFrom: '2026-10-01', dateTo: '2026-10-31' }],
    ['a critical moment', { criticalMomentInclude: [1], dateFrom: '2026-06-01', dateTo: '2026-11-15' }],
    ['a channel (read from the responses themselves)', { channelInclude: [1] }],
    ["the zonal account's scope", {}, 'zonal'],
  ];

  it.each(selections)('%s', async (_, body, who) => {
    const [counters, values] = await both(body, who);
    const counter = counters[0];
    const value = values[0];
    expect(counter).toBeDefined();
    expect(value).toBeDefined();
    if (!counter || !value) return;
    expect(counter.answeredCount).toBe(value.answeredCount);
    expect(counter.inProgressCount).toBe(value.inProgressCount);
    expect(counter.invalidCount).toBe(value.invalidCount);
    // Responses in every state, so a formula leaving in-progress or invalid ones out would differ.
    expect(value.inProgressCount).toBeGreaterThan(0);
    expect(value.invalidCount).toBeGreaterThan(0);
    const expected = dataQualityFromCounts({
      answered: value.answeredCount,
      inProgress: value.inProgressCount,
      invalid: value.invalidCount,
    });
    expect(counter.validPerc).toBe(expected);
    expect(value.validPerc).toBe(expected);
  });

  it('reads 100 where nothing was answered', async () => {
    const [counters, values] = await both({ dateFrom: '2020-01-01', dateTo: '2020-01-31' });
    expect(counters[0]?.validPerc).toBe(100);
    // The values route lists the statuses present: none.
    expect(values).toEqual([]);
  });
});
