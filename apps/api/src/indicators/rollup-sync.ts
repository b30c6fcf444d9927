import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ROLLUPS, rollupColumns, rollupSelect } from '../db/migrations/0005_node_rollups.js';
import type { Database } from '../db/schema.js';
import type { MetadataTrees, Tree } from '../tenants/MetadataTrees.js';

// Keeps the node roll-ups (migration 0005) in step with the trees of metadata.json. The trees live
// in files that can change under a running server (an admin edit, a deploy), so the database
// records which trees its roll-ups were built with (rollup_state.trees_hash); the engine reads the
// roll-ups only when that hash is the hash of the trees it is using, and falls back to the daily
// tables (and asks for a rebuild) otherwise. docs/decisions/0008-node-rollups.md.

/** (node, ancestor) pairs of the two rolled-up trees, and their hash. */
export interface TreePaths {
  hash: string;
  geo: [number, number][];
  moment: [number, number][];
}

function pathsOf(tree: Tree): [number, number][] {
  const pairs: [number, number][] = [];
  for (const id of tree.nodes()) {
    for (let node: number | undefined = id; node !== undefined; node = tree.parentOf(node)) pairs.push([id, node]);
  }
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const cache = new WeakMap<MetadataTrees, TreePaths>();

/** The paths of a tenant's geography and critical-moment trees (computed once per trees object). */
export function treePaths(trees: MetadataTrees): TreePaths {
  let paths = cache.get(trees);
  if (!paths) {
    const geo = pathsOf(trees.geographies);
    const moment = pathsOf(trees.criticalMoments);
    const hash = crypto.createHash('sha256').update(JSON.stringify({ geo, moment })).digest('hex').slice(0, 32);
    paths = { hash, geo, moment };
    cache.set(trees, paths);
  }
  return paths;
}

/**
 * Writes the tenant's tree_paths and rebuilds its roll-ups (those named by `only`, else all) from
 * its daily tables, inside the caller's transaction, and marks them current. The demo seed writes
 * its daily rows with the triggers off (`skipRollupTriggers`) and calls this afterwards: one
 * ordered bulk insert instead of a roll-up statement per batch.
 */
export async function rebuildRollups(
  trx: Kysely<Database>,
  tenantId: string,
  trees: MetadataTrees,
  { only }: { only?: readonly string[] } = {},
): Promise<void> {
  const paths = treePaths(trees);
  await sql`DELETE FROM tree_paths WHERE tenant_id = ${tenantId}`.execute(trx);
  for (const [tree, pairs] of [
    ['geo', paths.geo],
    ['moment', paths.moment],
  ] as const) {
    if (pairs.length === 0) continue;
    await sql`
      INSERT INTO tree_paths (tenant_id, tree, node_id, ancestor_id)
      SELECT ${tenantId}, ${tree}, n, a FROM unnest(${pairs.map((p) => p[0])}::int[], ${pairs.map((p) => p[1])}::int[]) AS x(n, a)`.execute(
      trx,
    );
  }
  for (const spec of ROLLUPS.filter((r) => !only || only.includes(r.rollup))) {
    await sql`DELETE FROM ${sql.table(spec.rollup)} WHERE tenant_id = ${tenantId}`.execute(trx);
    const source = sql`(SELECT * FROM ${sql.table(spec.daily)} WHERE tenant_id = ${tenantId})`;
    // rollupSelect is trusted SQL text built from the migration's constants; the tenant is a parameter.
    const [before, after] = rollupSelect(spec, '__SOURCE__', '').split('__SOURCE__');
    // In primary-key order: a call reads a run of days of one node, which then sits on a few
    // pages instead of one page a row (10× fewer buffer reads on PGlite, measured).
    await sql`INSERT INTO ${sql.table(spec.rollup)} (tenant_id, ${sql.raw(rollupColumns(spec).join(', '))})
      SELECT * FROM (${sql.raw(before ?? '')}${source}${sql.raw(after ?? '')}) x
      ORDER BY ${sql.raw(spec.primaryKey.map((c) => (c === 'critical_moment_id' ? 'mp' : c === 'geo_location_id' ? 'gp' : c)).join(', '))}`.execute(
      trx,
    );
    await sql`ANALYZE ${sql.table(spec.rollup)}`.execute(trx);
  }
  await sql`
    INSERT INTO rollup_state (tenant_id, trees_hash) VALUES (${tenantId}, ${paths.hash})
    ON CONFLICT (tenant_id) DO UPDATE SET trees_hash = EXCLUDED.trees_hash`.execute(trx);
}

/** Turns the roll-up triggers off until the end of the caller's transaction (a bulk load rebuilds after). */
export async function skipRollupTriggers(trx: Kysely<Database>): Promise<void> {
  await sql`SELECT set_config('voz.skip_rollups', 'on', true)`.execute(trx);
}

/** Whether the tenant's roll-ups were built with these trees. */
export async function rollupsCurrent(db: Kysely<Database>, tenantId: string, trees: MetadataTrees): Promise<boolean> {
  const state = await db
    .selectFrom('rollup_state')
    .select('trees_hash')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return state?.trees_hash === treePaths(trees).hash;
}

/** Rebuilds the tenant's roll-ups unless they are current; true when it rebuilt. */
export async function syncRollups(db: Kysely<Database>, tenantId: string, trees: MetadataTrees): Promise<boolean> {
  if (await rollupsCurrent(db, tenantId, trees)) return false;
  await db.transaction().execute((trx) => rebuildRollups(trx, tenantId, trees));
  return true;
}

const running = new WeakMap<Kysely<Database>, Map<string, Promise<unknown>>>();

function runningOn(db: Kysely<Database>): Map<string, Promise<unknown>> {
  const own = running.get(db) ?? new Map<string, Promise<unknown>>();
  running.set(db, own);
  return own;
}

/** Whether a job building the tenant's roll-ups is running (requestRollupSync, or holdRollupSync's loader). */
export function rollupSyncRunning(db: Kysely<Database>, tenantId: string): boolean {
  return running.get(db)?.has(tenantId) ?? false;
}

/**
 * Records that another loader builds the tenant's roll-ups until `job` settles (the first demo
 * seed loads them behind the first requests, demo.ts): meanwhile the engine answers from the daily
 * tables without asking for a rebuild of its own, and the start does not rebuild them.
 */
export function holdRollupSync(db: Kysely<Database>, tenantId: string, job: Promise<unknown>): void {
  const own = runningOn(db);
  const held = job.then(
    () => undefined,
    () => undefined,
  );
  own.set(tenantId, held);
  void held.then(() => {
    if (own.get(tenantId) === held) own.delete(tenantId);
  });
}

/**
 * Starts a rebuild in the background unless one is running for the tenant (the engine asks for one
 * when it finds stale roll-ups and answers from the daily tables meanwhile).
 */
export function requestRollupSync(
  db: Kysely<Database>,
  tenantId: string,
  trees: MetadataTrees,
  log: (message: string) => void = console.error,
): void {
  const own = runningOn(db);
  if (own.has(tenantId)) return;
  const job = syncRollups(db, tenantId, trees)
    .catch((error: unknown) => {
      log(`roll-ups of ${tenantId} could not be rebuilt: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    })
    .finally(() => own.delete(tenantId));
  own.set(tenantId, job);
}
