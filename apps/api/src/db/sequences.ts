import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Reserves `count` consecutive ids of a tenant's table inside the caller's transaction and returns
 * the first. The `sequences` row (tenant, table name) holds the last id given — the seed's
 * convention — and is moved in one upsert (`RETURNING`), so concurrent writers on PostgreSQL queue
 * on its row lock and a rolled-back transaction gives its ids back. It never falls behind the ids
 * already in the table (rows written without it, by the demo or tests). `count` 0 only brings the
 * row up to the table's highest id.
 */
export async function reserveIds(
  db: QueryExecutorProvider,
  tenantId: string,
  table: string,
  count = 1,
): Promise<number> {
  const result = await sql<{ value: number | string }>`
    INSERT INTO sequences (tenant_id, name, value)
    VALUES (${tenantId}, ${table},
      (SELECT coalesce(max(id), 0) FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}) + ${count})
    ON CONFLICT (tenant_id, name)
    DO UPDATE SET value = GREATEST(sequences.value, EXCLUDED.value - ${count}) + ${count}
    RETURNING value
  `.execute(db);
  const last = Number(result.rows[0]?.value);
  if (!Number.isSafeInteger(last)) throw new Error(`sequence ${table} of ${tenantId} gave no id`);
  return last - count + 1;
}

/** The next id of a tenant's table (reserveIds of one). */
export function nextId(db: QueryExecutorProvider, tenantId: string, table: string): Promise<number> {
  return reserveIds(db, tenantId, table, 1);
}
