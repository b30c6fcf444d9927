import { sql, type Kysely, type Migration } from 'kysely';

// Node roll-ups (docs/decisions/0008-node-rollups.md): the daily pre-aggregates summed up the
// geography and critical-moment trees. A row of answer_rollup for (day, moment M, geography G)
// holds the answers of that day whose moment is M or under M and whose geography is G or under G,
// so "the whole tenant over two months" reads one row a day instead of one per dealer and moment.
//
// tree_paths holds each tenant's trees as (node, ancestor) pairs, the node itself included; the
// API writes it from metadata.json (indicators/rollup-sync.ts) and rebuilds the roll-ups when a
// tree changes. Statement triggers on the daily tables move the roll-ups in the same statement,
// hence the same transaction, as the daily rows they summarise: an alert update moves
// alert_daily and, through it, alert_rollup at once. A node missing from tree_paths rolls up to
// itself only.

/** A daily table, its roll-up, the key columns besides day, moment and geography, and the sums. */
interface RollupSpec {
  daily: string;
  rollup: string;
  /** Key columns other than day, critical_moment_id and geo_location_id. */
  keys: readonly string[];
  /** Summed columns (integers, or double precision for `sum`). */
  sums: readonly string[];
  /** Primary key order of the roll-up: what its queries narrow on first. */
  primaryKey: readonly string[];
}

export const ROLLUPS: readonly RollupSpec[] = [
  {
    daily: 'answer_daily',
    rollup: 'answer_rollup',
    keys: ['question_id'],
    sums: ['n', 'sum', 'promoters', 'passives', 'detractors', 'top2'],
    primaryKey: ['tenant_id', 'question_id', 'geo_location_id', 'critical_moment_id', 'day'],
  },
  {
    daily: 'tag_daily',
    rollup: 'tag_rollup',
    keys: ['tag'],
    sums: ['positive', 'neutral', 'negative'],
    primaryKey: ['tenant_id', 'geo_location_id', 'critical_moment_id', 'day', 'tag'],
  },
  {
    daily: 'alert_daily',
    rollup: 'alert_rollup',
    keys: ['type', 'status'],
    sums: ['n'],
    primaryKey: ['tenant_id', 'geo_location_id', 'critical_moment_id', 'day', 'type', 'status'],
  },
  {
    daily: 'response_daily',
    rollup: 'response_rollup',
    keys: ['status'],
    sums: ['n'],
    primaryKey: ['tenant_id', 'geo_location_id', 'critical_moment_id', 'day', 'status'],
  },
];

/** Columns of a roll-up besides tenant_id, in insert order. */
export function rollupColumns(spec: RollupSpec): string[] {
  return ['day', 'critical_moment_id', 'geo_location_id', ...spec.keys, ...spec.sums];
}

/**
 * Whether the roll-ups hold the pairs of a leaf moment and a leaf geography (migration 0005 did;
 * from 0008 on they do not: such a row equals its daily row, so calls read those from the daily
 * table, and a seed writes about a fifth fewer roll-up rows).
 */
export type LeafPairs = 'kept' | 'left out';

/** SQL: whether the node in column `column` of `table` has no node under it in its tenant's `tree`. */
export function isLeaf(table: string, tree: 'moment' | 'geo', column: string): string {
  return `NOT EXISTS (SELECT 1 FROM tree_paths c WHERE c.tenant_id = ${table}.tenant_id AND c.tree = '${tree}'
      AND c.ancestor_id = ${table}.${column} AND c.node_id <> c.ancestor_id)`;
}

/**
 * `SELECT` of the roll-up rows of a set of daily rows `source` (a table or transition table):
 * every (moment ancestor, geography ancestor) pair of each row, summed; with `leafPairs` 'left
 * out', not the row's own pair when both its moment and its geography are leaves.
 */
export function rollupSelect(
  spec: RollupSpec,
  source: string,
  sign: '' | '-',
  leafPairs: LeafPairs = 'left out',
): string {
  const groupKeys = ['r.tenant_id', 'r.day', 'mp', 'gp', ...spec.keys.map((k) => `r.${k}`)];
  const leaves =
    leafPairs === 'kept'
      ? ''
      : `
    WHERE NOT (COALESCE(m.ancestor_id, r.critical_moment_id) = r.critical_moment_id
      AND COALESCE(g.ancestor_id, r.geo_location_id) = r.geo_location_id
      AND ${isLeaf('r', 'moment', 'critical_moment_id')} AND ${isLeaf('r', 'geo', 'geo_location_id')})`;
  return `
    SELECT r.tenant_id, r.day, COALESCE(m.ancestor_id, r.critical_moment_id) AS mp,
      COALESCE(g.ancestor_id, r.geo_location_id) AS gp, ${spec.keys.map((k) => `r.${k}`).join(', ')},
      ${spec.sums.map((s) => `${sign}SUM(r.${s}) AS ${s}`).join(', ')}
    FROM ${source} r
    LEFT JOIN tree_paths m ON m.tenant_id = r.tenant_id AND m.tree = 'moment' AND m.node_id = r.critical_moment_id
    LEFT JOIN tree_paths g ON g.tenant_id = r.tenant_id AND g.tree = 'geo' AND g.node_id = r.geo_location_id${leaves}
    GROUP BY ${groupKeys.join(', ')}`;
}

/** `INSERT … ON CONFLICT` adding the roll-up rows of `source` to the roll-up. */
function rollupAdd(spec: RollupSpec, source: string, leafPairs: LeafPairs): string {
  const conflict = spec.primaryKey.join(', ');
  return `
    INSERT INTO ${spec.rollup} (tenant_id, ${rollupColumns(spec).join(', ')})
    ${rollupSelect(spec, source, '', leafPairs)}
    ON CONFLICT (${conflict}) DO UPDATE SET
      ${spec.sums.map((s) => `${s} = ${spec.rollup}.${s} + EXCLUDED.${s}`).join(', ')}`;
}

/** `UPDATE` subtracting the roll-up rows of `source` from the roll-up rows that exist. */
function rollupSubtract(spec: RollupSpec, source: string, leafPairs: LeafPairs): string {
  const match = ['tenant_id', 'day', ...spec.keys].map((k) => `t.${k} = o.${k}`);
  return `
    UPDATE ${spec.rollup} t SET ${spec.sums.map((s) => `${s} = t.${s} - o.${s}`).join(', ')}
    FROM (${rollupSelect(spec, source, '', leafPairs)}) o
    WHERE ${[...match, 't.critical_moment_id = o.mp', 't.geo_location_id = o.gp'].join(' AND ')}`;
}

/** The trigger function keeping a roll-up in step with its daily table (`CREATE OR REPLACE`). */
export function rollupFunction(spec: RollupSpec, leafPairs: LeafPairs): string {
  return `CREATE OR REPLACE FUNCTION ${spec.rollup}_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk writer that rebuilds the roll-ups afterwards (the demo seed) skips the row-by-row work.
  IF current_setting('voz.skip_rollups', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    ${rollupSubtract(spec, 'old_rows', leafPairs)};
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    ${rollupAdd(spec, 'new_rows', leafPairs)};
  END IF;
  RETURN NULL;
END $$`;
}

function schema(spec: RollupSpec, dailyColumnTypes: Readonly<Record<string, string>>): string[] {
  const columns = ['tenant_id text NOT NULL', 'day date NOT NULL', 'critical_moment_id integer NOT NULL'];
  columns.push('geo_location_id integer NOT NULL');
  for (const k of [...spec.keys, ...spec.sums]) columns.push(`${k} ${dailyColumnTypes[k] ?? 'integer'} NOT NULL`);
  const fn = `${spec.rollup}_apply`;
  return [
    `CREATE TABLE ${spec.rollup} (${columns.join(', ')}, PRIMARY KEY (${spec.primaryKey.join(', ')}))`,
    // Statement triggers with transition tables: one roll-up statement per daily statement.
    rollupFunction(spec, 'kept'),
    `CREATE TRIGGER ${spec.rollup}_insert AFTER INSERT ON ${spec.daily} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${spec.rollup}_update AFTER UPDATE ON ${spec.daily} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${spec.rollup}_delete AFTER DELETE ON ${spec.daily} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

const TYPES: Readonly<Record<string, string>> = { sum: 'double precision', tag: 'text', type: 'text', status: 'text' };

export const nodeRollups: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const statements = [
      `CREATE TABLE tree_paths (
        tenant_id text NOT NULL,
        tree text NOT NULL,
        node_id integer NOT NULL,
        ancestor_id integer NOT NULL,
        PRIMARY KEY (tenant_id, tree, node_id, ancestor_id)
      )`,
      `CREATE TABLE rollup_state (
        tenant_id text PRIMARY KEY,
        trees_hash text NOT NULL
      )`,
      ...ROLLUPS.flatMap((spec) => schema(spec, TYPES)),
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
    // The roll-ups of data written before this migration are built by the first sync
    // (rollup_state is empty, so every tenant's trees count as changed).
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const spec of ROLLUPS) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`DROP TRIGGER ${spec.rollup}_${event} ON ${spec.daily}`).execute(db);
      }
      await sql.raw(`DROP FUNCTION ${spec.rollup}_apply()`).execute(db);
      await sql.raw(`DROP TABLE ${spec.rollup}`).execute(db);
    }
    await sql`DROP TABLE tree_paths, rollup_state`.execute(db);
  },
};
