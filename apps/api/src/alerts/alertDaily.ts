import { toWireDate } from '@voz/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What alert_daily counts of an alert: its creation day (tenant zone), moment, geography, type and status. */
export interface AlertCounted {
  tenant_id: string;
  created_at: Date;
  critical_moment_id: number;
  geo_location_id: number;
  type: string;
  status: string;
}

interface DailyKey {
  tenant_id: string;
  day: string;
  critical_moment_id: number;
  geo_location_id: number;
  type: string;
  status: string;
}

function keyOf(alert: AlertCounted, timeZone: string): DailyKey {
  return {
    tenant_id: alert.tenant_id,
    day: toWireDate(alert.created_at, timeZone),
    critical_moment_id: alert.critical_moment_id,
    geo_location_id: alert.geo_location_id,
    type: alert.type,
    status: alert.status,
  };
}

const sameKey = (a: DailyKey, b: DailyKey): boolean =>
  a.tenant_id === b.tenant_id &&
  a.day === b.day &&
  a.critical_moment_id === b.critical_moment_id &&
  a.geo_location_id === b.geo_location_id &&
  a.type === b.type &&
  a.status === b.status;

/**
 * Moves alert_daily for one alert change, inside the caller's transaction: the counter of the alert
 * as it was (`before`, null for an insert) goes down by one — its row is deleted when it reaches 0 —
 * and the counter of the alert as it is (`after`, null for a delete) goes up by one. An update that
 * keeps the key (a description edit) moves nothing. The day is the creation date in the tenant's
 * time zone, as the seed computes it.
 */
export async function moveAlertDaily(
  trx: Kysely<Database>,
  before: AlertCounted | null,
  after: AlertCounted | null,
  timeZone: string,
): Promise<void> {
  const down = before ? keyOf(before, timeZone) : null;
  const up = after ? keyOf(after, timeZone) : null;
  if (down && up && sameKey(down, up)) return;
  if (down) {
    const match = sql`tenant_id = ${down.tenant_id} AND day = ${down.day}::date
      AND critical_moment_id = ${down.critical_moment_id} AND geo_location_id = ${down.geo_location_id}
      AND type = ${down.type} AND status = ${down.status}`;
    // A counter at 1 goes away rather than to 0, so the table only holds keys that exist; a missing
    // counter (rows written without their aggregate) is left alone rather than going negative.
    const deleted = await sql`DELETE FROM alert_daily WHERE ${match} AND n <= 1`.execute(trx);
    if (Number(deleted.numAffectedRows ?? 0) === 0) {
      await sql`UPDATE alert_daily SET n = n - 1 WHERE ${match}`.execute(trx);
    }
  }
  if (up) {
    await sql`
      INSERT INTO alert_daily (tenant_id, day, critical_moment_id, geo_location_id, type, status, n)
      VALUES (${up.tenant_id}, ${up.day}::date, ${up.critical_moment_id}, ${up.geo_location_id}, ${up.type}, ${up.status}, 1)
      ON CONFLICT (tenant_id, day, critical_moment_id, geo_location_id, type, status)
      DO UPDATE SET n = alert_daily.n + 1
    `.execute(trx);
  }
}
