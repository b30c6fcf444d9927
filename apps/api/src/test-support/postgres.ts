import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../db/database.js';

// One PostgreSQL server serves the whole test run (scripts/test.mjs starts it and passes its URL in
// VOZ_TEST_PG_URL); every suite gets its own database, cloned from a migrated template with
// CREATE DATABASE ... TEMPLATE, which copies files instead of replaying the migrations.

/** The migrated, empty database every suite's database is cloned from. */
export const TEMPLATE_DATABASE = 'voz_template';

/** Why PostgreSQL cases are skipped when no server was given. */
export const PG_SKIP_REASON =
  'no PostgreSQL server: VOZ_TEST_PG_URL is unset (`npm test` starts one unless VOZ_TEST_POSTGRES=0)';

// Vitest runs suites in several processes against the same server: the template is (re)migrated
// under an exclusive advisory lock and cloned under a shared one, because CREATE DATABASE refuses a
// template that another session is connected to.
const TEMPLATE_LOCK = 0x766f7a; // 'voz'

/** A database made for one suite. */
export interface TestDatabase {
  /** Its name on the server. */
  name: string;
  /** A connection URL for `openDatabase({ engine: 'postgres', url })`. */
  url: string;
  /** Drops it, closing any connection still open (again: no effect). */
  drop(): Promise<void>;
}

/** Options of createTestDatabase. */
export interface TestDatabaseOptions {
  /** Clone the migrated template (default) or start empty, with no migration applied. */
  migrated?: boolean;
}

/** The server's maintenance-database URL given by the test command, if any. */
export function testPgUrl(): string | undefined {
  const url = process.env.VOZ_TEST_PG_URL?.trim();
  return url ? url : undefined;
}

/** True when a PostgreSQL server is available to the tests (VOZ_TEST_PG_URL is set). */
export function pgAvailable(): boolean {
  return testPgUrl() !== undefined;
}

/** The URL of another database on the same server. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database through a short-lived connection. */
async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

let template: Promise<void> | undefined;

/** Creates the template when missing and brings it to the latest migration, once per process. */
function ensureTemplate(serverUrl: string): Promise<void> {
  template ??= withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${quote(TEMPLATE_DATABASE)}`);
      // Run even when it exists: a server kept between runs gets the migrations added since.
      const open = await openDatabase({ engine: 'postgres', url: databaseUrl(serverUrl, TEMPLATE_DATABASE) });
      try {
        await migrateToLatest(open.db);
      } finally {
        await open.close();
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  // A failure is not cached: the next suite tries again and reports its own error.
  template.catch(() => {
    template = undefined;
  });
  return template;
}

let sequence = 0;

/** A database name: the prefix in [a-z0-9_], then the process, a counter and randomness (63 bytes at most). */
function uniqueName(prefix: string): string {
  const clean =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 30) || 'test';
  return `${clean}_${process.pid}_${++sequence}_${randomBytes(3).toString('hex')}`;
}

/**
 * Creates a database of its own for a suite on the test server (VOZ_TEST_PG_URL): a clone of the
 * migrated template, or an empty one with `{ migrated: false }`. Throws when no server is given.
 */
export async function createTestDatabase(prefix: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testPgUrl();
  if (!serverUrl) throw new Error(`createTestDatabase: ${PG_SKIP_REASON}`);
  const name = uniqueName(prefix);
  if (options.migrated === false) {
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE template0`));
  } else {
    await ensureTemplate(serverUrl);
    await withAdmin(serverUrl, async (admin) => {
      await admin.query('SELECT pg_advisory_lock_shared($1)', [TEMPLATE_LOCK]);
      try {
        await admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(TEMPLATE_DATABASE)}`);
      } finally {
        await admin.query('SELECT pg_advisory_unlock_shared($1)', [TEMPLATE_LOCK]);
      }
    });
  }
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop() {
      // FORCE ends the sessions a suite left open, so a forgotten pool cannot block the drop.
      dropped ??= withAdmin(serverUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
      });
      return dropped;
    },
  };
}
