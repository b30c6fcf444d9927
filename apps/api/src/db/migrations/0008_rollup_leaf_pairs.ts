import { sql, type Kysely, type Migration } from 'kysely';
import { ROLLUPS, rollupFunction } from './0005_node_rollups.js';

// The roll-ups leave out the pair of a leaf moment and a leaf geography (docs/decisions/0008-node-rollups.md):
// that row is the daily row itself, so calls read those pairs from the daily tables. About a fifth of
// the roll-up rows go (the demo's 7.6 million for 14 tenants), and a seed writes that much less.
// The trigger functions stop adding such rows, and the ones there are deleted.

/** SQL: whether the roll-up row's `column` node of `tree` has no node under it. */
const leaf = (table: string, tree: 'moment' | 'geo', column: string): string =>
  `NOT EXISTS (SELECT 1 FROM tree_paths c WHERE c.tenant_id = ${table}.tenant_id AND c.tree = '${tree}'
    AND c.ancestor_id = ${table}.${column} AND c.node_id <> c.ancestor_id)`;

export const rollupLeafPairs: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const spec of ROLLUPS) {
      await sql.raw(rollupFunction(spec, 'left out')).execute(db);
      await sql
        .raw(
          `DELETE FROM ${spec.rollup} WHERE ${leaf(spec.rollup, 'moment', 'critical_moment_id')}
            AND ${leaf(spec.rollup, 'geo', 'geo_location_id')}`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const spec of ROLLUPS) await sql.raw(rollupFunction(spec, 'kept')).execute(db);
    // The roll-ups lack the leaf pairs: the next call of each tenant rebuilds them (rollup-sync.ts).
    await sql`DELETE FROM rollup_state`.execute(db);
  },
};
