import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from './config.js';
import type { Database } from './db/schema.js';
import { BULK_TABLES, prepareDemo } from './demo.js';
import { requestRollupSync, rollupSyncRunning } from './indicators/rollup-sync.js';
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
    // A new database: the test server's start synced the (empty) roll-ups of the tenants' trees.
    await sql`DELETE FROM tree_paths`.execute(server.db);
    await sql`DELETE FROM rollup_state`.execute(server.db);
    // As a server starts: the planner's statistics are refreshed behind the first requests.
    const { background } = await prepareDemo(server.db, server.store, config, (line) => log.push(line), {
      later: 'background',
      // Pieces of 16 kB: several COPYs a roll-up table, each in its own transaction.
      laterCopyBytes: 16 * 1024,
    });
    // Ready before the answer, tag and response roll-ups are in: no tenant is marked current yet, so
    // calls read the daily tables; the alert roll-ups (moved by alert changes) came with the seed.
    // (The background's statements queue behind these on the one PGlite connection.)
    const counts = async (): Promise<Record<string, number>> => {
      const { rows } = await sql<{ state: number; answer: number; alert: number }>`
        SELECT (SELECT count(*)::int FROM rollup_state) AS state, (SELECT count(*)::int FROM answer_rollup) AS answer,
          (SELECT count(*)::int FROM alert_rollup) AS alert`.execute(server.db);
      return { ...rows[0]! };
    };
    const early = await counts();
    if (server.engine === 'pglite') {
      expect(early.state).toBe(0);
      expect(early.answer).toBe(0);
      expect(early.alert).toBeGreaterThan(0);
      for (const tenant of TENANTS) expect(rollupSyncRunning(server.db, tenant)).toBe(true);
      // The engine's own rebuild (asked for when it finds stale roll-ups) waits for the seed's loader:
      // run beside it, the two would write the same roll-up rows.
      requestRollupSync(server.db, 'bank', server.store.get('bank')!.trees);
    }
    await background;
    expect(await counts()).toMatchObject({ state: TENANTS.length });
    for (const tenant of TENANTS) expect(rollupSyncRunning(server.db, tenant)).toBe(false);
    if (server.engine === 'pglite') expect(log.some((line) => line.startsWith('demo: roll-ups loaded in'))).toBe(true);
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
