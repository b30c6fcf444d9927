import type { GroupBy } from '@voz/schema';
import { sql } from 'kysely';
import type { Tree } from '../tenants/MetadataTrees.js';
import { ROLLUPS, rollupColumns } from '../db/migrations/0005_node_rollups.js';
import { geographyRollup } from './dimensions.js';
import type { IdSet, ResolvedFilter } from './filter.js';
import { rollupsCurrent, requestRollupSync, treePaths } from './rollup-sync.js';
import { idIn, keyExpression, keySelect, readKeys, where, type Expr, type TableColumns } from './sql-parts.js';
import type { DimKey, Fact, Measures } from './types.js';
import type { EngineContext } from './sources/source.js';

// Reading the node roll-ups (migration 0005; docs/decisions/0008-node-rollups.md).
//
// A roll-up row of node N holds everything at N or under it. The facts of a set of nodes S
// split into groups (the rows of the answer: one group when the call does not group by the tree,
// else the group each node rolls up to) are exact sums of roll-up rows with signs: a node counts
// +1 for its own group when its parent is not in that group, and −1 for its parent's group when
// it is not in its parent's group (what is under it belongs elsewhere or nowhere). The whole
// tenant is one row a day (the root); a zone with its dealers as groups is one row a day per
// dealer. Both trees are rolled up, and the signs multiply. All measures are sums and counts, so
// the signed sums are exact; groups whose sums are all zero are dropped, as groups with no daily
// rows never appear.

/** One roll-up node counted for a group, with its sign; `member` is a node of that group. */
export interface Term {
  node: number;
  sign: 1 | -1;
  group: number;
  member: number;
}

/**
 * The signed nodes whose roll-ups sum to the groups of `set` (null: the whole tree). `groupOf` names
 * each node's group (undefined leaves it out); without it the set is one group.
 */
export function treeTerms(tree: Tree, set: IdSet, groupOf?: (id: number) => number | undefined): Term[] {
  const ids = set ?? new Set(tree.nodes());
  const group = (id: number | undefined): number | undefined =>
    id === undefined || !ids.has(id) ? undefined : groupOf ? groupOf(id) : 0;
  const terms: Term[] = [];
  for (const id of ids) {
    const own = group(id);
    if (own === undefined) continue;
    if (group(tree.parentOf(id)) !== own) terms.push({ node: id, sign: 1, group: own, member: id });
    for (const child of tree.childrenOf(id)) {
      if (group(child) !== own) terms.push({ node: child, sign: -1, group: own, member: id });
    }
  }
  return terms;
}

function byNode(terms: readonly Term[]): Map<number, Term[]> {
  const map = new Map<number, Term[]>();
  for (const term of terms) {
    const list = map.get(term.node);
    if (list) list.push(term);
    else map.set(term.node, [term]);
  }
  return map;
}

/** What a source reads from its roll-up table. */
export interface RollupQuery {
  /** The roll-up table. */
  table: 'answer_rollup' | 'tag_rollup' | 'alert_rollup' | 'response_rollup';
  /** Columns selected before the keys (question, alert type and status…), grouped on. */
  leading: Expr[];
  /** Aggregates selected after the keys. */
  sums: Expr[];
  /** Conditions besides tenant, days, moments and geographies. */
  conditions: Expr[];
  /** Key columns of the table besides day, moment and geography. */
  columns: Omit<TableColumns, 'day' | 'criticalMoment' | 'geoLocation'>;
  /** The part and measures of a result row. */
  read(row: Record<string, unknown>): { part: number; measures: Measures };
}

const ZERO = 1e-9;

/**
 * The facts of a call from a roll-up table, keyed as the daily tables key them (a geography or
 * moment key is a node of its group, which the engine's key mapper rolls up like any other), or
 * undefined when the caller should read its daily table instead: when that reads fewer rows, or
 * when the tenant's roll-ups were built with other trees (a rebuild is then started).
 */
export async function rollupFacts(
  ctx: EngineContext,
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
  query: RollupQuery,
): Promise<Fact[] | undefined> {
  const geoGroup = dimensions.includes('geoLocation')
    ? geographyRollup({ catalog: ctx.catalog, trees: ctx.trees, params: ctx.params, filter, questions: [] })
    : undefined;
  const momentGroup = dimensions.includes('criticalMoment') ? (id: number) => id : undefined;
  const geoTerms = byNode(treeTerms(ctx.trees.geographies, filter.geographies, geoGroup));
  const momentTerms = byNode(treeTerms(ctx.trees.criticalMoments, filter.criticalMoments, momentGroup));
  if (geoTerms.size === 0 || momentTerms.size === 0) return [];
  // Rows read grow with the (geography, moment) pairs asked for: the roll-up's term nodes, or the
  // daily table's leaves. A call grouped per dealer reads fewer rows from the daily table.
  const leavesIn = (tree: Tree, set: IdSet): number =>
    set === null ? tree.leaves().length : [...set].filter((id) => tree.childrenOf(id).length === 0).length;
  const dailyPairs =
    leavesIn(ctx.trees.geographies, filter.geographies) * leavesIn(ctx.trees.criticalMoments, filter.criticalMoments);
  if (geoTerms.size * momentTerms.size >= dailyPairs) return undefined;

  const others = dimensions.filter((d) => d !== 'geoLocation' && d !== 'criticalMoment');
  const columns: TableColumns = {
    day: sql.ref('day'),
    criticalMoment: sql.ref('critical_moment_id'),
    geoLocation: sql.ref('geo_location_id'),
    ...query.columns,
  };
  const keys = others.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys, query.leading.length + 2);
  const hash = treePaths(ctx.trees).hash;
  const common = [
    sql`tenant_id = ${filter.tenantId}`,
    ...(filter.from !== null ? [sql`day >= ${filter.from}::date`] : []),
    ...(filter.to !== null ? [sql`day <= ${filter.to}::date`] : []),
    ...query.conditions,
    // Rows only while the roll-ups match these trees (evaluated once per query).
    sql`EXISTS (SELECT 1 FROM rollup_state s WHERE s.tenant_id = ${filter.tenantId} AND s.trees_hash = ${hash})`,
  ];
  const conditions = [
    ...common,
    idIn(sql.ref('geo_location_id'), [...geoTerms.keys()]),
    idIn(sql.ref('critical_moment_id'), [...momentTerms.keys()]),
  ];
  // The roll-ups leave out the pairs of a leaf moment and a leaf geography (migration 0008): those
  // rows are the daily rows, read from the daily table with the same columns.
  const leafGeographies = [...geoTerms.keys()].filter((id) => ctx.trees.geographies.childrenOf(id).length === 0);
  const leafMoments = [...momentTerms.keys()].filter((id) => ctx.trees.criticalMoments.childrenOf(id).length === 0);
  const spec = ROLLUPS.find((s) => s.rollup === query.table);
  if (!spec) throw new Error(`${query.table} is not a roll-up`);
  const tableColumns = sql.join(['tenant_id', ...rollupColumns(spec)].map((c) => sql.ref(c)));
  const source =
    leafGeographies.length > 0 && leafMoments.length > 0
      ? sql`(SELECT ${tableColumns} FROM ${sql.table(query.table)} ${where(conditions)}
          UNION ALL SELECT ${tableColumns} FROM ${sql.table(spec.daily)} ${where([
            ...common,
            idIn(sql.ref('geo_location_id'), leafGeographies),
            idIn(sql.ref('critical_moment_id'), leafMoments),
          ])}) AS x`
      : sql`${sql.table(query.table)} ${where(conditions)}`;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${sql.join([...query.leading, sql`geo_location_id AS g`, sql`critical_moment_id AS m`, ...select, ...query.sums])}
    FROM ${source} ${groupBy}`.execute(ctx.db);
  if (rows.length === 0 && !(await rollupsCurrent(ctx.db, filter.tenantId, ctx.trees))) {
    requestRollupSync(ctx.db, filter.tenantId, ctx.trees);
    return undefined;
  }

  const geoIndex = dimensions.indexOf('geoLocation');
  const momentIndex = dimensions.indexOf('criticalMoment');
  const sums = new Map<string, Fact>();
  for (const row of rows) {
    const { part, measures } = query.read(row);
    const rest = readKeys(row, keys.length);
    for (const g of geoTerms.get(Number(row['g'])) ?? []) {
      for (const m of momentTerms.get(Number(row['m'])) ?? []) {
        // Summed per group (not per member): a group's signed terms may sit on several members.
        const id = JSON.stringify([part, g.group, m.group, rest]);
        let fact = sums.get(id);
        if (!fact) {
          let next = 0;
          const factKeys: DimKey[] = dimensions.map((_, i) =>
            i === geoIndex ? g.member : i === momentIndex ? m.member : (rest[next++] ?? null),
          );
          fact = { keys: factKeys, part, measures: {} };
          sums.set(id, fact);
        }
        const sign = g.sign * m.sign;
        for (const [name, value] of Object.entries(measures)) {
          fact.measures[name] = (fact.measures[name] ?? 0) + sign * value;
        }
      }
    }
  }
  return [...sums.values()].filter((fact) => Object.values(fact.measures).some((v) => Math.abs(v) > ZERO));
}
