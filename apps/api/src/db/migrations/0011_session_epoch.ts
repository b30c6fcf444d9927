import { sql, type Kysely, type Migration } from 'kysely';

// Sessions end when what they were granted on changes (issue 30, item 1; decision 0018). Every
// token carries its account's `session_epoch` as of signing, and a token whose epoch is not the
// account's current one is refused. The database moves the epoch itself, in the same statement as
// the change, so no writer can forget to: a change of password, of enabled/activated/temporary
// password, of roles, profile, level, grants or data scope moves it (trigger on accounts), and so
// does a change of a profile's access map for every account holding that profile.
//
// A time rather than a counter: it says when an account's sessions last ended, and, like
// created_at, its value depends on when the change happened, not on what it says. It only moves
// forward (at least 1 ms a change), so two changes in one millisecond still end the sessions
// between them.

const NEXT_EPOCH = `greatest(clock_timestamp(), OLD.session_epoch + interval '1 millisecond')`;

/** The columns whose change ends an account's sessions. */
export const SESSION_COLUMNS = [
  'password_hash',
  'enabled',
  'activated',
  'temporal_pass',
  'authorities',
  'profile_id',
  'level',
  'grants',
  'geo_locations',
  'logical_locations',
  'critical_moments',
  'channels',
  'clusters',
] as const;

export const sessionEpoch: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE accounts ADD COLUMN session_epoch timestamptz NOT NULL DEFAULT now()`.execute(db);
    const changed = SESSION_COLUMNS.map((c) => `NEW.${c} IS DISTINCT FROM OLD.${c}`).join(' OR ');
    await sql
      .raw(
        `CREATE FUNCTION accounts_session_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ${changed} THEN
    NEW.session_epoch := ${NEXT_EPOCH};
  END IF;
  RETURN NEW;
END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER accounts_session_epoch BEFORE UPDATE ON accounts FOR EACH ROW EXECUTE FUNCTION accounts_session_epoch()`.execute(
      db,
    );
    await sql
      .raw(
        `CREATE FUNCTION profiles_session_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.access IS DISTINCT FROM OLD.access THEN
    UPDATE accounts SET session_epoch = greatest(clock_timestamp(), session_epoch + interval '1 millisecond')
    WHERE tenant_id = NEW.tenant_id AND profile_id = NEW.id;
  END IF;
  RETURN NEW;
END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER profiles_session_epoch AFTER UPDATE ON profiles FOR EACH ROW EXECUTE FUNCTION profiles_session_epoch()`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP TRIGGER profiles_session_epoch ON profiles`.execute(db);
    await sql`DROP FUNCTION profiles_session_epoch()`.execute(db);
    await sql`DROP TRIGGER accounts_session_epoch ON accounts`.execute(db);
    await sql`DROP FUNCTION accounts_session_epoch()`.execute(db);
    await sql`ALTER TABLE accounts DROP COLUMN session_epoch`.execute(db);
  },
};
