import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { MIGRATIONS, openDatabase } from '../db/database.js';
import {
  createTestDatabase,
  PG_SKIP_REASON,
  pgAvailable,
  TEMPLATE_DATABASE,
  testPgUrl,
  type TestDatabase,
} from './postgres.js';

describe('pgAvailable', () => {
  const saved = process.env.VOZ_TEST_PG_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.VOZ_TEST_PG_URL;
    else process.env.VOZ_TEST_PG_URL = saved;
  });

  it('is true only when VOZ_TEST_PG_URL holds something', () => {
    process.env.VOZ_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5999/postgres';
    expect(pgAvailable()).toBe(true);
    expect(testPgUrl()).toBe('postgres://postgres@127.0.0.1:5999/postgres');
    process.env.VOZ_TEST_PG_URL = '  ';
    expect(pgAvailable()).toBe(false);
    delete process.env.VOZ_TEST_PG_URL;
    expect(pgAvailable()).toBe(false);
    expect(testPgUrl()).toBeUndefined();
  });

  it('makes createTestDatabase fail with the reason when no server is given', async () => {
    delete process.env.VOZ_TEST_PG_URL;
    await expect(createTestDatabase('x')).rejects.toThrow(PG_SKIP_REASON);
  });
});

/** Names of the databases on the test server. */
async function databases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: testPgUrl() });
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    return result.rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

describe('createTestDatabase on the test server', { timeout: 60_000 }, () => {
  const made: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(made.map((d) => d.drop()));
  }, 60_000);
  const create = async (prefix: string, migrated?: boolean): Promise<TestDatabase> => {
    const database = await createTestDatabase(prefix, migrated === undefined ? {} : { migrated });
    made.push(database);
    return database;
  };

  it('clones a migrated, empty database named after the prefix', async (ctx) => {
    if (!pgAvailable()) ctx.skip(PG_SKIP_REASON);
    const database = await create('Suite: Alerts/HTTP');
    expect(database.name).toMatch(/^suite_alerts_http_\d+_\d+_[0-9a-f]{6}$/);
    expect(new URL(database.url).pathname).toBe(`/${database.name}`);
    expect(await databases()).toEqual(expect.arrayContaining([database.name, TEMPLATE_DATABASE]));
    const open = await openDatabase({ engine: 'postgres', url: database.url });
    try {
      const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(open.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
      expect(await open.db.selectFrom('tenants').selectAll().execute()).toEqual([]);
    } finally {
      await open.close();
    }
  });

  it('gives each suite its own data, even when created at the same time', async (ctx) => {
    if (!pgAvailable()) ctx.skip(PG_SKIP_REASON);
    const [a, b, c] = await Promise.all([create('a'), create('b'), create('c')]);
    expect(new Set([a.name, b.name, c.name]).size).toBe(3);
    const openA = await openDatabase({ engine: 'postgres', url: a.url });
    const openB = await openDatabase({ engine: 'postgres', url: b.url });
    try {
      await openA.db.insertInto('tenants').values({ tenant_id: 'only-a', name: 'A' }).execute();
      expect(await openB.db.selectFrom('tenants').select('tenant_id').execute()).toEqual([]);
      expect(await openA.db.selectFrom('tenants').select('tenant_id').execute()).toEqual([{ tenant_id: 'only-a' }]);
    } finally {
      await openA.close();
      await openB.close();
    }
    // What a suite writes never reaches the template the next suites clone.
    const d = await create('d');
    const openD = await openDatabase({ engine: 'postgres', url: d.url });
    try {
      expect(await openD.db.selectFrom('tenants').select('tenant_id').execute()).toEqual([]);
    } finally {
      await openD.close();
    }
  });

  it('starts empty, without migrations, when asked', async (ctx) => {
    if (!pgAvailable()) ctx.skip(PG_SKIP_REASON);
    const database = await create('bare', false);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const tables = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('drops the database, even with a connection left open, and a second drop does nothing', async (ctx) => {
    if (!pgAvailable()) ctx.skip(PG_SKIP_REASON);
    const database = await create('dropped');
    const leftOpen = new pg.Client({ connectionString: database.url });
    leftOpen.on('error', () => undefined); // the forced drop terminates it
    await leftOpen.connect();
    await database.drop();
    expect(await databases()).not.toContain(database.name);
    await expect(database.drop()).resolves.toBeUndefined();
    await leftOpen.end().catch(() => undefined);
  });
});
