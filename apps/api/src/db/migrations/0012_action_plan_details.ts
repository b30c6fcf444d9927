import { sql, type Kysely, type Migration } from 'kysely';

// What the portal's new-plan form asks besides 0003's columns (issue 33): who owns the plan, when
// the work starts (the due date is 0003's), and the alert it was created from, if any. All
// optional, so plans written before keep reading as they were.

export const actionPlanDetails: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE action_plans ADD COLUMN owner text, ADD COLUMN start_date date, ADD COLUMN alert_id bigint`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE action_plans DROP COLUMN alert_id, DROP COLUMN start_date, DROP COLUMN owner`.execute(db);
  },
};
