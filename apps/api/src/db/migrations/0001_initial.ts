import { sql, type Kysely, type Migration } from 'kysely';

// The data model of the reference backend. Every table is keyed by (tenant_id, id) and every
// query filters on tenant_id, so the tables can be distributed by tenant with Citus
// (docs/decisions/0006-reference-backend.md). `logins` is the one table not keyed by tenant: it maps
// a sign-in name to its account and would be a Citus reference table.
//
// Pre-aggregated tables (`*_daily`) summarise rows by day, critical moment and geography; they are
// written in the same transaction as the rows they summarise.

const SCHEMA = `
CREATE TABLE tenants (
  tenant_id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE logins (
  email text PRIMARY KEY,
  tenant_id text NOT NULL,
  account_id bigint NOT NULL
);

CREATE TABLE profiles (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  name text NOT NULL,
  access jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE accounts (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text,
  authorities text[] NOT NULL DEFAULT '{}',
  level text,
  profile_id bigint,
  activated boolean NOT NULL DEFAULT true,
  enabled boolean NOT NULL DEFAULT true,
  temporal_pass boolean NOT NULL DEFAULT false,
  default_critical_moment integer,
  geo_locations integer[] NOT NULL DEFAULT '{}',
  logical_locations integer[] NOT NULL DEFAULT '{}',
  critical_moments integer[] NOT NULL DEFAULT '{}',
  channels integer[] NOT NULL DEFAULT '{}',
  clusters integer[] NOT NULL DEFAULT '{}',
  grants text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE password_tokens (
  tenant_id text NOT NULL,
  token_hash text NOT NULL,
  account_id bigint NOT NULL,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (tenant_id, token_hash)
);

CREATE TABLE survey_responses (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  logical_location_id integer NOT NULL,
  channel_id integer,
  cluster_id integer,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  customer_name text NOT NULL DEFAULT '',
  customer_lastname text NOT NULL DEFAULT '',
  customer_code text NOT NULL,
  client_mode text NOT NULL DEFAULT 'web',
  advisor text,
  answers jsonb NOT NULL DEFAULT '{}',
  context jsonb,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX survey_responses_by_date ON survey_responses (tenant_id, created_at);

CREATE TABLE response_comments (
  tenant_id text NOT NULL,
  response_id bigint NOT NULL,
  question_id integer NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  text text NOT NULL,
  sentiment smallint NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, response_id, question_id)
);
CREATE INDEX response_comments_by_date ON response_comments (tenant_id, created_at);

CREATE TABLE answer_daily (
  tenant_id text NOT NULL,
  day date NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  question_id integer NOT NULL,
  n integer NOT NULL,
  sum double precision NOT NULL,
  promoters integer NOT NULL,
  passives integer NOT NULL,
  detractors integer NOT NULL,
  top2 integer NOT NULL,
  PRIMARY KEY (tenant_id, question_id, day, critical_moment_id, geo_location_id)
);

CREATE TABLE response_daily (
  tenant_id text NOT NULL,
  day date NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (tenant_id, day, critical_moment_id, geo_location_id, status)
);

CREATE TABLE tag_daily (
  tenant_id text NOT NULL,
  day date NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  tag text NOT NULL,
  positive integer NOT NULL,
  neutral integer NOT NULL,
  negative integer NOT NULL,
  PRIMARY KEY (tenant_id, day, critical_moment_id, geo_location_id, tag)
);

CREATE TABLE alerts (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  response_id bigint,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  first_response_at timestamptz,
  closed_at timestamptz,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX alerts_by_date ON alerts (tenant_id, created_at);

CREATE TABLE alert_daily (
  tenant_id text NOT NULL,
  day date NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (tenant_id, day, critical_moment_id, geo_location_id, type, status)
);

CREATE TABLE alert_comments (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  alert_id bigint NOT NULL,
  author text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE alert_evidence (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  alert_id bigint NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE notifications (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  workflow_name text NOT NULL,
  status text NOT NULL,
  customer_code text NOT NULL,
  critical_moment_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE sequences (
  tenant_id text NOT NULL,
  name text NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
`;

export const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // One statement per call: PGlite's query() and pg's extended protocol take one at a time.
    for (const statement of SCHEMA.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`
      DROP TABLE meta, sequences, notifications, alert_evidence, alert_comments, alert_daily, alerts,
        tag_daily, response_daily, answer_daily, response_comments, survey_responses, password_tokens,
        accounts, profiles, logins, tenants;
    `.execute(db);
  },
};
