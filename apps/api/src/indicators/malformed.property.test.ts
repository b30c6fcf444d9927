import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { indicatorRoutes } from './routes.js';

// Bad input answers 400 with a message naming the parameter, never 5xx: hand-picked cases, then
// generated bodies (each a valid body with one parameter spoiled) and generated query strings.

/** Valid values of every body parameter, for the unspoiled part of a generated body. */
const VALID: Record<string, fc.Arbitrary<unknown>> = {
  dateFrom: fc.constantFrom('2026-09-01', '2026-01-01'),
  dateTo: fc.constantFrom('2026-10-31', '2026-11-14'),
  criticalMomentInclude: fc.constantFrom([1], [1, 2], [0]),
  geoLocationInclude: fc.constantFrom([10010], [10201, 10104]),
  logicalLocationInclude: fc.constantFrom([2], [11, 21]),
  channelInclude: fc.constantFrom([1], [2, 3]),
  groupByTopLocation: fc.boolean(),
  groupBy: fc.constantFrom(['geoLocation'], ['criticalMoment'], ['formattedMonth', 'geoLocation']),
  limit: fc.integer({ min: 1, max: 100 }),
  sort: fc.constantFrom('value,desc', 'count,asc', 'group'),
  keyExtract: fc.constantFrom(['group', 'value'], ['count']),
  groupByLevel: fc.integer({ min: 1, max: 4 }),
  groupNameFormat: fc.constant('description'),
  trunc: fc.constantFrom('HALF_UP', 'HALF_DOWN'),
};

/** Values that stay invalid under the server's type coercion (no one-item arrays, no numeric strings). */
const INVALID: Record<string, fc.Arbitrary<unknown>> = {
  dateFrom: fc.constantFrom('2026-13-01', '2026-02-30', 'ayer', '2026/01/01', '', 20260101, { d: 1 }),
  dateTo: fc.constantFrom('2026-00-10', '2025-02-29', 'mañana', [1, 2]),
  criticalMomentInclude: fc.constantFrom(['x', 'y'], [-1, -2], { a: 1 }, [987654, 1], 'uno'),
  criticalMomentExclude: fc.constantFrom([987654, 1], ['a', 'b'], 'ninguno'),
  geoLocationInclude: fc.constantFrom([987654, 10010], [1.5, 2.5], 'norte', { id: 1 }),
  logicalLocationInclude: fc.constantFrom([987654, 2], ['suv', 'auto']),
  channelInclude: fc.constantFrom([99, 1], ['email', 'sms']),
  clusterInclude: fc.constantFrom([99, 1], [{}, {}]),
  groupByTopLocation: fc.constantFrom('quizás', { a: true }, [true, false]),
  alertStatusInclude: fc.constantFrom(['OPEN', 'CLOSED'], 'abierta', [1, 2]),
  alertTypeInclude: fc.constantFrom(['BAD', 'WOW'], 'x'),
  groupBy: fc.constantFrom(
    ['nope', 'question'],
    [],
    ['question', 'date', 'week', 'channel'],
    ['geoLocation', 'geoLocation'],
    'zona',
  ),
  limit: fc.constantFrom(0, -5, 10001, 'mucho', 1.5, { n: 1 }),
  sort: fc.constantFrom('value;drop', 'value,up', '', 'a,b,c', { field: 'value' }),
  keyExtract: fc.constantFrom(['nope', 'value'], [], 'x'),
  periods: fc.constantFrom(0, 61, 'seis', 2.5),
  formula: fc.constantFrom('median', 'NPS', 5),
  groupByLevel: fc.constantFrom(0, 11, 'x'),
  groupNameFormat: fc.constantFrom('name', 'descripcion'),
  resultType: fc.constantFrom('middle', 'TOP'),
  topSize: fc.constantFrom(0, 101, 'x'),
  bottomSize: fc.constantFrom(0, -1, 'y'),
  trunc: fc.constantFrom('HALF_EVEN', 'UP'),
  aggregation: fc.constantFrom('sum', 'ranking'),
  rankingPositionScope: fc.constantFrom(50, 'x', 1),
  featureInclude: fc.constantFrom(['zoomIn', 'zoomOut'], 'z'),
  featureExclude: fc.constantFrom(['x', 'groupByTopLocation'], 7),
  workflowName: fc.constantFrom('Venta!', '', 5, 'ventas mayores'),
  status: fc.constantFrom('DONE', 'answered'),
  tag: fc.constantFrom('', { t: 1 }, ['a', 'b']),
  responseValues: fc.constantFrom([], { abc: ['x'] }, { '1': [{}] }, 'texto', { '999999': ['x'] }),
  customerServiceTimeFrom: fc.constantFrom('2026-09-01'),
};

const KNOWN = new Set([...Object.keys(INVALID), ...Object.keys(VALID), 'clusterInclude']);
const INDICATORS = ['VENTA_NPS', 'NPS_GENERAL', 'SENTIMENT', 'ALERTS', 'SURVEY_COUNT', 'sentiment_tags'];

/** A valid body with one parameter spoiled (or an unknown one added), and the name the 400 must carry. */
const spoiledBody = fc
  .tuple(
    fc.record(VALID, { requiredKeys: [] }),
    fc.oneof(
      fc
        .constantFrom(...Object.keys(INVALID))
        .chain((key) => (INVALID[key] as fc.Arbitrary<unknown>).map((value) => ({ key, value }))),
      fc
        .stringMatching(/^[a-z][a-zA-Z]{2,12}$/)
        .filter((key) => !KNOWN.has(key))
        // Prototype keys are refused by Fastify's JSON parser before validation (still a 400).
        .chain((key) =>
          fc
            .jsonValue()
            .filter((value) => !/__proto__|constructor/.test(JSON.stringify(value)))
            .map((value) => ({ key, value })),
        ),
    ),
    fc.constantFrom(...INDICATORS),
  )
  .map(([base, { key, value }, indicator]) => {
    const body: Record<string, unknown> = { ...base, [key]: value };
    // An invalid date is still a date: keep the range in order so only the spoiled value is wrong.
    if (key === 'dateFrom') delete body['dateTo'];
    if (key === 'dateTo') delete body['dateFrom'];
    return { body, key, indicator };
  });

describe('indicator routes refuse malformed input', { timeout: 120_000 }, () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      modules: [indicatorRoutes],
      prepare: async (db) => {
        await db
          .insertInto('accounts')
          .values({
            tenant_id: 'auto-b',
            id: 1,
            email: 'admin@auto-b.demo',
            password_hash: 'x',
            phone: null,
            level: null,
            profile_id: null,
            default_critical_moment: null,
            authorities: ['ROLE_ADMIN'],
          })
          .execute();
      },
    });
    token = await server.tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: 1 });
  }, 180_000);
  afterAll(() => server?.close());

  const post = (indicator: string, body: unknown, withToken = true) =>
    server.request('POST', `/api/voc/indicators/${indicator}/values`, { ...(withToken ? { token } : {}), body });
  const messageOf = (body: unknown): string => (body as { message?: string }).message ?? '';

  it('answers 401 without a token and 404 naming an unknown indicator', async () => {
    expect((await post('VENTA_NPS', {}, false)).status).toBe(401);
    expect((await server.request('GET', '/api/voc/indicators/VENTA_NPS/values')).status).toBe(401);
    for (const [method, url] of [
      ['POST', '/api/voc/indicators/NO_EXISTE/values'],
      ['GET', '/api/voc/indicators/NO_EXISTE/values'],
      ['GET', '/api/lcm/indicators/NO_EXISTE/values'],
    ] as const) {
      const res = await server.request(method, url, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status).toBe(404);
      expect(messageOf(res.body)).toContain('NO_EXISTE');
    }
    // A POST without a body is an empty filter.
    expect((await server.request('POST', '/api/voc/indicators/VENTA_NPS/values', { token })).status).toBe(200);
  });

  it('names the parameter of each hand-picked bad request', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['VENTA_NPS', { limit: 'abc' }, 'limit'],
      ['VENTA_NPS', { groupBy: ['nope'] }, 'groupBy'],
      ['VENTA_NPS', { groupBy: ['tag'] }, 'groupBy'],
      ['VENTA_NPS', { groupBy: ['question', 'question'] }, 'groupBy'],
      ['VENTA_NPS', { foo: 1 }, 'foo'],
      ['VENTA_NPS', { geoLocationInclude: [999999] }, 'geoLocationInclude'],
      ['VENTA_NPS', { dateFrom: '2026-02-30' }, 'dateFrom'],
      ['VENTA_NPS', { dateFrom: '2026-10-01', dateTo: '2026-09-01' }, 'dateFrom'],
      ['VENTA_NPS', { responseValues: { '999999': ['x'] } }, 'responseValues'],
      [
        'VENTA_NPS',
        { periods: 3, aggregation: 'linearRegression', groupBy: ['geoLocation', 'question', 'channel'] },
        'groupBy',
      ],
      ['COMMENTS', { groupBy: ['tag'] }, 'groupBy'],
      ['SENTIMENT', { aggregation: 'rankingPosition', groupBy: ['geoLocation'] }, ''],
      ['ALERTS', { customerServiceTimeFrom: '2026-09-01' }, 'customerServiceTimeFrom'],
    ];
    for (const [indicator, body, field] of cases) {
      const res = await post(indicator, body);
      if (field === '') {
        expect(res.status, JSON.stringify(body)).toBe(200);
        continue;
      }
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(res.body), JSON.stringify(body)).toContain(field);
    }
    const badJson = await server.request('GET', '/api/voc/indicators/VENTA_NPS/values?responseValues=%7Bnope', {
      token,
    });
    expect(badJson.status).toBe(400);
    expect(messageOf(badJson.body)).toContain('responseValues');
    const both = await server.request('GET', '/api/voc/indicators/VENTA_NPS/values?grouped=date&groupBy=date', {
      token,
    });
    expect(messageOf(both.body)).toContain('grouped');
    const badName = await server.request('POST', '/api/voc/indicators/..%2Fx/values', { token, body: {} });
    expect(badName.status).toBe(400);
    for (const body of ['[]', '"texto"', '7', 'null', '{"a":']) {
      const res = await server.request('POST', '/api/voc/indicators/VENTA_NPS/values', { token, body });
      expect(res.status, body).toBe(400);
    }
  });

  it('answers 400 naming the spoiled parameter for 300 generated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(spoiledBody, async ({ body, key, indicator }) => {
        const res = await post(indicator, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(messageOf(res.body), JSON.stringify(body)).toContain(key);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('never answers 5xx to generated bodies and query strings, and keeps answering', async () => {
    const anyValue = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(...Object.values(VALID)).chain((a) => a),
    );
    const body = fc.dictionary(fc.constantFrom(...KNOWN, 'x', 'groupBy'), anyValue, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...INDICATORS), async (b, indicator) => {
        const res = await post(indicator, b);
        expect([200, 400], JSON.stringify(b)).toContain(res.status);
      }),
      { numRuns: 200, seed: 4 },
    );
    const query = fc.array(
      fc.tuple(
        fc.constantFrom(...KNOWN, 'grouped', 'zzz'),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
      ),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('voc', 'lcm'), async (pairs, service) => {
        const search = new URLSearchParams(pairs).toString();
        const res = await server.request('GET', `/api/${service}/indicators/VENTA_NPS/values?${search}`, { token });
        expect([200, 400], search).toContain(res.status);
      }),
      { numRuns: 200, seed: 5 },
    );
    const after = await post('VENTA_NPS', { dateFrom: '2026-09-01', dateTo: '2026-10-31' });
    expect(after.status).toBe(200);
    expect(after.body).toEqual([expect.objectContaining({ value: null, count: 0 })]);
  });
});
