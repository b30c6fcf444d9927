import { sql, type Kysely, type Migration } from 'kysely';
import { isLeaf, ROLLUPS, rollupFunction } from './0005_node_rollups.js';

// The roll-ups leave out the pair of a leaf moment and a leaf geography (docs/decisions/0008-node-rollups.md):
// that row is the daily row itself, so calls read those pairs from the daily tables. About a fifth of
// the roll-up rows go (the demo's 7.6 million for 14 tenants), and a seed writes that much less.
// The trigger functions stop adding such rows, and the ones there are deleted.

export const rollupLeafPairs: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const spec of ROLLUPS) {
      await sql.raw(rollupFunction(spec, 'left out')).execute(db);
      await sql
        .raw(
          `DELETE FROM ${spec.rollup} WHERE ${isLeaf(spec.rollup, 'moment', 'critical_moment_id')}
            AND ${isLeaf(spec.rollup, 'geo', 'geo_location_id')}`,
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
