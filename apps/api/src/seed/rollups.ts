import { sql, type Kysely } from 'kysely';
import { ROLLUPS, rollupColumns } from '../db/migrations/0005_node_rollups.js';
import type { Database } from '../db/schema.js';
import { CopyWriter, copyField, linesCopy, type TableCopy } from './copy.js';
import type { TenantData } from '../db/rows.js';

// The node roll-ups (migration 0005) of freshly generated demo data, computed here from the daily
// rows in memory and COPYed on PGlite. The same rows as indicators/rollup-sync.ts rebuildRollups
// (INSERT … SELECT … GROUP BY over tree_paths), which spends most of a seed on PGlite inserting
// ~600,000 rows a row at a time (BENCHMARKS.md, "Demo seed"): every (moment ancestor, geography
// ancestor) pair of each daily row, summed, but a leaf moment with a leaf geography (that row is
// the daily row); a node missing from the trees rolls up to itself only.

/** A tenant's trees as (node, ancestor) pairs, the node itself included, and their hash (rollup-sync.ts treePaths). */
export interface RollupTreePaths {
  hash: string;
  geo: readonly (readonly [number, number])[];
  moment: readonly (readonly [number, number])[];
}

type Spec = (typeof ROLLUPS)[number];
type Value = string | number;

function ancestors(pairs: RollupTreePaths['geo']): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const [node, ancestor] of pairs) {
    const list = map.get(node);
    if (list) list.push(ancestor);
    else map.set(node, [ancestor]);
  }
  return map;
}

const dailyRows = (data: RollupSource, spec: Spec): readonly Record<string, unknown>[] => {
  switch (spec.daily) {
    case 'answer_daily':
      return data.answerDaily;
    case 'tag_daily':
      return data.tagDaily;
    case 'alert_daily':
      return data.alertDaily;
    case 'response_daily':
      return data.responseDaily;
    default:
      throw new Error(`no demo rows for ${spec.daily}`);
  }
};

/**
 * The roll-up rows of one daily table, in its primary-key order (so a run of days of one node sits
 * on a few pages, as rebuildRollups orders them), written as COPY text to `out`, columns
 * tenant_id then rollupColumns order (day, moment, geography, keys, sums); answers the row count.
 *
 * Each key column's distinct values are numbered in sorted order and a group is one number, the
 * key columns as digits of a mixed radix in primary-key order: grouping is a Map of numbers and
 * the primary-key order a numeric sort (a string key and a comparator sort took 4 s for the
 * 600,000 answer roll-ups of a 20,000-response tenant; this takes a fraction).
 */
export function writeRollupRows(
  out: CopyWriter,
  tenantId: string,
  spec: Spec,
  rows: readonly Record<string, unknown>[],
  paths: RollupTreePaths,
): number {
  const steps = rollupRowSteps(out, tenantId, spec, rows, paths);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long writeRollupRowsInTurns computes before it lets the event loop turn, in ms. */
const TURN_MS = 8;

/**
 * writeRollupRows in turns of about TURN_MS, the event loop free between them: a server computing
 * roll-ups behind its first requests (demo.ts) goes on answering meanwhile.
 */
export async function writeRollupRowsInTurns(
  out: CopyWriter,
  tenantId: string,
  spec: Spec,
  rows: readonly Record<string, unknown>[],
  paths: RollupTreePaths,
): Promise<number> {
  const steps = rollupRowSteps(out, tenantId, spec, rows, paths);
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since >= TURN_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}

/** Rows between the points where writeRollupRows' steps may pause. */
const STEP_ROWS = 4096;

/** writeRollupRows as steps: it yields now and then (every STEP_ROWS rows or group), and returns the row count. */
function* rollupRowSteps(
  out: CopyWriter,
  tenantId: string,
  spec: Spec,
  rows: readonly Record<string, unknown>[],
  paths: RollupTreePaths,
): Generator<void, number> {
  const momentUp = ancestors(paths.moment);
  const geoUp = ancestors(paths.geo);
  const columns = rollupColumns(spec);
  const keyColumns = spec.primaryKey.filter((c) => c !== 'tenant_id');
  // Distinct values of every key column (moments and geographies with their ancestors), sorted.
  const distinct = new Map<string, Set<Value>>(keyColumns.map((c) => [c, new Set<Value>()]));
  for (let i = 0; i < rows.length; i++) {
    if (i % STEP_ROWS === 0) yield;
    const row = rows[i]!;
    for (const c of keyColumns) {
      const value = row[c] as Value;
      const up = c === 'critical_moment_id' ? momentUp : c === 'geo_location_id' ? geoUp : undefined;
      const set = distinct.get(c)!;
      for (const v of up?.get(value as number) ?? [value]) set.add(v);
    }
  }
  const values = keyColumns.map((c) => [...distinct.get(c)!].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const index = values.map((list) => new Map<Value, number>(list.map((v, i) => [v, i])));
  // Weight of each key column's digit: the last primary-key column is the least significant.
  const weights = new Array<number>(keyColumns.length).fill(1);
  for (let i = keyColumns.length - 2; i >= 0; i--) weights[i] = weights[i + 1]! * values[i + 1]!.length;
  if (weights[0]! * Math.max(1, values[0]!.length) > Number.MAX_SAFE_INTEGER) {
    throw new Error(`too many distinct keys to number the ${spec.rollup} groups`);
  }
  const momentAt = keyColumns.indexOf('critical_moment_id');
  const geoAt = keyColumns.indexOf('geo_location_id');
  const sumCount = spec.sums.length;
  const moments = values[momentAt]!.length;
  const geos = values[geoAt]!.length;
  // The daily rows of one value of the other key columns (day, question…) fill a dense grid of
  // (moment, geography) cells; a row per touched cell goes out when the next value starts.
  const grid = new Float64Array(moments * geos * sumCount);
  const touched = new Int32Array(moments * geos);
  let touchedCount = 0;
  const seen = new Uint8Array(moments * geos);
  let keys = new Float64Array(1024);
  let sums = new Float64Array(1024 * sumCount);
  let used = 0;
  const flush = (base: number): void => {
    for (let t = 0; t < touchedCount; t++) {
      const cell = touched[t]!;
      if (used === keys.length) {
        const k = new Float64Array(keys.length * 2);
        k.set(keys);
        keys = k;
        const s2 = new Float64Array(sums.length * 2);
        s2.set(sums);
        sums = s2;
      }
      const m = Math.floor(cell / geos);
      const g = cell - m * geos;
      keys[used] = base + m * weights[momentAt]! + g * weights[geoAt]!;
      for (let s = 0; s < sumCount; s++) {
        sums[used * sumCount + s] = grid[cell * sumCount + s]!;
        grid[cell * sumCount + s] = 0;
      }
      seen[cell] = 0;
      used++;
    }
    touchedCount = 0;
  };
  const momentCells = new Map<number, number[]>(
    values[momentAt]!.map((v) => [
      v as number,
      (momentUp.get(v as number) ?? [v as number]).map((a) => index[momentAt]!.get(a)!),
    ]),
  );
  const geoCells = new Map<number, number[]>(
    values[geoAt]!.map((v) => [
      v as number,
      (geoUp.get(v as number) ?? [v as number]).map((a) => index[geoAt]!.get(a)!),
    ]),
  );
  // A leaf's own cell (-1 for a node with nodes under it): the pair of a leaf moment and a leaf
  // geography is left out, as the SQL leaves it out (0005_node_rollups.ts rollupSelect, 'left out').
  const inner = (pairs: RollupTreePaths['geo']): Set<number> =>
    new Set(pairs.filter(([node, ancestor]) => node !== ancestor).map(([, ancestor]) => ancestor));
  const leafCell = (values: readonly Value[], at: number, innerNodes: Set<number>): Map<number, number> =>
    new Map(values.map((v) => [v as number, innerNodes.has(v as number) ? -1 : index[at]!.get(v)!]));
  const momentLeaf = leafCell(values[momentAt]!, momentAt, inner(paths.moment));
  const geoLeaf = leafCell(values[geoAt]!, geoAt, inner(paths.geo));
  // Rows grouped by the other key columns' value (the daily rows come in day order, so mostly in runs).
  const groups = new Map<number, Record<string, unknown>[]>();
  for (let r = 0; r < rows.length; r++) {
    if (r % STEP_ROWS === 0) yield;
    const row = rows[r]!;
    let base = 0;
    for (let i = 0; i < keyColumns.length; i++) {
      if (i === momentAt || i === geoAt) continue;
      base += index[i]!.get(row[keyColumns[i]!] as Value)! * weights[i]!;
    }
    const group = groups.get(base);
    if (group) group.push(row);
    else groups.set(base, [row]);
  }
  const sumNames = spec.sums;
  for (const [base, group] of groups) {
    yield;
    for (const row of group) {
      const ms = momentCells.get(row.critical_moment_id as number)!;
      const gs = geoCells.get(row.geo_location_id as number)!;
      const ownMoment = momentLeaf.get(row.critical_moment_id as number)!;
      const ownGeo = geoLeaf.get(row.geo_location_id as number)!;
      for (const m of ms) {
        for (const g of gs) {
          if (m === ownMoment && g === ownGeo) continue;
          const cell = m * geos + g;
          if (seen[cell] === 0) {
            seen[cell] = 1;
            touched[touchedCount++] = cell;
          }
          for (let s = 0; s < sumCount; s++) grid[cell * sumCount + s]! += row[sumNames[s]!] as number;
        }
      }
    }
    flush(base);
  }
  // Primary-key order: the groups by their number.
  const byKey = new Uint32Array(used);
  for (let i = 0; i < used; i++) byKey[i] = i;
  byKey.sort((a, b) => keys[a]! - keys[b]!);
  // Where each rollupColumns key column sits among the primary-key columns, and its values as COPY text.
  const order = columns.slice(0, columns.length - sumCount).map((c) => keyColumns.indexOf(c));
  const text = values.map((list) => list.map((v) => out.field(v)));
  const tenant = out.field(tenantId);
  const digits = new Array<number>(keyColumns.length);
  for (let k = 0; k < used; k++) {
    if (k % STEP_ROWS === 0) yield;
    const slot = byKey[k]!;
    let rest = keys[slot]!;
    for (let i = 0; i < keyColumns.length; i++) {
      const digit = Math.floor(rest / weights[i]!);
      rest -= digit * weights[i]!;
      digits[i] = digit;
    }
    out.put(tenant, true);
    for (const o of order) out.put(text[o]![digits[o]!]!);
    for (let s = 0; s < sumCount; s++) out.number(sums[slot * sumCount + s]!);
    out.end();
  }
  return used;
}

/** The daily rows of a tenant's generated data that its roll-ups are computed from. */
export type RollupSource = Pick<TenantData, 'tenantId' | 'answerDaily' | 'tagDaily' | 'alertDaily' | 'responseDaily'>;

const ALL_ROLLUPS: readonly string[] = ROLLUPS.map((spec) => spec.rollup);

/** A roll-up's COPY of the rows written to `writer` (tenant_id, then rollupColumns order). */
const rollupCopy = (spec: Spec, writer: CopyWriter): TableCopy => ({
  table: spec.rollup,
  columns: ['tenant_id', ...rollupColumns(spec)],
  data: writer.data(),
});

/**
 * The COPY text of a tenant's tree_paths and roll-ups (in that order; all of them, or those named
 * in `rollups`) from its generated data: the CPU-bound part of loading them on PGlite, which a
 * seed computes ahead (demo.ts). Loaded with copyTables into tables holding no row of the tenant,
 * then markRollups once every roll-up is loaded.
 */
export function rollupCopies(
  data: RollupSource,
  paths: RollupTreePaths,
  rollups: readonly string[] = ALL_ROLLUPS,
): TableCopy[] {
  const tenantId = data.tenantId;
  const copies: TableCopy[] = [
    linesCopy(
      'tree_paths',
      ['tenant_id', 'tree', 'node_id', 'ancestor_id'],
      (['geo', 'moment'] as const).flatMap((tree) =>
        paths[tree].map(([node, ancestor]) => `${copyField(tenantId)}\t${tree}\t${node}\t${ancestor}`),
      ),
    ),
  ];
  for (const spec of ROLLUPS.filter((s) => rollups.includes(s.rollup))) {
    const writer = new CopyWriter();
    writeRollupRows(writer, tenantId, spec, dailyRows(data, spec), paths);
    copies.push(rollupCopy(spec, writer));
  }
  return copies;
}

/** The COPY text of the named roll-ups alone, computed in turns (writeRollupRowsInTurns). */
export async function rollupCopiesInTurns(
  data: RollupSource,
  paths: RollupTreePaths,
  rollups: readonly string[],
): Promise<TableCopy[]> {
  const copies: TableCopy[] = [];
  for (const spec of ROLLUPS.filter((s) => rollups.includes(s.rollup))) {
    const writer = new CopyWriter();
    await writeRollupRowsInTurns(writer, data.tenantId, spec, dailyRows(data, spec), paths);
    copies.push(rollupCopy(spec, writer));
  }
  return copies;
}

/** Records that the tenant's roll-ups are built with the trees of `hash` (after rollupCopies are loaded). */
export async function markRollups(trx: Kysely<Database>, tenantId: string, hash: string): Promise<void> {
  await sql`
    INSERT INTO rollup_state (tenant_id, trees_hash) VALUES (${tenantId}, ${hash})
    ON CONFLICT (tenant_id) DO UPDATE SET trees_hash = EXCLUDED.trees_hash`.execute(trx);
}
