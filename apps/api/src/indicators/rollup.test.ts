import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TenantMetadata } from '@voz/schema';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js';
import { ROLLUPS } from '../db/migrations/0005_node_rollups.js';
import type { Database } from '../db/schema.js';
import { generateTenantData, insertTenantData } from '../seed/index.js';
import { MetadataTrees, Tree } from '../tenants/MetadataTrees.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { createTestDatabase, PG_SKIP_REASON, pgAvailable, type TestDatabase } from '../test-support/postgres.js';
import { REPO } from '../test-support/harness.js';
import { treeTerms } from './rollup.js';
import { rebuildRollups, rollupsCurrent, skipRollupTriggers, syncRollups, treePaths } from './rollup-sync.js';

interface Node {
  id: number;
  children?: Node[];
}

/** A tree from a list of parent indexes: node i + 1 hangs under node parents[i] (0 is the root). */
function treeOf(parents: readonly number[]): Tree {
  const nodes: Node[] = [{ id: 100 }];
  parents.forEach((p, i) => {
    const node: Node = { id: 101 + i };
    const parent = nodes[p % nodes.length] as Node;
    (parent.children ??= []).push(node);
    nodes.push(node);
  });
  return new Tree(nodes[0] as Node);
}

describe('treeTerms', () => {
  it('sums roll-ups to the per-group totals of the own values of the nodes, for any tree, set and grouping', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { minLength: 0, maxLength: 25 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 26, maxLength: 26 }),
        fc.option(fc.array(fc.boolean(), { minLength: 26, maxLength: 26 }), { nil: undefined }),
        fc.option(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 26, maxLength: 26 }), { nil: undefined }),
        (parents, values, membership, grouping) => {
          const tree = treeOf(parents);
          const ids = tree.descendants(tree.root.id);
          const own = new Map(ids.map((id) => [id, values[id - 100] ?? 0]));
          const rollup = (id: number): number => tree.descendants(id).reduce((s, d) => s + (own.get(d) ?? 0), 0);
          const set = membership ? new Set(ids.filter((id) => membership[id - 100])) : null;
          // A group per value of `grouping`; 3 leaves a node out, as a roll-up that drops it.
          const groupOf = grouping
            ? (id: number) => ((grouping[id - 100] ?? 0) === 3 ? undefined : (grouping[id - 100] ?? 0))
            : undefined;
          const expected = new Map<number, number>();
          for (const id of set ?? ids) {
            const group = groupOf ? groupOf(id) : 0;
            if (group !== undefined) expected.set(group, (expected.get(group) ?? 0) + (own.get(id) ?? 0));
          }
          const actual = new Map<number, number>();
          for (const term of treeTerms(tree, set, groupOf)) {
            expect(groupOf ? groupOf(term.member) : 0).toBe(term.group);
            actual.set(term.group, (actual.get(term.group) ?? 0) + term.sign * rollup(term.node));
          }
          for (const group of new Set([...expected.keys(), ...actual.keys()])) {
            expect(actual.get(group) ?? 0).toBe(expected.get(group) ?? 0);
          }
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it('reads one node for the whole tree and one per group below it', () => {
    const tree = treeOf([0, 0, 1, 1, 2, 2]);
    expect(treeTerms(tree, null)).toEqual([{ node: 100, sign: 1, group: 0, member: 100 }]);
    const byChild = (id: number): number => (id === 100 ? 100 : (tree.ancestorAt(id, 2) ?? id));
    const terms = treeTerms(tree, null, byChild).map((t) => [t.node, t.sign, t.group]);
    expect(terms.sort((a, b) => String(a).localeCompare(String(b)))).toEqual([
      [100, 1, 100],
      [101, -1, 100],
      [101, 1, 101],
      [102, -1, 100],
      [102, 1, 102],
    ]);
  });
});

const ENGINES = ['pglite', 'postgres'] as const;
const TENANT = 'auto-b';

/** Every roll-up row with a non-zero sum, as sorted JSON lines. */
async function rollupRows(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const spec of ROLLUPS) {
    const nonZero = spec.sums.map((s) => `${s} <> 0`).join(' OR ');
    const { rows } = await sql
      .raw<Record<string, unknown>>(`SELECT * FROM ${spec.rollup} WHERE ${nonZero}`)
      .execute(db);
    out[spec.rollup] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe.each(ENGINES)('node roll-ups on %s', { timeout: 180_000 }, (engine) => {
  const skipReason = engine === 'postgres' && !pgAvailable() ? PG_SKIP_REASON : undefined;
  let open: OpenDatabase;
  let tmp: string | undefined;
  let database: TestDatabase | undefined;
  const files = new TenantStore(path.join(REPO, 'dashboards')).get(TENANT);
  if (!files) throw new Error('auto-b is missing');
  const trees = files.trees;

  beforeAll(async () => {
    if (skipReason) return;
    if (engine === 'pglite') {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-rollup-'));
      open = await openDatabase({ engine: 'pglite', dataDir: path.join(tmp, 'pglite') });
    } else {
      database = await createTestDatabase('rollup', { migrated: false });
      open = await openDatabase({ engine: 'postgres', url: database.url });
    }
    await migrateToLatest(open.db);
    const data = generateTenantData(
      {
        tenantId: TENANT,
        tenant: files.tenant.value,
        metadata: files.metadata.value,
        indicators: files.indicators.value,
      },
      { today: new Date('2026-11-15T12:00:00Z'), responses: 1500, seed: 7 },
    );
    // The first half arrives through the triggers, the second in bulk with a rebuild (the seed's way).
    await open.db.transaction().execute(async (trx) => {
      await rebuildRollups(trx, TENANT, trees);
      await insertTenantData(trx, {
        ...data,
        surveyResponses: [],
        responseComments: [],
        alerts: [],
        notifications: [],
      });
    });
  }, 180_000);
  afterAll(async () => {
    if (skipReason) return;
    await open.close();
    await database?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('moves with every insert, update and delete of the daily rows, as a rebuild computes them', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const db = open.db;
    // Updates and deletes as the API makes them: an alert changing status, a day of answers removed.
    await sql`UPDATE alert_daily SET n = n + 2 WHERE tenant_id = ${TENANT} AND status = 'CLOSED'`.execute(db);
    await sql`UPDATE alert_daily SET n = n - 1 WHERE tenant_id = ${TENANT} AND status = 'NOT_HANDLED' AND n > 0`.execute(
      db,
    );
    await sql`DELETE FROM answer_daily WHERE tenant_id = ${TENANT} AND day = (SELECT max(day) FROM answer_daily)`.execute(
      db,
    );
    await sql`DELETE FROM tag_daily WHERE tenant_id = ${TENANT} AND tag = (SELECT min(tag) FROM tag_daily)`.execute(db);
    const incremental = await rollupRows(db);
    await db.transaction().execute((trx) => rebuildRollups(trx, TENANT, trees));
    expect(await rollupRows(db)).toEqual(incremental);
    expect(incremental['answer_rollup']?.length).toBeGreaterThan(100);
  });

  it('holds the tenant total at the roots of both trees', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const { rows } = await sql<{ daily: number; rolled: number }>`
      SELECT (SELECT SUM(n) FROM answer_daily WHERE tenant_id = ${TENANT}) AS daily,
        (SELECT SUM(n) FROM answer_rollup WHERE tenant_id = ${TENANT} AND geo_location_id = ${trees.geographies.root.id}
          AND critical_moment_id = ${trees.criticalMoments.root.id}) AS rolled`.execute(open.db);
    expect(Number(rows[0]?.rolled)).toBe(Number(rows[0]?.daily));
    expect(Number(rows[0]?.daily)).toBeGreaterThan(0);
  });

  it('holds no row of a leaf moment with a leaf geography: the daily tables hold those', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const moments = trees.criticalMoments.leaves();
    const geographies = trees.geographies.leaves();
    for (const spec of ROLLUPS) {
      const count = async (table: string): Promise<number> => {
        const { rows } = await sql<{ n: string }>`
          SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE tenant_id = ${TENANT}
            AND critical_moment_id = ANY(${moments}::int[]) AND geo_location_id = ANY(${geographies}::int[])`.execute(
          open.db,
        );
        return Number(rows[0]?.n);
      };
      expect(await count(spec.rollup), spec.rollup).toBe(0);
      expect(await count(spec.daily), spec.daily).toBeGreaterThan(0);
    }
  });

  it('keys each daily table as its roll-up: geography and moment before the day', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    for (const spec of ROLLUPS) {
      const { rows } = await sql<{ name: string }>`
        SELECT a.attname AS name FROM pg_index i
        CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = ${spec.daily}::regclass AND i.indisprimary ORDER BY k.n`.execute(open.db);
      expect(
        rows.map((r) => r.name),
        spec.daily,
      ).toEqual([...spec.primaryKey]);
    }
  });

  it('is rebuilt when the trees change, and skipped by a bulk writer until it rebuilds', async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const db = open.db;
    expect(await rollupsCurrent(db, TENANT, trees)).toBe(true);
    expect(await syncRollups(db, TENANT, trees)).toBe(false);
    // A dealer moves to another zone: other paths, another hash, a rebuild.
    const metadata = structuredClone<TenantMetadata>(files.metadata.value);
    const zones = metadata.geographies.root.children ?? [];
    const moved = zones[0]?.children?.pop();
    if (!moved) throw new Error('auto-b has no zone with children');
    (zones[1]?.children ?? []).push(moved);
    const changed = new MetadataTrees(metadata, files.tenant.value.rootIds);
    expect(treePaths(changed).hash).not.toBe(treePaths(trees).hash);
    expect(await rollupsCurrent(db, TENANT, changed)).toBe(false);
    expect(await syncRollups(db, TENANT, changed)).toBe(true);
    expect(await rollupsCurrent(db, TENANT, changed)).toBe(true);
    await syncRollups(db, TENANT, trees);
    const before = await rollupRows(db);
    await db.transaction().execute(async (trx) => {
      await skipRollupTriggers(trx);
      await sql`UPDATE alert_daily SET n = n + 1 WHERE tenant_id = ${TENANT}`.execute(trx);
    });
    expect(await rollupRows(db)).toEqual(before);
    await sql`UPDATE alert_daily SET n = n + 1 WHERE tenant_id = ${TENANT}`.execute(db);
    expect(await rollupRows(db)).not.toEqual(before);
  });
});
