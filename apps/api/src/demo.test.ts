import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from './config.js';
import type { Database } from './db/schema.js';
import { BULK_TABLES, prepareDemo } from './demo.js';
import { REPO, startTestServer, type TestServer } from './test-support/harness.js';

// The first demo seed of a new PGlite database loads every tenant in one transaction into tables
// emptied in it (no WAL, demo.ts); a later reseed goes tenant by tenant. Both must write the same rows.

const TENANTS = ['bank', 'insurer'];
/** What a seed writes: the bulk-loaded tables, and the few it writes row by row. */
const TABLES = [...BULK_TABLES, 'rollup_state', 'sequences', 'client_accounts', 'meta'];

/** Each table's row count and a digest of its rows in a stable order. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, { rows: number; digest: string }>> {
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ rows: number; digest: string | null }>`
      SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest
      FROM ${sql.table(table)} t`.execute(db);
    out[table] = { rows: rows[0]?.rows ?? 0, digest: rows[0]?.digest ?? '' };
  }
  return out;
}

describe('prepareDemo', { timeout: 240_000 }, () => {
  let server: TestServer;
  let dashboards: string;
  let config: ServerConfig;
  const log: string[] = [];

  beforeAll(async () => {
    dashboards = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-demo-'));
    for (const folder of ['_shared', ...TENANTS]) {
      fs.cpSync(path.join(REPO, 'dashboards', folder), path.join(dashboards, folder), { recursive: true });
    }
    server = await startTestServer({ modules: [], dashboardsDir: dashboards });
    config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: server.dataDir,
      dashboardsDir: dashboards,
      databaseUrl: undefined,
      demo: true,
      today: new Date('2026-11-15T12:00:00Z'),
      demoResponses: 600,
      webRoots: { portal: path.join(server.dataDir, 'none'), editor: path.join(server.dataDir, 'none') },
      pgliteThread: 'worker',
      logLevel: 'silent',
    };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (dashboards) fs.rmSync(dashboards, { recursive: true, force: true });
  });

  it('seeds a new database with the rows a tenant-by-tenant reseed writes', async () => {
    // As a server starts: the planner's statistics are refreshed behind the first requests.
    const { statistics } = await prepareDemo(server.db, server.store, config, (line) => log.push(line), {
      statistics: 'background',
    });
    await statistics;
    const { rows: stats } = await sql<{ reltuples: number }>`
      SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'answer_rollup'`.execute(server.db);
    expect(stats[0]?.reltuples).toBeGreaterThan(0);
    expect(log.some((line) => line.startsWith('demo: statistics refreshed'))).toBe(true);
    const first = await snapshot(server.db);
    for (const table of ['survey_responses', 'answer_rollup', 'tree_paths', 'client_accounts']) {
      expect(first[table]!.rows, table).toBeGreaterThan(0);
    }
    expect(log.filter((line) => line.includes('seeded with 600 responses'))).toHaveLength(TENANTS.length);

    // Tables that hold rows: the reseed replaces each tenant's in a transaction of its own.
    await prepareDemo(server.db, server.store, config, (line) => log.push(line), { reseed: true });
    expect(await snapshot(server.db)).toEqual(first);
  });

  it('runs PGlite without WAL for tables loaded in the transaction that emptied them', async () => {
    if (server.engine !== 'pglite') return;
    const { rows } = await sql<{ wal_level: string }>`SHOW wal_level`.execute(server.db);
    expect(rows[0]?.wal_level).toBe('minimal');
  });
});
