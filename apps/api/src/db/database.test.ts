import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest, openDatabase, type OpenDatabase } from './database.js';

describe('the embedded database (PGlite)', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-db-'));
  let open: OpenDatabase | undefined;
  afterAll(async () => {
    await open?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, then reads back ids as numbers and dates as wire strings', async () => {
    open = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'pg') });
    expect(await migrateToLatest(open.db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(open.db)).toEqual([]);
    await open.db.insertInto('tenants').values({ tenant_id: 't', name: 'T' }).execute();
    await open.db
      .insertInto('answer_daily')
      .values({
        tenant_id: 't',
        day: '2026-03-01',
        critical_moment_id: 1,
        geo_location_id: 2,
        question_id: 3,
        n: 4,
        sum: 30,
        promoters: 2,
        passives: 1,
        detractors: 1,
        top2: 2,
      })
      .execute();
    const row = await open.db.selectFrom('answer_daily').selectAll().executeTakeFirstOrThrow();
    expect(row.day).toBe('2026-03-01');
    await open.db
      .insertInto('accounts')
      .values({
        tenant_id: 't',
        id: 9007199254740991,
        email: 'a@t',
        password_hash: 'x',
        phone: null,
        level: null,
        profile_id: null,
        default_critical_moment: null,
      })
      .execute();
    const account = await open.db.selectFrom('accounts').select(['id', 'geo_locations']).executeTakeFirstOrThrow();
    expect(account.id).toBe(9007199254740991);
    expect(account.geo_locations).toEqual([]);
  });

  it('keeps a transaction atomic: nothing is written when it fails', async () => {
    const db = open!.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('tenants').values({ tenant_id: 'u', name: 'U' }).execute();
        await trx.insertInto('tenants').values({ tenant_id: 'u', name: 'again' }).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('tenants').select('tenant_id').where('tenant_id', '=', 'u').execute()).toEqual([]);
  });
});
