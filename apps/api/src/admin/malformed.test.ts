import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENTITIES } from './adminRoutes.js';
import { BACKEND_PREFIX, listQuerySchema, type AnyEntity } from './entity.js';
import { startAdminFixture, type AdminFixture } from './test-fixture.js';

// Generated malformed requests over every admin entity and route: each carries at least one
// defect (a bad id, a bad or unknown query parameter, a body of the wrong shape or type, broken
// JSON, a wrong content type, a bad token). Every answer must be a 4xx — never a 5xx — and
// nothing may change.

interface Target {
  entity: AnyEntity;
  base: string;
  /** A valid id for PUT (the defect is then in the body). */
  validId: string;
  token: keyof AdminFixture['tokens'];
  queryKeys: Set<string>;
}

const targets: Target[] = ADMIN_ENTITIES.map((entity) => ({
  entity,
  base: `${BACKEND_PREFIX[entity.backend]}/${entity.path}`,
  validId:
    entity.name === 'tenants'
      ? 'auto-b'
      : entity.name === 'users-admin'
        ? '1'
        : entity.name === 'users-tenant'
          ? '2'
          : '1',
  token: entity.name === 'tenants' || entity.name === 'users-admin' ? 'root' : 'admin',
  queryKeys: new Set(Object.keys((listQuerySchema(entity).properties ?? {}) as Record<string, unknown>)),
}));

/** A request and why it is malformed. */
interface Malformed {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  token: keyof AdminFixture['tokens'] | 'none' | 'garbage';
  defect: string;
}

const target = fc.constantFrom(...targets);

const badNumericId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => `x${s}`),
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => String(-n)),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(String),
  fc.constantFrom('1.5', '1e400', 'NaN', 'Infinity', '0x1F', '%00', '--1', '１'),
);
const badTenantId = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => `X_${s}`),
  fc.constant(`a${'b'.repeat(70)}`),
  fc.constantFrom('_platform', '-empieza', 'con.punto', 'ÑOÑO'),
);

const badQuery = (t: Target): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      'page=-1',
      'page=abc',
      'page=100001',
      'size=0',
      'size=1001',
      'size=1e9',
      'sort=nope,asc',
      'sort=id,sideways',
      'sort=%3Bdrop%20table',
      `filter=${'x'.repeat(201)}`,
      'filter=a%00b',
      'dateFrom=2026-13-01',
      'dateFrom=2026-02-30',
      'dateTo=20260101',
      'dateFrom=2026-05-02&dateTo=2026-05-01',
    ),
    fc
      .stringMatching(/^[a-z][a-zA-Z]{0,11}$/)
      .filter((k) => !t.queryKeys.has(k))
      .map((k) => `${k}=1`),
    fc.string({ maxLength: 20 }).map((s) => `sort=${encodeURIComponent(`zz${s}`)}`),
  );

const noise = fc.option(
  fc.string({ maxLength: 12 }).map((s) => `&filter=${encodeURIComponent(s.split('\u0000').join(''))}`),
  {
    nil: '',
  },
);

const nonObject = fc.oneof(
  fc.array(fc.jsonValue(), { minLength: 2, maxLength: 4 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.string({ maxLength: 10 }),
  fc.constant(null),
);

const uncoercible = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.jsonValue(), { minLength: 2, maxLength: 3 }),
);

const badBody = (): fc.Arbitrary<{ text: string; defect: string; contentType?: string }> =>
  fc.oneof(
    fc.constantFrom('{"name":', '{name: 1}', '', '{"a":1}}', '\u0000').map((text) => ({ text, defect: 'broken JSON' })),
    nonObject.map((v) => ({ text: JSON.stringify(v), defect: 'not an object' })),
    fc
      .dictionary(
        fc.string({ minLength: 1, maxLength: 12 }).map((k) => `zz${k}`),
        fc.jsonValue(),
        { minKeys: 1, maxKeys: 4 },
      )
      .map((o) => ({ text: JSON.stringify({ name: 'Válido', email: 'ok@ok.cl', ...o }), defect: 'unknown fields' })),
    uncoercible.map((v) => ({ text: JSON.stringify({ name: v, email: v }), defect: 'wrong types' })),
    fc
      .string({ maxLength: 10 })
      .map((s) => ({ text: JSON.stringify({ name: `${s}\u0000`, email: `${s}\u0000@x.cl` }), defect: 'NUL' })),
    fc.constant({
      text: JSON.stringify({ name: 'n'.repeat(5000), email: `${'e'.repeat(300)}@x.cl` }),
      defect: 'too long',
    }),
    fc.constant({
      text: JSON.stringify({ name: 'Válido', email: 'ok@ok.cl' }),
      contentType: 'text/plain',
      defect: 'content type',
    }),
    fc.constant({ text: '{}', defect: 'missing required fields' }),
  );

const malformed: fc.Arbitrary<Malformed> = target.chain((t) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom('GET', 'PUT', 'DELETE'), t.entity.name === 'tenants' ? badTenantId : badNumericId)
      .map(([method, id]) => ({
        method,
        url: `${t.base}/${encodeURIComponent(id)}`,
        ...(method === 'PUT' ? { body: JSON.stringify({ name: 'Válido', email: 'ok@ok.cl' }) } : {}),
        token: t.token,
        defect: `bad id ${id}`,
      })),
    fc.tuple(badQuery(t), noise).map(([query, extra]) => ({
      method: 'GET',
      url: `${t.base}?${query}${extra}`,
      token: t.token,
      defect: `bad query ${query}`,
    })),
    fc.tuple(fc.constantFrom('POST', 'PUT'), badBody()).map(([method, body]) => ({
      method,
      url: method === 'POST' ? t.base : `${t.base}/${t.validId}`,
      body: body.text,
      ...(body.contentType ? { contentType: body.contentType } : {}),
      token: t.token,
      defect: body.defect,
    })),
    fc
      .tuple(fc.constantFrom('GET', 'POST', 'DELETE'), fc.constantFrom('none' as const, 'garbage' as const))
      .map(([method, token]) => ({
        method,
        url: method === 'POST' ? t.base : method === 'DELETE' ? `${t.base}/${t.validId}` : t.base,
        ...(method === 'POST' ? { body: '{}' } : {}),
        token,
        defect: `token ${token}`,
      })),
  ),
);

describe('malformed requests to the admin routes', { timeout: 180_000 }, () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await startAdminFixture();
  }, 120_000);
  afterAll(() => f?.close(), 60_000);

  const hash = (file: string): string => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const rowCounts = async (): Promise<string> => {
    const { rows } = await sql<Record<string, number>>`
      SELECT (SELECT count(*)::int FROM accounts) AS accounts, (SELECT count(*)::int FROM logins) AS logins,
             (SELECT count(*)::int FROM profiles) AS profiles, (SELECT count(*)::int FROM tenants) AS tenants,
             (SELECT count(*)::int FROM workflows) AS workflows, (SELECT count(*)::int FROM surveys) AS surveys
    `.execute(f.server.db);
    return JSON.stringify(rows[0]);
  };

  it('answers at least 200 generated malformed requests with 4xx, never 5xx, and changes nothing', async () => {
    const metadataBefore = hash(f.metadataFile('auto-b'));
    const rowsBefore = await rowCounts();
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(malformed, async (request) => {
        const token =
          request.token === 'none'
            ? undefined
            : request.token === 'garbage'
              ? 'no.es.un-token'
              : f.tokens[request.token];
        const answer = await f.server.request(request.method, request.url, {
          ...(token ? { token } : {}),
          ...(request.body !== undefined ? { body: request.body } : {}),
          ...(request.contentType ? { headers: { 'content-type': request.contentType } } : {}),
        });
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(
          answer.status,
          `${request.method} ${request.url} (${request.defect}) ${request.body ?? ''}`,
        ).toBeGreaterThanOrEqual(400);
        expect(
          answer.status,
          `${request.method} ${request.url} (${request.defect}) ${JSON.stringify(answer.body)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 320, seed: 20_261_115 },
    );
    expect(sent).toBeGreaterThanOrEqual(200);
    // The refusals are of several kinds, not one.
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(3);
    // Still answering, and nothing was written.
    expect((await f.server.request('GET', '/api/lcm/channels', { token: f.tokens.admin })).status).toBe(200);
    expect(hash(f.metadataFile('auto-b'))).toBe(metadataBefore);
    expect(await rowCounts()).toBe(rowsBefore);
  });
});
