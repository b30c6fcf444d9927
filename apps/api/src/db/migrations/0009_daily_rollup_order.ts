import { sql, type Kysely, type Migration } from 'kysely';
import { ROLLUPS } from './0005_node_rollups.js';

// The daily tables keyed in their roll-up's order (docs/decisions/0008-node-rollups.md, item 6):
// geography and moment before the day. Since 0008 a call reads the pairs of a leaf moment and a
// leaf geography from the daily table; keyed day first, reading a few pairs walked every node of
// each day in the range. Every read of a daily table names its geographies and moments (the whole
// tenant as every node of the trees), so this key narrows each of them to its days.

/** The primary key each daily table had in 0001 (day first). */
const DAY_FIRST: Readonly<Record<string, readonly string[]>> = {
  answer_daily: ['tenant_id', 'question_id', 'day', 'critical_moment_id', 'geo_location_id'],
  response_daily: ['tenant_id', 'day', 'critical_moment_id', 'geo_location_id', 'status'],
  tag_daily: ['tenant_id', 'day', 'critical_moment_id', 'geo_location_id', 'tag'],
  alert_daily: ['tenant_id', 'day', 'critical_moment_id', 'geo_location_id', 'type', 'status'],
};

async function rekey(db: Kysely<unknown>, table: string, columns: readonly string[]): Promise<void> {
  await sql
    .raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD PRIMARY KEY (${columns.join(', ')})`)
    .execute(db);
}

export const dailyRollupOrder: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const spec of ROLLUPS) await rekey(db, spec.daily, spec.primaryKey);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const spec of ROLLUPS) await rekey(db, spec.daily, DAY_FIRST[spec.daily]!);
  },
};
