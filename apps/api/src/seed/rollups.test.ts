import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLLUPS } from '../db/migrations/0005_node_rollups.js';
import { seedTenant } from '../demo.js';
import { rebuildRollups } from '../indicators/rollup-sync.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';

// The demo seed computes the node roll-ups in JavaScript and bulk-loads them (seed/rollups.ts, on
// PGlite); the API keeps them with SQL (indicators/rollup-sync.ts). Both must give the same rows.

const TENANT = 'auto-b';

describe('seeded roll-ups', { timeout: 180_000 }, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ modules: [] });
    await seedTenant(server.db, server.store, TENANT, { today: new Date('2026-11-15T12:00:00Z'), demoResponses: 1500 });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Every roll-up row of the tenant, table by table, in a stable order. */
  async function snapshot(): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = {};
    for (const spec of ROLLUPS) {
      const { rows } = await sql<Record<string, unknown>>`
        SELECT * FROM ${sql.table(spec.rollup)} WHERE tenant_id = ${TENANT}`.execute(server.db);
      out[spec.rollup] = rows.map((row) => JSON.stringify(row)).sort();
    }
    const paths = await sql<Record<string, unknown>>`
      SELECT tree, node_id, ancestor_id FROM tree_paths WHERE tenant_id = ${TENANT}`.execute(server.db);
    out['tree_paths'] = paths.rows.map((row) => JSON.stringify(row)).sort();
    return out;
  }

  it('are the rows the SQL rebuild writes', async () => {
    const seeded = await snapshot();
    for (const rows of Object.values(seeded)) expect(rows.length).toBeGreaterThan(0);
    const trees = server.store.get(TENANT)!.trees;
    await server.db.transaction().execute((trx) => rebuildRollups(trx, TENANT, trees));
    expect(await snapshot()).toEqual(seeded);
  });
});
