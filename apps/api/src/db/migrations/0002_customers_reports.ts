import { sql, type Kysely, type Migration } from 'kysely';

// Client accounts and the messages sent to them (issue 3, item 4). Keyed by
// (tenant_id, id) like every tenant table (docs/decisions/0006-reference-backend.md), so Citus
// distributes them by tenant_id with the others. Messages carry the geography of their client
// account when sent, so a zonal user's scope filters them without a join. The indexes on
// notifications and survey_responses serve the lcm lists (by date, by customer). The saved
// reports that POST /api/voc/reports/{id} runs live in report_definitions, created by
// 0004_admin_entities with the rest of the admin CRUD.
//
// Row types: apps/api/src/customers/customer-tables.ts (db/schema.ts stays as 0001 left it).

const SCHEMA = `
CREATE TABLE client_accounts (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  customer_code text NOT NULL,
  name text NOT NULL,
  email text,
  phone text,
  segment text,
  geo_location_id integer,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX client_accounts_by_code ON client_accounts (tenant_id, customer_code);

CREATE TABLE messages (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  customer_code text NOT NULL,
  geo_location_id integer,
  channel text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX messages_by_date ON messages (tenant_id, created_at);
CREATE INDEX messages_by_customer ON messages (tenant_id, customer_code);

CREATE INDEX IF NOT EXISTS notifications_by_created ON notifications (tenant_id, created_at);
CREATE INDEX IF NOT EXISTS notifications_by_customer_code ON notifications (tenant_id, customer_code);
CREATE INDEX IF NOT EXISTS survey_responses_by_customer_code ON survey_responses (tenant_id, customer_code)
`;

/** Migration 0002: client_accounts, messages, and indexes of the lcm lists. */
export const customersReports: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // One statement per call: PGlite's query() and pg's extended protocol take one at a time.
    for (const statement of SCHEMA.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP INDEX IF EXISTS notifications_by_created, notifications_by_customer_code, survey_responses_by_customer_code`.execute(
      db,
    );
    await sql`DROP TABLE messages, client_accounts`.execute(db);
  },
};
