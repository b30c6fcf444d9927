import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, PG_SKIP_REASON, pgAvailable, type TestDatabase } from '../test-support/postgres.js';
import { MIGRATIONS, migrateToLatest, openDatabase, type OpenDatabase } from './database.js';

// The same behaviour on both engines: what the routes rely on must not depend on where the data is.
const ENGINES = ['pglite', 'postgres'] as const;

const account = (tenant: string, id: number) =>
  ({
    tenant_id: tenant,
    id,
    email: `${id}@${tenant}`,
    password_hash: 'x',
    phone: null,
    level: null,
    profile_id: null,
    default_critical_moment: null,
  }) as const;

describe.each(ENGINES)('the database on %s', { timeout: 120_000 }, (engine) => {
  const skipReason = engine === 'postgres' && !pgAvailable() ? PG_SKIP_REASON : undefined;
  let open: OpenDatabase;
  let tmp: string | undefined;
  let database: TestDatabase | undefined;
  /** The applied migrations of the first run (asserted in the first test, where order matters). */
  let firstRun: string[] = [];

  beforeAll(async () => {
    if (skipReason) return;
    if (engine === 'pglite') {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-engines-'));
      open = await openDatabase({ engine: 'pglite', dataDir: path.join(tmp, 'pglite') });
    } else {
      database = await createTestDatabase('engines', { migrated: false });
      open = await openDatabase({ engine: 'postgres', url: database.url });
    }
    firstRun = await migrateToLatest(open.db);
    await open.db.insertInto('tenants').values({ tenant_id: 't', name: 'T' }).execute();
  }, 120_000); // hooks do not take the describe's timeout: PGlite boots in seconds, more on a busy machine
  afterAll(async () => {
    if (skipReason) return;
    await open.close();
    await database?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('applies every migration once, in order', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    expect(open.engine).toBe(engine);
    expect(firstRun).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(open.db)).toEqual([]);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name
    `.execute(open.db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['accounts', 'alerts', 'answer_daily', 'survey_responses', 'tenants']),
    );
  });

  it('reads bigint ids and counts as numbers, up to the largest safe integer', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    await open.db
      .insertInto('accounts')
      .values([account('t', Number.MAX_SAFE_INTEGER), account('t', 1)])
      .execute();
    const rows = await open.db.selectFrom('accounts').select('id').where('tenant_id', '=', 't').orderBy('id').execute();
    expect(rows).toEqual([{ id: 1 }, { id: Number.MAX_SAFE_INTEGER }]);
    const counted = await open.db
      .selectFrom('accounts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('id').as('total')])
      .where('tenant_id', '=', 't')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    // count(*) and sum(bigint) are int8/numeric on the server: both engines answer numbers for int8.
    expect(counted.n).toBe(1);
    expect(typeof counted.n).toBe('number');
  });

  it('reads dates as YYYY-MM-DD strings with no time-zone shift, and timestamps as Dates', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const days = ['2025-12-31', '2026-01-01', '2024-02-29'];
    await open.db
      .insertInto('response_daily')
      .values(
        days.map((day) => ({
          tenant_id: 't',
          day,
          critical_moment_id: 1,
          geo_location_id: 1,
          status: 'ANSWERED',
          n: 1,
        })),
      )
      .execute();
    const rows = await open.db
      .selectFrom('response_daily')
      .select('day')
      .where('tenant_id', '=', 't')
      .orderBy('day')
      .execute();
    expect(rows.map((r) => r.day)).toEqual(['2024-02-29', '2025-12-31', '2026-01-01']);
    const shifted = await sql<{ day: string }>`SELECT (${'2026-03-01'}::date + 1) AS day`.execute(open.db);
    expect(shifted.rows[0]?.day).toBe('2026-03-02');

    await open.db
      .insertInto('alerts')
      .values({
        tenant_id: 't',
        id: 1,
        response_id: null,
        critical_moment_id: 1,
        geo_location_id: 1,
        type: 'INCIDENT',
        status: 'NOT_HANDLED',
        created_at: '2026-03-01T23:30:00-06:00',
        first_response_at: new Date('2026-03-02T05:31:00.123Z'),
        closed_at: null,
      })
      .execute();
    const alert = await open.db
      .selectFrom('alerts')
      .select(['created_at', 'first_response_at', 'closed_at'])
      .where('tenant_id', '=', 't')
      .executeTakeFirstOrThrow();
    expect(alert.created_at).toBeInstanceOf(Date);
    expect(alert.created_at.toISOString()).toBe('2026-03-02T05:30:00.000Z');
    expect(alert.first_response_at?.toISOString()).toBe('2026-03-02T05:31:00.123Z');
    expect(alert.closed_at).toBeNull();
    // The session speaks UTC on both, so date_trunc and ::date in SQL agree between engines.
    const zone = await sql<{ day: string }>`SELECT (created_at AT TIME ZONE 'UTC')::date AS day FROM alerts`.execute(
      open.db,
    );
    expect(zone.rows[0]?.day).toBe('2026-03-02');
  });

  it('round-trips jsonb: nesting, unicode, numbers, nulls and a JSON null apart from SQL NULL', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const answers = { '1': 10, '2': 'Muy bien, gracias: ñandú 😀', '3': 0.1, '4': -0, '5': 1e21 };
    const context = {
      bus: { nAutobus: 42, sOrigen: 'Querétaro', tags: ['a', 'b'], empty: {}, none: null },
      quote: 'say "hi" \\ ok',
    };
    const base = {
      tenant_id: 't',
      critical_moment_id: 1,
      geo_location_id: 1,
      logical_location_id: 1,
      channel_id: null,
      cluster_id: null,
      status: 'ANSWERED' as const,
      created_at: '2026-03-01T12:00:00Z',
      customer_code: 'c',
      advisor: null,
    };
    await open.db
      .insertInto('survey_responses')
      .values([
        { ...base, id: 1, answers: JSON.stringify(answers), context: JSON.stringify(context) },
        { ...base, id: 2, answers: JSON.stringify({}), context: null },
        { ...base, id: 3, answers: JSON.stringify({}), context: JSON.stringify(null) },
      ])
      .execute();
    const rows = await open.db
      .selectFrom('survey_responses')
      .select(['id', 'answers', 'context'])
      .where('tenant_id', '=', 't')
      .orderBy('id')
      .execute();
    expect(rows[0]).toEqual({ id: 1, answers: { ...answers, '4': 0 }, context });
    expect(rows[1]).toEqual({ id: 2, answers: {}, context: null });
    expect(rows[2]).toEqual({ id: 3, answers: {}, context: null });
    // The distinction survives in SQL even though both read back as null.
    const kinds = await sql<{ id: number; kind: string | null }>`
      SELECT id, jsonb_typeof(context) AS kind FROM survey_responses WHERE tenant_id = 't' ORDER BY id
    `.execute(open.db);
    expect(kinds.rows.map((r) => r.kind)).toEqual(['object', null, 'null']);
    const path = await sql<{ city: string; n: number }>`
      SELECT context #>> '{bus,sOrigen}' AS city, (answers ->> '1')::int AS n FROM survey_responses WHERE id = 1
    `.execute(open.db);
    expect(path.rows).toEqual([{ city: 'Querétaro', n: 10 }]);
  });

  it('round-trips integer and text arrays, with the characters array literals escape', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const tags = ['a,b', 'with "quote"', '{brace}', 'back\\slash', '', 'ñandú', 'NULL', ' spaced '];
    await open.db
      .insertInto('accounts')
      .values({
        ...account('t', 77),
        geo_locations: [3, 1, 2],
        clusters: [],
        grants: tags,
        authorities: ['ROLE_ADMIN'],
      })
      .execute();
    const row = await open.db
      .selectFrom('accounts')
      .select(['geo_locations', 'clusters', 'grants', 'authorities', 'channels'])
      .where('tenant_id', '=', 't')
      .where('id', '=', 77)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      geo_locations: [3, 1, 2],
      clusters: [],
      grants: tags,
      authorities: ['ROLE_ADMIN'],
      channels: [],
    });
    // Arrays as query parameters: the filter shapes the scope code uses.
    const hit = await open.db
      .selectFrom('accounts')
      .select('id')
      .where('tenant_id', '=', 't')
      .where(sql<boolean>`geo_locations && ${sql.val([2, 9])}::int[]`)
      .execute();
    expect(hit).toEqual([{ id: 77 }]);
    const anyOf = await open.db
      .selectFrom('accounts')
      .select('id')
      .where('tenant_id', '=', 't')
      .where(sql<boolean>`id = ANY(${sql.val([77, 5])}::bigint[])`)
      .execute();
    expect(anyOf).toEqual([{ id: 77 }]);
  });

  it('round-trips bytea as bytes', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const bytes = Uint8Array.from([0, 1, 2, 254, 255, 0x5c, 0x27]);
    await open.db
      .insertInto('alert_evidence')
      .values({
        tenant_id: 't',
        id: 1,
        alert_id: 1,
        file_name: 'f.bin',
        content_type: 'application/octet-stream',
        size: bytes.length,
        data: bytes,
      })
      .execute();
    const row = await open.db
      .selectFrom('alert_evidence')
      .select('data')
      .where('tenant_id', '=', 't')
      .executeTakeFirstOrThrow();
    expect(row.data).toBeInstanceOf(Uint8Array);
    expect(Array.from(row.data)).toEqual(Array.from(bytes));
  });

  it('writes nothing when a transaction fails, and keeps working afterwards', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    await expect(
      open.db.transaction().execute(async (trx) => {
        await trx.insertInto('tenants').values({ tenant_id: 'u', name: 'U' }).execute();
        await trx.insertInto('sequences').values({ tenant_id: 'u', name: 'alerts', value: 1 }).execute();
        await trx.insertInto('tenants').values({ tenant_id: 'u', name: 'again' }).execute();
      }),
    ).rejects.toThrow(/duplicate key|unique/i);
    expect(await open.db.selectFrom('tenants').select('tenant_id').where('tenant_id', '=', 'u').execute()).toEqual([]);
    expect(await open.db.selectFrom('sequences').selectAll().where('tenant_id', '=', 'u').execute()).toEqual([]);
    // An error thrown by the code (not the database) rolls back too.
    await expect(
      open.db.transaction().execute(async (trx) => {
        await trx.insertInto('tenants').values({ tenant_id: 'v', name: 'V' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await open.db.selectFrom('tenants').select('tenant_id').where('tenant_id', '=', 'v').execute()).toEqual([]);
    const ok = await open.db.transaction().execute(async (trx) => {
      await trx.insertInto('tenants').values({ tenant_id: 'w', name: 'W' }).execute();
      return trx.selectFrom('tenants').select('name').where('tenant_id', '=', 'w').executeTakeFirstOrThrow();
    });
    expect(ok).toEqual({ name: 'W' });
  });

  it('takes concurrent inserts and concurrent transactions through the Kysely handle', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        open.db
          .insertInto('notifications')
          .values({
            tenant_id: 't',
            id: i + 1,
            workflow_name: 'w',
            status: 'SENT',
            customer_code: `c${i}`,
            critical_moment_id: 1,
            geo_location_id: 1,
            created_at: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
          })
          .execute(),
      ),
    );
    const count = await open.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 't')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(50);

    // Twenty transactions draw numbers from one counter row at once: each gets a different one and
    // the row ends at the total, whether the engine locks the row (PostgreSQL) or serializes (PGlite).
    await open.db.insertInto('sequences').values({ tenant_id: 't', name: 'comments', value: 0 }).execute();
    const drawn = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        open.db.transaction().execute(async (trx) => {
          const next = await trx
            .updateTable('sequences')
            .set((eb) => ({ value: eb('value', '+', 1) }))
            .where('tenant_id', '=', 't')
            .where('name', '=', 'comments')
            .returning('value')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('alert_comments')
            .values({ tenant_id: 't', id: next.value, alert_id: 1, author: `a${i}`, text: 'hola' })
            .execute();
          return next.value;
        }),
      ),
    );
    expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const comments = await open.db.selectFrom('alert_comments').select('id').where('tenant_id', '=', 't').execute();
    expect(comments).toHaveLength(20);
    const counter = await open.db
      .selectFrom('sequences')
      .select('value')
      .where('tenant_id', '=', 't')
      .where('name', '=', 'comments')
      .executeTakeFirstOrThrow();
    expect(counter.value).toBe(20);
  });
});
