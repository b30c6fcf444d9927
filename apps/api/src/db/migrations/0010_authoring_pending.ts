import { sql, type Kysely, type Migration } from 'kysely';

// An editor save and its history are one unit (authoring/history.ts recordAndWrite): the entries
// are stored first with `pending` set to the save's batch id, the file is then renamed into place,
// and the mark is cleared. A server stopped in between leaves the batch pending; the next start
// looks at the disk and keeps the entries whose write happened or drops those whose write did not
// (authoring/recovery.ts). Listings never show a pending entry.

export const authoringPending: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE authoring_history ADD COLUMN pending text`.execute(db);
    await sql`CREATE INDEX authoring_history_pending ON authoring_history (pending) WHERE pending IS NOT NULL`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP INDEX authoring_history_pending`.execute(db);
    await sql`ALTER TABLE authoring_history DROP COLUMN pending`.execute(db);
  },
};
