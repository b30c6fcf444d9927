import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Tables of the alert routes whose ids come from `sequences` (named after the table). */
export type AlertSequence = 'alerts' | 'alert_comments' | 'alert_evidence';

/**
 * The next id of a table for a tenant, taken inside the caller's transaction: the `sequences` row
 * (tenant, table) holds the last id used and is moved by one in a single upsert (`RETURNING`), so
 * concurrent writers on PostgreSQL queue on its row lock and a rolled-back transaction gives its id
 * back. When the row is absent it is created at the highest id already in the table plus one (1 for
 * an empty table), and it never falls behind rows written without it (demo or test rows).
 */
export async function nextId(trx: Kysely<Database>, tenantId: string, table: AlertSequence): Promise<number> {
  const result = await sql<{ value: number | string }>`
    INSERT INTO sequences (tenant_id, name, value)
    VALUES (${tenantId}, ${table},
      (SELECT coalesce(max(id), 0) FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}) + 1)
    ON CONFLICT (tenant_id, name)
    DO UPDATE SET value = GREATEST(sequences.value, EXCLUDED.value - 1) + 1
    RETURNING value
  `.execute(trx);
  const value = Number(result.rows[0]?.value);
  if (!Number.isSafeInteger(value)) throw new Error(`sequence ${table} of ${tenantId} gave no id`);
  return value;
}
