import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config.js';
import { initial } from './migrations/0001_initial.js';
import { customersReports } from './migrations/0002_customers_reports.js';
import { actionPlans } from './migrations/0003_action_plans.js';
import { adminEntities } from './migrations/0004_admin_entities.js';
import { nodeRollups } from './migrations/0005_node_rollups.js';
import { socialMentions } from './migrations/0006_social_mentions.js';
import { authoringHistory } from './migrations/0007_authoring_history.js';
import { rollupLeafPairs } from './migrations/0008_rollup_leaf_pairs.js';
import { dailyRollupOrder } from './migrations/0009_daily_rollup_order.js';
import { authoringPending } from './migrations/0010_authoring_pending.js';
import { sessionEpoch } from './migrations/0011_session_epoch.js';
import { actionPlanDetails } from './migrations/0012_action_plan_details.js';
import { PGliteDialect, type PGliteLike } from './pglite-dialect.js';
import { PGLITE_START_PARAMS, PGliteWorker } from './pglite-worker.js';
import type { Database } from './schema.js';

/** Where the data lives: an embedded PGlite directory, or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      engine: 'pglite';
      dataDir: string;
      /**
       * Where PGlite runs: a worker thread (the default; the server's thread stays free while a
       * query runs, pglite-worker.ts) or the calling thread.
       */
      thread?: 'worker' | 'main';
    }
  | { engine: 'postgres'; url: string };

/** Where the configuration says the data lives. */
export function databaseTarget(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), thread: config.pgliteThread };
}

/** An open database. */
export interface OpenDatabase {
  db: Kysely<Database>;
  engine: DatabaseTarget['engine'];
  /** Closes connections (and the PGlite instance). */
  close(): Promise<void>;
}

// OIDs of the types whose default parsing differs between PGlite and node-pg.
const INT8 = 20;
const DATE = 1082;

/** The migrations, named, numbered and append-only. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_customers_reports': customersReports,
  '0003_action_plans': actionPlans,
  '0004_admin_entities': adminEntities,
  '0005_node_rollups': nodeRollups,
  '0006_social_mentions': socialMentions,
  '0007_authoring_history': authoringHistory,
  '0008_rollup_leaf_pairs': rollupLeafPairs,
  '0009_daily_rollup_order': dailyRollupOrder,
  '0010_authoring_pending': authoringPending,
  '0011_session_epoch': sessionEpoch,
  '0012_action_plan_details': actionPlanDetails,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) };

/** Opens the database of a target (creating the PGlite directory when needed). */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.engine === 'pglite') {
    fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
    const pglite =
      target.thread === 'main'
        ? await PGlite.create(target.dataDir, {
            startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
            parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
          })
        : await PGliteWorker.open(target.dataDir);
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return { db, engine: 'pglite', close: () => db.destroy() };
  }
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) => {
      if (oid === INT8) return (v: string) => Number(v);
      if (oid === DATE) return (v: string) => v;
      return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
    },
  };
  const pool = new pg.Pool({ connectionString: target.url, max: 8, types });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/** An open database whose engine may still be starting (openDatabaseLater). */
export interface OpeningDatabase {
  database: OpenDatabase;
  /** Settles when the database answers; rejects with the error of a failed open. */
  ready: Promise<void>;
  /** Whether the PGlite directory did not exist before (a first start); false on PostgreSQL. */
  created: boolean;
}

/**
 * Opens a target without waiting for PGlite's worker: it boots (about 2 s of WebAssembly start-up on
 * this machine) while the caller goes on, loading modules and compiling its routes on its own
 * thread. Queries sent meanwhile wait for it. PostgreSQL and PGlite on the calling thread are opened
 * as openDatabase does.
 */
export async function openDatabaseLater(target: DatabaseTarget): Promise<OpeningDatabase> {
  if (target.engine === 'postgres')
    return { database: await openDatabase(target), ready: Promise.resolve(), created: false };
  const created = !fs.existsSync(target.dataDir);
  if (target.thread === 'main') return { database: await openDatabase(target), ready: Promise.resolve(), created };
  fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const opening = PGliteWorker.open(target.dataDir);
  const ready = opening.then(() => undefined);
  ready.catch(() => undefined); // the caller's to await; queries meanwhile fail with the same error
  const pglite: PGliteLike = {
    query: async (sql, params) => (await opening).query(sql, params),
    copyMany: async (items) => (await opening).copyMany(items),
    close: async () => {
      const worker = await opening.catch(() => undefined);
      await worker?.close();
    },
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { database: { db, engine: 'pglite', close: () => db.destroy() }, ready, created };
}

/** Brings the schema up to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
