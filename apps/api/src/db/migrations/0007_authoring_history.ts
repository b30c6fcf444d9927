import { sql, type Kysely, type Migration } from 'kysely';

// History of the dashboard editor (apps/api/src/authoring): every change a consultant or the root
// operator saves to a file of a tenant folder (or of dashboards/_shared) through /api/authoring,
// with the text as saved, so any version can be shown and restored. The files stay the source of
// truth; this table only remembers. Keyed by (tenant_id, id) like every table, tenant_id being the
// tenant folder name or '_shared'; ids come from `sequences` (name = table name).

const SCHEMA = `
CREATE TABLE authoring_history (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  path text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'rename', 'delete', 'restore')),
  version text NOT NULL,
  author_email text NOT NULL,
  author_name text NOT NULL DEFAULT '',
  at timestamptz NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX authoring_history_by_path ON authoring_history (tenant_id, path, id);
`;

export const authoringHistory: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // One statement per call: PGlite's query() and pg's extended protocol take one at a time.
    for (const statement of SCHEMA.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP TABLE authoring_history`.execute(db);
  },
};
