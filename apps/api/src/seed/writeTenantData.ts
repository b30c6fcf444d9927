import { sql, type Kysely } from 'kysely';
import { ROLLUPS } from '../db/migrations/0005_node_rollups.js';
import type { Database } from '../db/schema.js';
import { copyField, copyTables, isPGlite, linesCopy, type TableCopy } from './copy.js';
import type {
  AlertDailyRow,
  AlertRow,
  AnswerDailyRow,
  NotificationRow,
  ResponseCommentRow,
  ResponseDailyRow,
  SurveyResponseRow,
  TagDailyRow,
  TenantData,
} from '../db/rows.js';

/**
 * Rows per INSERT statement. Each column travels as one array parameter, so this bounds statement
 * size, not a parameter count; 1,000 to 20,000 measured the same on PGlite.
 */
export const INSERT_BATCH_SIZE = 1000;

/** The tables generateTenantData fills (and the comments and evidence that hang off its alerts). */
export const DEMO_DATA_TABLES = [
  'alert_evidence',
  'alert_comments',
  'alert_daily',
  'alerts',
  'tag_daily',
  'response_comments',
  'answer_daily',
  'response_daily',
  'survey_responses',
  'notifications',
] as const satisfies readonly (keyof Database)[];

/** One column of a bulk insert: its name, the SQL type its values are sent as, and how a row gives it. */
interface Column<R> {
  /** Column name. */
  name: string;
  /** Element type of the array parameter (text for jsonb and text[] columns, cast back below). */
  type: 'text' | 'bigint' | 'integer' | 'smallint' | 'double precision' | 'date' | 'timestamptz';
  /** Cast applied to the unnested value, for columns sent as text. */
  cast?: 'jsonb' | 'text[]';
  /** The value of a row, as sent. */
  value: (row: R) => string | number | null;
}

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** PostgreSQL array literal of strings, every element quoted and escaped: {"a","b \"c\""}. */
function textArrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Rows as COPY text (PGlite's COPY … FROM '/dev/blob'): the same columns and values as insertBatches. */
function tableCopy<R>(table: keyof Database, columns: readonly Column<R>[], rows: readonly R[]): TableCopy {
  const values = columns.map((c) => c.value);
  function* lines(): Generator<string> {
    for (const row of rows) yield values.map((value) => copyField(value(row))).join('\t');
  }
  return linesCopy(
    table,
    columns.map((c) => c.name),
    lines(),
  );
}

/**
 * Inserts rows in batches as one array parameter per column, `INSERT ... SELECT FROM unnest(...)`:
 * a handful of parameters per statement whatever the batch size, and on PGlite markedly quicker
 * than multi-row VALUES (which binds one parameter per cell) or a JSON recordset.
 */
async function insertBatches<R>(
  db: Kysely<Database>,
  table: keyof Database,
  columns: readonly Column<R>[],
  rows: readonly R[],
): Promise<void> {
  const names = sql.join(columns.map((c) => sql.id(c.name)));
  const selected = sql.join(
    columns.map((c) => (c.cast ? sql`${sql.id('u', c.name)}::${sql.raw(c.cast)}` : sql.id('u', c.name))),
  );
  for (let i = 0; i < rows.length; i += INSERT_BATCH_SIZE) {
    const batch = rows.slice(i, i + INSERT_BATCH_SIZE);
    const arrays = sql.join(columns.map((c) => sql`${batch.map(c.value)}::${sql.raw(c.type)}[]`));
    await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT ${selected} FROM unnest(${arrays}) AS u(${names})`.execute(
      db,
    );
  }
}

const SURVEY_RESPONSE_COLUMNS: readonly Column<SurveyResponseRow>[] = [
  { name: 'tenant_id', type: 'text', value: (r) => r.tenant_id },
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'critical_moment_id', type: 'integer', value: (r) => r.critical_moment_id },
  { name: 'geo_location_id', type: 'integer', value: (r) => r.geo_location_id },
  { name: 'logical_location_id', type: 'integer', value: (r) => r.logical_location_id },
  { name: 'channel_id', type: 'integer', value: (r) => r.channel_id },
  { name: 'cluster_id', type: 'integer', value: (r) => r.cluster_id },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.created_at) },
  { name: 'customer_name', type: 'text', value: (r) => r.customer_name },
  { name: 'customer_lastname', type: 'text', value: (r) => r.customer_lastname },
  { name: 'customer_code', type: 'text', value: (r) => r.customer_code },
  { name: 'client_mode', type: 'text', value: (r) => r.client_mode },
  { name: 'advisor', type: 'text', value: (r) => r.advisor },
  { name: 'answers', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.answers) },
  {
    name: 'context',
    type: 'text',
    cast: 'jsonb',
    value: (r) => (r.context === null ? null : JSON.stringify(r.context)),
  },
];

const RESPONSE_COMMENT_COLUMNS: readonly Column<ResponseCommentRow>[] = [
  { name: 'tenant_id', type: 'text', value: (r) => r.tenant_id },
  { name: 'response_id', type: 'bigint', value: (r) => r.response_id },
  { name: 'question_id', type: 'integer', value: (r) => r.question_id },
  { name: 'critical_moment_id', type: 'integer', value: (r) => r.critical_moment_id },
  { name: 'geo_location_id', type: 'integer', value: (r) => r.geo_location_id },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.created_at) },
  { name: 'text', type: 'text', value: (r) => r.text },
  { name: 'sentiment', type: 'smallint', value: (r) => r.sentiment },
  { name: 'tags', type: 'text', cast: 'text[]', value: (r) => textArrayLiteral(r.tags) },
];

const ALERT_COLUMNS: readonly Column<AlertRow>[] = [
  { name: 'tenant_id', type: 'text', value: (r) => r.tenant_id },
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'response_id', type: 'bigint', value: (r) => r.response_id },
  { name: 'critical_moment_id', type: 'integer', value: (r) => r.critical_moment_id },
  { name: 'geo_location_id', type: 'integer', value: (r) => r.geo_location_id },
  { name: 'type', type: 'text', value: (r) => r.type },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.created_at) },
  { name: 'first_response_at', type: 'timestamptz', value: (r) => iso(r.first_response_at) },
  { name: 'closed_at', type: 'timestamptz', value: (r) => iso(r.closed_at) },
  { name: 'description', type: 'text', value: (r) => r.description },
];

const NOTIFICATION_COLUMNS: readonly Column<NotificationRow>[] = [
  { name: 'tenant_id', type: 'text', value: (r) => r.tenant_id },
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'workflow_name', type: 'text', value: (r) => r.workflow_name },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'customer_code', type: 'text', value: (r) => r.customer_code },
  { name: 'critical_moment_id', type: 'integer', value: (r) => r.critical_moment_id },
  { name: 'geo_location_id', type: 'integer', value: (r) => r.geo_location_id },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.created_at) },
];

/** The key columns every daily table starts with. */
function dailyColumns<
  R extends { tenant_id: string; day: string; critical_moment_id: number; geo_location_id: number },
>(): Column<R>[] {
  return [
    { name: 'tenant_id', type: 'text', value: (r) => r.tenant_id },
    { name: 'day', type: 'date', value: (r) => r.day },
    { name: 'critical_moment_id', type: 'integer', value: (r) => r.critical_moment_id },
    { name: 'geo_location_id', type: 'integer', value: (r) => r.geo_location_id },
  ];
}

const ANSWER_DAILY_COLUMNS: readonly Column<AnswerDailyRow>[] = [
  ...dailyColumns<AnswerDailyRow>(),
  { name: 'question_id', type: 'integer', value: (r) => r.question_id },
  { name: 'n', type: 'integer', value: (r) => r.n },
  { name: 'sum', type: 'double precision', value: (r) => r.sum },
  { name: 'promoters', type: 'integer', value: (r) => r.promoters },
  { name: 'passives', type: 'integer', value: (r) => r.passives },
  { name: 'detractors', type: 'integer', value: (r) => r.detractors },
  { name: 'top2', type: 'integer', value: (r) => r.top2 },
];

const RESPONSE_DAILY_COLUMNS: readonly Column<ResponseDailyRow>[] = [
  ...dailyColumns<ResponseDailyRow>(),
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'n', type: 'integer', value: (r) => r.n },
];

const TAG_DAILY_COLUMNS: readonly Column<TagDailyRow>[] = [
  ...dailyColumns<TagDailyRow>(),
  { name: 'tag', type: 'text', value: (r) => r.tag },
  { name: 'positive', type: 'integer', value: (r) => r.positive },
  { name: 'neutral', type: 'integer', value: (r) => r.neutral },
  { name: 'negative', type: 'integer', value: (r) => r.negative },
];

const ALERT_DAILY_COLUMNS: readonly Column<AlertDailyRow>[] = [
  ...dailyColumns<AlertDailyRow>(),
  { name: 'type', type: 'text', value: (r) => r.type },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'n', type: 'integer', value: (r) => r.n },
];

/**
 * Daily rows in their table's key order (the roll-up's, migration 0009): a COPY then appends to the
 * key's index instead of inserting all over it.
 */
function inKeyOrder<R extends object>(daily: string, rows: readonly R[]): R[] {
  const spec = ROLLUPS.find((s) => s.daily === daily);
  if (!spec) throw new Error(`${daily} is not a daily table`);
  const keys = spec.primaryKey.filter((c) => c !== 'tenant_id');
  const value = (row: R, key: string): string | number => (row as Record<string, string | number>)[key]!;
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const x = value(a, key);
      const y = value(b, key);
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });
}

/**
 * A tenant's demo rows as COPY text, table by table in insertTenantData's order (the sequences
 * aside), the daily rows in their key order: the CPU-bound part of a PGlite load, which a seed
 * computes ahead (demo.ts).
 */
export function tenantCopies(data: TenantData): TableCopy[] {
  return [
    tableCopy('survey_responses', SURVEY_RESPONSE_COLUMNS, data.surveyResponses),
    tableCopy('response_comments', RESPONSE_COMMENT_COLUMNS, data.responseComments),
    tableCopy('alerts', ALERT_COLUMNS, data.alerts),
    tableCopy('notifications', NOTIFICATION_COLUMNS, data.notifications),
    tableCopy('answer_daily', ANSWER_DAILY_COLUMNS, inKeyOrder('answer_daily', data.answerDaily)),
    tableCopy('response_daily', RESPONSE_DAILY_COLUMNS, inKeyOrder('response_daily', data.responseDaily)),
    tableCopy('tag_daily', TAG_DAILY_COLUMNS, inKeyOrder('tag_daily', data.tagDaily)),
    tableCopy('alert_daily', ALERT_DAILY_COLUMNS, inKeyOrder('alert_daily', data.alertDaily)),
  ];
}

/**
 * Inserts a tenant's demo data with the caller's connection or transaction (no transaction of its
 * own), so it composes with a delete in one transaction. Sequences are upserted. On PGlite the rows
 * are COPYed in one batch (copy.ts; `copies` when the caller computed tenantCopies ahead), on
 * PostgreSQL inserted in batches; `pglite` says which when the caller knows (otherwise it is asked
 * of the database).
 */
export async function insertTenantData(
  db: Kysely<Database>,
  data: TenantData,
  { pglite, copies }: { pglite?: boolean; copies?: readonly TableCopy[] } = {},
): Promise<void> {
  if (pglite ?? (await isPGlite(db))) {
    await copyTables(db, copies ?? tenantCopies(data));
  } else {
    await insertBatches(db, 'survey_responses', SURVEY_RESPONSE_COLUMNS, data.surveyResponses);
    await insertBatches(db, 'response_comments', RESPONSE_COMMENT_COLUMNS, data.responseComments);
    await insertBatches(db, 'alerts', ALERT_COLUMNS, data.alerts);
    await insertBatches(db, 'notifications', NOTIFICATION_COLUMNS, data.notifications);
    await insertBatches(db, 'answer_daily', ANSWER_DAILY_COLUMNS, data.answerDaily);
    await insertBatches(db, 'response_daily', RESPONSE_DAILY_COLUMNS, data.responseDaily);
    await insertBatches(db, 'tag_daily', TAG_DAILY_COLUMNS, data.tagDaily);
    await insertBatches(db, 'alert_daily', ALERT_DAILY_COLUMNS, data.alertDaily);
  }
  await upsertSequences(db, data);
}

/** The tenant's id sequences, set to the demo data's last ids. */
export async function upsertSequences(db: Kysely<Database>, data: TenantData): Promise<void> {
  for (const row of data.sequences) {
    await db
      .insertInto('sequences')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ value: row.value }))
      .execute();
  }
}

/** Inserts a tenant's demo data in one transaction: all of it or, on any error, none. */
export async function writeTenantData(db: Kysely<Database>, data: TenantData): Promise<void> {
  await db.transaction().execute((trx) => insertTenantData(trx, data));
}

/**
 * Every table of the current schema with a tenant_id column, read from the catalogue so tables
 * added by later migrations are included, ordered so a table referencing another comes first.
 */
export async function tenantTables(db: Kysely<Database>): Promise<string[]> {
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.column_name = 'tenant_id' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name`.execute(db);
  const { rows: links } = await sql<{ child: string; parent: string }>`
    SELECT DISTINCT tc.table_name AS child, ccu.table_name AS parent
    FROM information_schema.table_constraints tc
    JOIN information_schema.constraint_column_usage ccu
      ON ccu.constraint_schema = tc.constraint_schema AND ccu.constraint_name = tc.constraint_name
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`.execute(db);
  const pending = new Set(tables.map((t) => t.table_name));
  const ordered: string[] = [];
  while (pending.size > 0) {
    // A table goes once no pending table other than itself references it.
    const ready = [...pending].filter(
      (table) => !links.some((l) => l.parent === table && l.child !== table && pending.has(l.child)),
    );
    // A reference cycle cannot be ordered; what remains goes in name order.
    const next = ready.length > 0 ? ready : [...pending];
    for (const table of next) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/**
 * Deletes every row of a tenant, in one transaction: from every tenant table (tenantTables) by
 * default, for db:reset, or from `tables` only (DEMO_DATA_TABLES to regenerate the demo data). The
 * sequences of the tables emptied go too, so their ids start again at 1.
 */
export async function deleteTenantData(
  db: Kysely<Database>,
  tenantId: string,
  tables?: readonly string[],
): Promise<void> {
  const targets = tables ?? (await tenantTables(db));
  await db.transaction().execute(async (trx) => {
    for (const table of targets) {
      await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(trx);
    }
    if (!targets.includes('sequences') && targets.length > 0) {
      await trx
        .deleteFrom('sequences')
        .where('tenant_id', '=', tenantId)
        .where('name', 'in', [...targets])
        .execute();
    }
  });
}
