import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IndicatorsFile, Tenant, TenantMetadata } from '@voz/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js';
import { generateTenantData, type TenantSource } from './generateTenantData.js';
import type { TenantData } from '../db/rows.js';
import { DEMO_DATA_TABLES, deleteTenantData, tenantTables, writeTenantData } from './writeTenantData.js';

const AUTO_B = new URL('../../../../dashboards/auto-b/', import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(new URL(name, AUTO_B), 'utf8')) as T;
const source: TenantSource = {
  tenantId: 'auto-b',
  tenant: readJson<Tenant>('tenant.json'),
  metadata: readJson<TenantMetadata>('metadata.json'),
  indicators: readJson<IndicatorsFile>('indicators.json'),
};
const TODAY = new Date('2026-03-15T15:30:00Z');

describe('writeTenantData on PGlite', { timeout: 120_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-seed-'));
  let open: OpenDatabase;
  let data: TenantData;
  let other: TenantData;

  beforeAll(async () => {
    open = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'pg') });
    await migrateToLatest(open.db);
    data = generateTenantData(source, { today: TODAY, responses: 2000, seed: 5 });
    // The same files under another tenant id, to check isolation.
    other = generateTenantData({ ...source, tenantId: 'other' }, { today: TODAY, responses: 300, seed: 5 });
    await writeTenantData(open.db, data);
    await writeTenantData(open.db, other);
  }, 120_000);

  afterAll(async () => {
    await open?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table: (typeof DEMO_DATA_TABLES)[number] | 'sequences', tenantId: string): Promise<number> => {
    const row = await open.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('reads back as many rows as were generated, table by table', async () => {
    expect(await count('survey_responses', 'auto-b')).toBe(2000);
    expect(await count('response_comments', 'auto-b')).toBe(data.responseComments.length);
    expect(await count('alerts', 'auto-b')).toBe(data.alerts.length);
    expect(await count('notifications', 'auto-b')).toBe(data.notifications.length);
    expect(await count('answer_daily', 'auto-b')).toBe(data.answerDaily.length);
    expect(await count('response_daily', 'auto-b')).toBe(data.responseDaily.length);
    expect(await count('tag_daily', 'auto-b')).toBe(data.tagDaily.length);
    expect(await count('alert_daily', 'auto-b')).toBe(data.alertDaily.length);
    expect(await count('survey_responses', 'other')).toBe(300);
  });

  it('round-trips jsonb answers, trip context, text arrays, timestamps and nulls', async () => {
    const first = data.surveyResponses.find((r) => r.status === 'ANSWERED')!;
    const row = await open.db
      .selectFrom('survey_responses')
      .selectAll()
      .where('tenant_id', '=', 'auto-b')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(first);
    const comment = data.responseComments.find((c) => c.tags.length > 1) ?? data.responseComments[0]!;
    const stored = await open.db
      .selectFrom('response_comments')
      .selectAll()
      .where('tenant_id', '=', 'auto-b')
      .where('response_id', '=', comment.response_id)
      .where('question_id', '=', comment.question_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual(comment);
    const open_ = data.alerts.find((a) => a.status === 'NOT_HANDLED')!;
    const alert = await open.db
      .selectFrom('alerts')
      .selectAll()
      .where('tenant_id', '=', 'auto-b')
      .where('id', '=', open_.id)
      .executeTakeFirstOrThrow();
    expect(alert).toEqual(open_);
  });

  it('stores the aggregates so SQL sums match the raw rows', async () => {
    const { rows } = await sql<{ n: number; answered: number }>`
      SELECT
        (SELECT sum(n)::int FROM answer_daily WHERE tenant_id = 'auto-b' AND question_id = 101) AS n,
        (SELECT count(*)::int FROM survey_responses
          WHERE tenant_id = 'auto-b' AND status = 'ANSWERED' AND answers ? '101') AS answered
    `.execute(open.db);
    expect(rows[0]!.n).toBe(rows[0]!.answered);
    const days = await open.db
      .selectFrom('response_daily')
      .select(['day'])
      .where('tenant_id', '=', 'auto-b')
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(days.day).toBe('2026-03-15');
    const sequences = await open.db
      .selectFrom('sequences')
      .selectAll()
      .where('tenant_id', '=', 'auto-b')
      .orderBy('name')
      .execute();
    expect(sequences).toEqual([...data.sequences].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('writes nothing when any insert fails (a second write of the same ids)', async () => {
    await expect(writeTenantData(open.db, data)).rejects.toThrow();
    expect(await count('survey_responses', 'auto-b')).toBe(2000);
    expect(await count('answer_daily', 'auto-b')).toBe(data.answerDaily.length);
  });

  it('finds every tenant table in the catalogue, and no other', async () => {
    const tables = await tenantTables(open.db);
    for (const table of [
      ...DEMO_DATA_TABLES,
      'tenants',
      'logins',
      'accounts',
      'profiles',
      'password_tokens',
      'sequences',
    ]) {
      expect(tables).toContain(table);
    }
    expect(tables).not.toContain('meta');
    expect(tables.some((t) => t.startsWith('kysely_'))).toBe(false);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('deletes only the demo data of one tenant, then everything of it, leaving other tenants alone', async () => {
    await open.db.insertInto('tenants').values({ tenant_id: 'auto-b', name: 'BYD Chile' }).execute();
    await deleteTenantData(open.db, 'auto-b', DEMO_DATA_TABLES);
    for (const table of DEMO_DATA_TABLES) expect(await count(table, 'auto-b')).toBe(0);
    expect(await count('sequences', 'auto-b')).toBe(0);
    expect(await open.db.selectFrom('tenants').select('tenant_id').execute()).toEqual([{ tenant_id: 'auto-b' }]);
    await deleteTenantData(open.db, 'auto-b');
    expect(await open.db.selectFrom('tenants').select('tenant_id').execute()).toEqual([]);
    expect(await count('survey_responses', 'other')).toBe(300);
    expect(await count('sequences', 'other')).toBe(3);
    // Regenerating after a delete works: ids start again at 1.
    await writeTenantData(open.db, data);
    expect(await count('survey_responses', 'auto-b')).toBe(2000);
  });
});
