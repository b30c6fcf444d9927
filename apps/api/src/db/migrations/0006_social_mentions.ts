import { sql, type Kysely, type Migration } from 'kysely';

// Social listening (docs/decisions/0009-social-listening.md): the posts a listening provider finds
// about a tenant's places on the social networks. They are not survey responses (no critical
// moment, logical location, customer or answers; nobody was invited), so they get a table of
// their own instead of rows of survey_responses that every survey query would have to exclude.
// Like every table it is keyed by (tenant_id, id) and read by tenant and date; ids come from
// `sequences` (name = table name). Every mention comes from an external source: there is no
// status column, the API answers status 'external' for all of them.

const SCHEMA = `
CREATE TABLE social_mentions (
  tenant_id text NOT NULL,
  id bigint NOT NULL,
  network text NOT NULL,
  channel_id integer NOT NULL,
  geo_location_id integer NOT NULL,
  posted_at timestamptz NOT NULL,
  author text NOT NULL,
  text text NOT NULL,
  sentiment smallint NOT NULL CHECK (sentiment BETWEEN -1 AND 1),
  keywords text[] NOT NULL DEFAULT '{}',
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  shares integer NOT NULL DEFAULT 0 CHECK (shares >= 0),
  replies integer NOT NULL DEFAULT 0 CHECK (replies >= 0),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX social_mentions_by_date ON social_mentions (tenant_id, posted_at);
`;

export const socialMentions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // One statement per call: PGlite's query() and pg's extended protocol take one at a time.
    for (const statement of SCHEMA.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP TABLE social_mentions`.execute(db);
  },
};
