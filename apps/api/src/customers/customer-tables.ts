import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';

// Row types of the tables of migrations/0002_customers_reports.ts, for Kysely's typed queries.
// db/schema.ts describes 0001 only; routes that read these tables widen their handle with
// `customerDb(db)` (Kysely's withTables), which adds the types without touching the shared file.

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A client account of a tenant (the people surveys are sent to). */
export interface ClientAccountsTable {
  tenant_id: string;
  id: number;
  /** The tenant's code of the client, unique in the tenant; survey responses carry it too. */
  customer_code: string;
  /** Full name. */
  name: string;
  email: string | null;
  phone: string | null;
  /** Segment (a cluster name of the tenant, or a generic segment). */
  segment: string | null;
  /** Geography of the client (a branch); scopes the account. */
  geo_location_id: number | null;
  created_at: Timestamp;
}

/** A message sent to a client (invitation, reminder, thanks). */
export interface MessagesTable {
  tenant_id: string;
  id: number;
  customer_code: string;
  /** Geography of the client account when the message was sent; scopes the message. */
  geo_location_id: number | null;
  /** EMAIL, SMS or WHATSAPP. */
  channel: string;
  subject: string;
  body: string;
  /** sent, delivered, read or error. */
  status: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** Kinds of saved report (the admin CRUD's REPORT_TYPES). */
export type ReportType = 'SURVEY_RESPONSES' | 'ALERTS' | 'INDICATORS' | 'COMMENTS';

/**
 * A saved report: what `POST /api/voc/reports/{id}` runs. The table is created by
 * 0004_admin_entities (the admin CRUD of `reports` writes it); these are the columns read here.
 */
export interface ReportDefinitionsTable {
  tenant_id: string;
  id: number;
  /** Name shown to users; also the file name of its download. */
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** What the report lists. */
  type: ColumnType<ReportType, ReportType, ReportType>;
  /** Critical moment the report is limited to (with descendants); every moment when null. */
  critical_moment_id: number | null;
  /** Indicators of an INDICATORS report (names of indicators.json). */
  indicators: ColumnType<string[], string[] | undefined, string[]>;
  /** Question columns of a SURVEY_RESPONSES report; every question of its moments when empty. */
  question_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Offered on the reports page. */
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables of migration 0002, and report_definitions of 0004. */
export interface CustomerTables {
  client_accounts: ClientAccountsTable;
  messages: MessagesTable;
  report_definitions: ReportDefinitionsTable;
}

/** Every table, 0001's and 0002's. */
export type CustomerDatabase = Database & CustomerTables;

/** A client_accounts row as read back. */
export type ClientAccountRow = Selectable<ClientAccountsTable>;
/** A messages row as read back. */
export type MessageRow = Selectable<MessagesTable>;
/** A report_definitions row as read back. */
export type ReportDefinitionRow = Selectable<ReportDefinitionsTable>;

/** The database handle typed with the tables of 0002 as well. */
export function customerDb(db: Kysely<Database>): Kysely<CustomerDatabase> {
  // A mapped copy: withTables wants an index-signature-compatible type, which interfaces are not.
  return db.withTables<{ [K in keyof CustomerTables]: CustomerTables[K] }>();
}
