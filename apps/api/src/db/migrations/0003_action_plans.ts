import { sql, type Kysely, type Migration } from 'kysely';

// Action plans (platform-core §3, §4, §6, §7): the plan, its root causes, its activities with their
// comments and evidence files, its change log and the tenant's plan templates. Every table is keyed
// by (tenant_id, id) like 0001's; the child tables reference their parent through (tenant_id, …)
// so Citus can colocate them on tenant_id. The log has no foreign key on purpose: a deleted plan's
// history (its DELETED row included) outlives it.
//
// Plan status: OPEN, IN_PROGRESS, CLOSED, CANCELLED (transitions in action-plans/transitions.ts).
// Activity status follows its progress: PENDING at 0, IN_PROGRESS between, DONE at 100.

const SCHEMA = `
CREATE TABLE action_plans (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED')),
  library boolean NOT NULL DEFAULT false,
  geo_location_id integer NOT NULL,
  critical_moment_id integer,
  indicator_id text,
  created_by_id bigint,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  due_date date,
  closed_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX action_plans_by_date ON action_plans (tenant_id, created_at);

CREATE TABLE action_plan_causes (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  plan_id bigint NOT NULL,
  position integer NOT NULL,
  text text NOT NULL,
  category text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, plan_id) REFERENCES action_plans (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX action_plan_causes_by_plan ON action_plan_causes (tenant_id, plan_id);

CREATE TABLE action_plan_activities (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  plan_id bigint NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  owner text,
  due_date date,
  progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'IN_PROGRESS', 'DONE')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, plan_id) REFERENCES action_plans (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX action_plan_activities_by_plan ON action_plan_activities (tenant_id, plan_id);

CREATE TABLE action_plan_activity_comments (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  activity_id bigint NOT NULL,
  plan_id bigint NOT NULL,
  author_id bigint,
  author text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, activity_id) REFERENCES action_plan_activities (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX action_plan_activity_comments_by_activity ON action_plan_activity_comments (tenant_id, activity_id);

CREATE TABLE action_plan_activity_evidence (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  activity_id bigint NOT NULL,
  plan_id bigint NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, activity_id) REFERENCES action_plan_activities (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX action_plan_activity_evidence_by_activity ON action_plan_activity_evidence (tenant_id, activity_id);

CREATE TABLE action_plan_logs (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  plan_id bigint NOT NULL,
  account_id bigint,
  author text NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX action_plan_logs_by_plan ON action_plan_logs (tenant_id, plan_id, created_at);

CREATE TABLE action_plan_templates (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  indicator_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  activities jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX action_plan_templates_by_indicator ON action_plan_templates (tenant_id, indicator_id)
`;

/** Migration 0003: the action-plan tables. */
export const actionPlans: Migration = {
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
      DROP TABLE action_plan_templates, action_plan_logs, action_plan_activity_evidence,
        action_plan_activity_comments, action_plan_activities, action_plan_causes, action_plans;
    `.execute(db);
  },
};
