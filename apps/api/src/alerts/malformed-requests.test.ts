import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRoutes } from '../surveys/surveyRoutes.js';
import {
  ACCOUNTS,
  TENANT,
  alertDailyAgainstRecount,
  makeDashboardsDir,
  writeFixture,
} from '../surveys/test-fixtures.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { alertRoutes } from './alertRoutes.js';

// Generated malformed requests over every survey-response and alert route: each must answer 4xx
// (never 5xx, never 2xx), write nothing, and leave the server answering.

/** One request as sent on the wire. */
interface WireRequest {
  method: string;
  path: string;
  /** Which account signs it (undefined: no Authorization header). */
  who?: 'admin' | 'agent' | 'bad';
  contentType?: string;
  body?: string | Uint8Array;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Whether AJV (coerceTypes) would read the text as an id from 1 to MAX_SAFE_INTEGER. */
function couldBeId(text: string): boolean {
  // AJV coerces a string s to a number when s == +s (so ' 1', '1.0' and '0x10' count).
  const n = Number(text);
  return (
    text !== '' &&
    String(n) !== 'NaN' &&
    Number(text) == (text as unknown as number) &&
    Number.isInteger(n) &&
    n >= 1 &&
    n <= MAX_SAFE
  );
}

const badIdText = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1.5',
    '9007199254740993',
    '1e400',
    'Infinity',
    '-1e400',
    'null',
    'true',
    '%00',
    '🙂',
    '-',
    '1,2',
  ),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !couldBeId(s)),
);
const badId = badIdText.map((s) => encodeURIComponent(s));

/** Id routes: method and template (`{id}` replaced). */
const ID_ROUTES: readonly [string, string][] = [
  ['GET', '/api/voc/survey-responses/{id}'],
  ['GET', '/api/voc/alerts/{id}'],
  ['PUT', '/api/voc/alerts/{id}'],
  ['DELETE', '/api/voc/alerts/{id}'],
  ['GET', '/api/voc/alerts/{id}/comments'],
  ['POST', '/api/voc/alerts/{id}/comments'],
  ['GET', '/api/voc/alert-evidence/{id}'],
  ['POST', '/api/voc/alert-evidence/{id}'],
  ['DELETE', '/api/voc/alert-evidence/{id}'],
  ['GET', '/api/voc/alert-evidence/3/{id}'],
  ['DELETE', '/api/voc/alert-evidence/{id}/1'],
];

const badPathId: fc.Arbitrary<WireRequest> = fc
  .tuple(fc.constantFrom(...ID_ROUTES), badId)
  .map(([[method, template], id]) => ({
    method,
    path: template.replace('{id}', id),
    who: 'admin',
    ...(method === 'PUT' || method === 'POST'
      ? { contentType: 'application/json', body: '{"text":"x","status":"CLOSED"}' }
      : {}),
  }));

const LIST_ROUTES = ['/api/voc/survey-responses', '/api/voc/alerts', '/api/voc/alerts/dashboard'] as const;

const badDate = fc.oneof(
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '20261101', '2026-1-1', '2026-11-31', 'ayer'),
  fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
);
const notAnInteger = fc.oneof(
  fc.constantFrom('x', '1.5', '-1', '2147483648', '', '1e999', '-Infinity', '[]'),
  fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((s) => !/^\s*\d+\s*$/.test(s) && !(s.trim() !== '' && Number.isInteger(Number(s)) && Number(s) >= 0)),
);

/** One bad query parameter: [name, value], valid for none of the list routes. */
const badParam: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(
    fc.string({ minLength: 1, maxLength: 10 }).map((k) => `zz_${k}`),
    fc.string({ maxLength: 10 }),
  ),
  fc.tuple(fc.constantFrom('page'), fc.constantFrom('-1', 'x', '1.5', '1000001', '', '1e400', 'Infinity')),
  fc.tuple(fc.constantFrom('size'), fc.constantFrom('0', '1001', 'x', '-5', '2.5', '-1e400')),
  fc.tuple(
    fc.constantFrom('sort'),
    fc.string({ maxLength: 12 }).map((s) => `zz${s}`),
  ),
  fc.tuple(fc.constantFrom('dateFrom', 'dateTo', 'customerServiceTimeFrom', 'customerServiceTimeTo'), badDate),
  fc.tuple(
    fc.constantFrom('criticalMomentInclude', 'geoLocationInclude', 'logicalLocationInclude', 'channelInclude'),
    notAnInteger,
  ),
  fc.tuple(fc.constantFrom('filter', 'search'), fc.constantFrom('a\u0000b', 'x'.repeat(201))),
  fc.tuple(fc.constantFrom('groupByTopLocation'), fc.constantFrom('quizas', '2', 'si')),
);

const badListQuery: fc.Arbitrary<WireRequest> = fc
  .tuple(fc.constantFrom(...LIST_ROUTES), badParam, fc.boolean())
  .map(([path, [name, value], first]) => {
    const bad = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    return { method: 'GET', path: `${path}?${first ? bad : `size=5&${bad}`}`, who: 'admin' };
  });

const routeSpecific: fc.Arbitrary<WireRequest> = fc.oneof(
  fc.constantFrom('nope', '{', '[1]', '{"1":"a"}', '{"x":["a"]}', '{"1":[1]}').map((rv) => ({
    method: 'GET',
    path: `/api/voc/survey-responses?responseValues=${encodeURIComponent(rv)}`,
    who: 'admin' as const,
  })),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => ({
    method: 'GET',
    path: `/api/voc/survey-responses?status=${encodeURIComponent(`zz${s}`)}`,
    who: 'admin' as const,
  })),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => ({
    method: 'GET',
    path: `/api/voc/alerts?alertStatusInclude=${encodeURIComponent(`zz${s}`)}&alertTypeInclude=WOW`,
    who: 'admin' as const,
  })),
);

/** JSON routes and a valid id where they need one. */
const BODY_ROUTES: readonly [string, string][] = [
  ['POST', '/api/voc/survey-responses/filter'],
  ['POST', '/api/voc/survey-responses/values'],
  ['POST', '/api/voc/alerts'],
  ['PUT', '/api/voc/alerts/1'],
  ['POST', '/api/voc/alerts/1/comments'],
];

/** A JSON value that no body schema accepts as a whole (not an object). */
const notAnObject = fc.oneof(
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.constant(null),
  fc.boolean(),
);

/** An object that breaks every body schema: an unknown key, or a known key with an uncoercible value. */
const badObject = fc.oneof(
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue())
    .map(([k, v]) => ({ [`zz_${k}`]: v, text: 'x', type: 'WOW' })),
  fc
    .tuple(
      fc.constantFrom(
        'size',
        'page',
        'sort',
        'criticalMomentInclude',
        'context',
        'responseValues',
        'status',
        'type',
        'text',
        'geoLocationId',
        'createdAt',
        'groupBy',
      ),
      fc.constantFrom<unknown>({ a: 1 }, { '': [] }, -1, 'zz', [{}]),
    )
    .map(([k, v]) => ({ [k]: v, ...(k === 'text' ? {} : { zz: 1 }) })),
  fc.constantFrom<Record<string, unknown>>(
    { context: { sOrigen: 'a\u0000b' } },
    { context: { sClave: 'x' } },
    { responseValues: { abc: ['x'] } },
    { dateFrom: '2026-02-30' },
    { dateFrom: '2026-11-10', dateTo: '2026-11-01', zz: 1 },
    { text: '' },
    { size: '1e400', zz: 1 },
    { criticalMomentInclude: ['-1e400'] },
    { geoLocationId: 'Infinity' },
    { createdAt: 'ayer', type: 'WOW', criticalMomentId: 1, geoLocationId: 10201 },
  ),
);

const badBody: fc.Arbitrary<WireRequest> = fc
  .tuple(
    fc.constantFrom(...BODY_ROUTES),
    fc.oneof(
      notAnObject.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })),
      badObject.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })),
      fc
        .constantFrom('{"a":', '{', 'nul', '[1,]', '{"text":"x",}', '')
        .map((b) => ({ contentType: 'application/json', body: b })),
      fc.string({ maxLength: 20 }).map((b) => ({ contentType: 'text/plain', body: b })),
      fc.constant({ contentType: 'application/json', body: `{"text":"${'x'.repeat(1024 * 1024 + 10)}"}` }),
    ),
  )
  .map(([[method, path], payload]) => ({ method, path, who: 'admin' as const, ...payload }));

const badMultipart: fc.Arbitrary<WireRequest> = fc
  .tuple(
    fc.uint8Array({ maxLength: 200 }),
    fc.constantFrom('multipart/form-data; boundary=xyz', 'multipart/form-data', 'application/octet-stream'),
  )
  .map(([bytes, contentType]) => ({
    method: 'POST',
    path: '/api/voc/alert-evidence/3',
    who: 'agent' as const,
    contentType,
    body: bytes,
  }));

const unauthenticated: fc.Arbitrary<WireRequest> = fc
  .tuple(
    fc.constantFrom<[string, string]>(
      ['GET', '/api/voc/survey-responses'],
      ['GET', '/api/voc/survey-responses/1'],
      ['GET', '/api/voc/alerts/1'],
      ['GET', '/api/voc/alerts/dashboard'],
      ['DELETE', '/api/voc/alerts/1'],
      ['GET', '/api/voc/alert-evidence/1'],
    ),
    fc.boolean(),
  )
  .map(([[method, path], withBadToken]) => ({ method, path, ...(withBadToken ? { who: 'bad' as const } : {}) }));

const malformed: fc.Arbitrary<WireRequest> = fc.oneof(
  { arbitrary: badPathId, weight: 3 },
  { arbitrary: badListQuery, weight: 4 },
  { arbitrary: routeSpecific, weight: 1 },
  { arbitrary: badBody, weight: 4 },
  { arbitrary: badMultipart, weight: 1 },
  { arbitrary: unauthenticated, weight: 1 },
);

describe('malformed requests to survey-response and alert routes', { timeout: 300_000 }, () => {
  let server: TestServer;
  let removeDashboards: () => void;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const dashboards = makeDashboardsDir();
    removeDashboards = dashboards.remove;
    server = await startTestServer({
      modules: [surveyRoutes, alertRoutes],
      dashboardsDir: dashboards.dir,
      prepare: writeFixture,
    });
    tokens.admin = await server.tokens.sign({ tenantId: TENANT, accountTenantId: TENANT, accountId: ACCOUNTS.admin });
    tokens.agent = await server.tokens.sign({ tenantId: TENANT, accountTenantId: TENANT, accountId: ACCOUNTS.agent });
    tokens.bad = `${tokens.admin}x`;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    removeDashboards();
  }, 60_000);

  const send = async (req: WireRequest): Promise<{ status: number; text: string }> => {
    const headers: Record<string, string> = {};
    if (req.who) headers.authorization = `Bearer ${tokens[req.who]}`;
    if (req.contentType) headers['content-type'] = req.contentType;
    const response = await fetch(`${server.url}${req.path}`, {
      method: req.method,
      headers,
      ...(req.body !== undefined ? { body: req.body } : {}),
    });
    return { status: response.status, text: await response.text() };
  };

  const snapshot = async () => ({
    alerts: await server.db.selectFrom('alerts').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    comments: await server.db.selectFrom('alert_comments').selectAll().execute(),
    evidence: await server.db.selectFrom('alert_evidence').select(['tenant_id', 'id']).execute(),
    counters: await alertDailyAgainstRecount(server.db, TENANT),
  });

  it('answers at least 200 generated malformed requests with 4xx, writes nothing, and keeps answering', async () => {
    const before = await snapshot();
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformed, async (req) => {
        const { status, text } = await send(req);
        sent++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status < 400 || status >= 500) {
          throw new Error(`${req.method} ${req.path.slice(0, 200)} answered ${status}: ${text.slice(0, 300)}`);
        }
        // Errors are JSON with a Spanish message, never a stack.
        expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
      }),
      { numRuns: Number(process.env.VOZ_FC_RUNS ?? 260), seed: Number(process.env.VOZ_FC_SEED ?? 20261115) },
    );
    expect(sent).toBeGreaterThanOrEqual(200);
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
    expect(await snapshot()).toEqual(before);
    const alive = await server.request('GET', '/api/voc/survey-responses?size=1', { token: tokens.admin });
    expect(alive.status).toBe(200);
    expect((await server.request('GET', '/api/voc/alerts/1', { token: tokens.admin })).status).toBe(200);
  });

  it('documents every route in the OpenAPI document, with list headers and the multipart form', async () => {
    const { status, body } = await server.request('GET', '/docs/json');
    expect(status).toBe(200);
    const paths = (body as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/voc/survey-responses',
        'POST /api/voc/survey-responses/filter',
        'GET /api/voc/survey-responses/{id}',
        'POST /api/voc/survey-responses/values',
        'GET /api/voc/alerts',
        'POST /api/voc/alerts',
        'GET /api/voc/alerts/dashboard',
        'GET /api/voc/alerts/{id}',
        'PUT /api/voc/alerts/{id}',
        'DELETE /api/voc/alerts/{id}',
        'GET /api/voc/alerts/{id}/comments',
        'POST /api/voc/alerts/{id}/comments',
        'POST /api/voc/alert-evidence/{id}',
        'GET /api/voc/alert-evidence/{id}',
        'DELETE /api/voc/alert-evidence/{id}',
        'GET /api/voc/alert-evidence/{id}/{evidenceId}',
        'DELETE /api/voc/alert-evidence/{id}/{evidenceId}',
      ].sort(),
    );
    for (const methods of Object.values(paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(operation.summary).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
    expect(paths['/api/voc/alerts']!.get!.responses!['200']!.headers).toHaveProperty('X-Total-Count');
    expect(paths['/api/voc/alert-evidence/{id}']!.post!.requestBody!.content).toHaveProperty('multipart/form-data');
  });
});

/** The parts of an OpenAPI operation the test reads. */
interface OpenApiOperation {
  summary?: string;
  security?: unknown;
  requestBody?: { content: Record<string, unknown> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
}
