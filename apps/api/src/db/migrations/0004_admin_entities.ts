import { sql, type Kysely, type Migration } from 'kysely';

// Tables of the administration CRUD (issue 3 item 4) that 0001 does not have: survey workflows
// (lcm), survey definitions, report definitions, dynamic reports, customer-journey stages and
// dynamic dashboard widgets (voc), alert workflows and work groups (case). Like every table they
// are keyed by (tenant_id, id); names are unique per tenant, case-insensitively (the unique index
// starts with tenant_id, as Citus requires). Ids come from `sequences` (name = table name).
//
// Accounts gain the two scope lists of platform-core §3 that 0001 lacks: workflows and dynamic
// dashboards (ids of the tables below).

const SCHEMA = `
CREATE TABLE workflows (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  critical_moment_id integer,
  channels integer[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX workflows_name ON workflows (tenant_id, lower(name));

CREATE TABLE surveys (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  critical_moment_id integer NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT',
  question_ids integer[] NOT NULL DEFAULT '{}',
  channels integer[] NOT NULL DEFAULT '{}',
  start_date date,
  end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX surveys_name ON surveys (tenant_id, lower(name));

CREATE TABLE report_definitions (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL,
  critical_moment_id integer,
  indicators text[] NOT NULL DEFAULT '{}',
  question_ids integer[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX report_definitions_name ON report_definitions (tenant_id, lower(name));

CREATE TABLE dynamic_reports (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  fields text[] NOT NULL DEFAULT '{}',
  critical_moment_id integer,
  result_type text NOT NULL DEFAULT 'EXCEL',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX dynamic_reports_name ON dynamic_reports (tenant_id, lower(name));

CREATE TABLE customer_journey_stages (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  stage_order integer NOT NULL DEFAULT 0,
  critical_moment_ids integer[] NOT NULL DEFAULT '{}',
  indicator text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX customer_journey_stages_name ON customer_journey_stages (tenant_id, lower(name));

CREATE TABLE dashboard_widgets (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  widget_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  formula text NOT NULL,
  indicator text,
  widget_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX dashboard_widgets_name ON dashboard_widgets (tenant_id, lower(name));

CREATE TABLE alert_work_groups (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  member_ids integer[] NOT NULL DEFAULT '{}',
  geo_location_ids integer[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX alert_work_groups_name ON alert_work_groups (tenant_id, lower(name));

CREATE TABLE alert_workflows (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  alert_types text[] NOT NULL DEFAULT '{}',
  critical_moment_ids integer[] NOT NULL DEFAULT '{}',
  work_group_ids integer[] NOT NULL DEFAULT '{}',
  first_response_hours integer NOT NULL DEFAULT 36,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX alert_workflows_name ON alert_workflows (tenant_id, lower(name));

ALTER TABLE accounts ADD COLUMN workflows integer[] NOT NULL DEFAULT '{}';
ALTER TABLE accounts ADD COLUMN dynamic_dashboards integer[] NOT NULL DEFAULT '{}'
`;

/** Tables of the admin CRUD, and the workflow and dynamic-dashboard scopes of accounts. */
export const adminEntities: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // One statement per call: PGlite's query() and pg's extended protocol take one at a time.
    for (const statement of SCHEMA.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts DROP COLUMN workflows, DROP COLUMN dynamic_dashboards`.execute(db);
    await sql`
      DROP TABLE alert_workflows, alert_work_groups, dashboard_widgets, customer_journey_stages,
        dynamic_reports, report_definitions, surveys, workflows
    `.execute(db);
  },
};
