import { sql, type Kysely } from 'kysely';
import { generateActionPlans, writeActionPlans } from './seed/action-plans.js';
import { ensureDemoAccounts } from './auth/demoAccounts.js';
import { generateCustomerData, writeCustomerData, type CustomerData } from './seed/customer-data.js';
import type { ServerConfig } from './config.js';
import { seedDynamicDashboards } from './dashboards/criticalMomentDashboard.js';
import type { Database } from './db/schema.js';
import { ROLLUPS } from './db/migrations/0005_node_rollups.js';
import { crashPoint } from './crash-points.js';
import {
  holdRollupSync,
  rebuildRollups,
  rollupSyncRunning,
  skipRollupTriggers,
  syncRollups,
  treePaths,
  type TreePaths,
} from './indicators/rollup-sync.js';
import {
  generateTenantData,
  insertTenantData,
  tenantCopies,
  tenantTables,
  upsertSequences,
  type TenantData,
} from './seed/index.js';
import { copyTables, isPGlite, splitCopy, type TableCopy } from './seed/copy.js';
import { markRollups, rollupCopies, rollupCopiesInTurns, type RollupSource } from './seed/rollups.js';
import { seedSocialMentions } from './seed/social-mentions.js';
import type { TenantStore } from './tenants/TenantStore.js';
import type { MetadataTrees } from './tenants/MetadataTrees.js';

/** The fixed seed of the demo data: the same folder and "today" give the same numbers. */
export const DEMO_SEED = 20261122;

const seedKey = (tenantId: string): string => `demo-seed:${tenantId}`;

/**
 * The roll-ups a server's first seed loads behind its first requests (prepareDemo): those of the
 * daily tables only a seed writes. alert_daily moves with every alert change, and alert_rollup
 * with it through its trigger, so those two are loaded with the seed. Until a tenant's roll-ups are
 * all loaded, rollup_state does not name it and the engine answers from its daily tables.
 */
export const LATER_ROLLUPS: readonly string[] = ['answer_rollup', 'tag_rollup', 'response_rollup'];

const SEED_ROLLUPS = ROLLUPS.map((spec) => spec.rollup).filter((table) => !LATER_ROLLUPS.includes(table));

/**
 * Bytes of roll-up rows per transaction when they load behind the first requests: a request waits
 * for one such COPY at most (PGlite runs one statement at a time).
 */
export const LATER_COPY_BYTES = 1024 * 1024;

/** One tenant's demo data as seedTenant writes it, and on PGlite its COPY text. */
export interface PreparedTenant {
  data: TenantData;
  /** The raw rows, tree_paths and roll-ups as COPY text, in load order (PGlite only). */
  copies?: TableCopy[];
  /** Whether `copies` leave LATER_ROLLUPS out (to load once the server listens). */
  rollupsLater?: boolean;
}

/** How a tenant is prepared: PostgreSQL inserts; PGlite COPYs, with or without LATER_ROLLUPS. */
interface PrepareMode {
  pglite: boolean;
  rollupsLater?: boolean;
}

/** Generates one tenant's demo data (and, for PGlite, its COPY text: the CPU-bound part of a load). */
function prepareTenant(
  store: TenantStore,
  tenantId: string,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
  { pglite, rollupsLater = false }: PrepareMode,
): PreparedTenant {
  const files = store.get(tenantId);
  if (!files) throw new Error(`tenant ${tenantId} has no tenant.json, metadata.json or indicators.json`);
  const data = generateTenantData(
    { tenantId, tenant: files.tenant.value, metadata: files.metadata.value, indicators: files.indicators.value },
    { today: config.today, responses: config.demoResponses, seed: DEMO_SEED },
  );
  return pglite ? { data, copies: demoCopies(data, files.trees, rollupsLater), rollupsLater } : { data };
}

/** A tenant's generated data as COPY text: raw rows and tree_paths, then the node roll-ups (but LATER_ROLLUPS if `later`). */
function demoCopies(data: TenantData, trees: MetadataTrees, later = false): TableCopy[] {
  return [...tenantCopies(data), ...rollupCopies(data, treePaths(trees), later ? SEED_ROLLUPS : undefined)];
}

/**
 * The first tenant of the folder prepared for a new PGlite database (prepareDemo's `prepared`):
 * a server starting on a new data directory computes it while the PGlite worker creates the
 * database (initdb, several seconds in which this thread would wait). `rollupsLater` as the
 * server's prepareDemo will decide (a seed of several tenants whose statistics come later).
 */
export function prepareFirstTenant(
  store: TenantStore,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
  { rollupsLater = false }: { rollupsLater?: boolean } = {},
): PreparedTenant | undefined {
  const first = store.tenantIds()[0];
  return first === undefined ? undefined : prepareTenant(store, first, config, { pglite: true, rollupsLater });
}

/** A tenant's roll-ups left to load (LATER_ROLLUPS): its daily rows and trees. */
interface LaterRollups {
  source: RollupSource;
  paths: TreePaths;
  /**
   * A later start completing an interrupted load (completeRollups): the tenant's rows of
   * LATER_ROLLUPS are deleted in the first transaction, and the last one rebuilds its tree_paths
   * and the roll-ups a running server writes (alert_rollup) before it marks the tenant.
   */
  replace?: { trees: MetadataTrees };
}

/** Where the pieced roll-up load may be made to fail in the kill tests (crash-points.ts). */
export const LOAD_PIECE_CRASH = 'rollups-piece';

/**
 * Loads the LATER_ROLLUPS of tenants behind the requests, one tenant after the other: computed in
 * turns on this thread (the next tenant's while the database loads the previous one), COPYed in
 * transactions of `pieceBytes`, the last of which marks the tenant's roll-ups current
 * (markRollups), so the engine reads them from then on and never a part of them. Each tenant's
 * daily rows are let go once its roll-ups are computed. An aborted `signal` stops it between two
 * transactions (a stopping server): the tenants not marked yet are completed by the next start.
 * Answers the tenants it marked.
 */
async function loadLaterRollups(
  db: Kysely<Database>,
  tenants: LaterRollups[],
  pieceBytes: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const marked: string[] = [];
  const compute = () => {
    const next = tenants.shift();
    return next
      ? {
          tenantId: next.source.tenantId,
          hash: next.paths.hash,
          replace: next.replace,
          copies: rollupCopiesInTurns(next.source, next.paths, LATER_ROLLUPS),
        }
      : undefined;
  };
  for (let current = compute(); current && !signal?.aborted;) {
    const pieces = (await current.copies).flatMap((copy) => splitCopy(copy, pieceBytes));
    const { tenantId, hash, replace } = current;
    current = compute();
    current?.copies.catch(() => undefined); // awaited at its turn; a failure must not count as unhandled meanwhile
    // At least one transaction, the last, which marks the tenant.
    const count = Math.max(pieces.length, 1);
    for (let i = 0; i < count && !signal?.aborted; i++) {
      const piece = pieces[i];
      await db.transaction().execute(async (trx) => {
        // Rows a load cut short left (completeRollups): the whole tenant's, once.
        if (i === 0 && replace) {
          for (const table of LATER_ROLLUPS) {
            await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(trx);
          }
        }
        // A buffer of its own: a COPY's buffer moves to the PGlite worker, with every view on it.
        if (piece) await copyTables(trx, [{ ...piece, data: piece.data.slice() }]);
        crashPoint(LOAD_PIECE_CRASH);
        if (i === count - 1) {
          if (replace) await rebuildRollups(trx, tenantId, replace.trees, { only: SEED_ROLLUPS });
          await markRollups(trx, tenantId, hash);
        }
      });
    }
    if (!signal?.aborted) marked.push(tenantId);
  }
  return marked;
}

/** A tenant's daily rows of every roll-up, as the database holds them. */
async function storedRollupSource(db: Kysely<Database>, tenantId: string): Promise<RollupSource> {
  const rows = async <T>(table: string): Promise<T[]> =>
    (await sql<T>`SELECT * FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(db)).rows;
  return {
    tenantId,
    answerDaily: await rows('answer_daily'),
    tagDaily: await rows('tag_daily'),
    alertDaily: await rows('alert_daily'),
    responseDaily: await rows('response_daily'),
  };
}

/**
 * A later start: the tenants whose roll-ups are not current (a first start's load behind the
 * requests was stopped or killed, or the trees changed while the server was down) are completed
 * behind the first requests, which the engine meanwhile answers from the daily tables. On PGlite
 * the roll-ups are computed from the stored daily rows and loaded in pieces as a first start
 * loads them (a request waits for one piece at most, where the SQL rebuild of a tenant holds the
 * database for 10–17 s); on PostgreSQL, which answers other requests meanwhile, rebuilt in SQL.
 * The tenants are held (holdRollupSync) before this answers, so no request starts a rebuild of its
 * own. `completing` settles when every tenant is done, or stopped by `signal`.
 */
export async function completeRollups(
  db: Kysely<Database>,
  store: TenantStore,
  log: (line: string) => void,
  { signal, pieceBytes = LATER_COPY_BYTES }: { signal?: AbortSignal; pieceBytes?: number } = {},
): Promise<{ tenants: string[]; completing: Promise<void> }> {
  const states = new Map(
    (await db.selectFrom('rollup_state').select(['tenant_id', 'trees_hash']).execute()).map((r) => [
      r.tenant_id,
      r.trees_hash,
    ]),
  );
  const stale = store
    .tenantIds()
    .filter((tenantId) => !rollupSyncRunning(db, tenantId))
    .flatMap((tenantId) => {
      const files = store.get(tenantId);
      return files && states.get(tenantId) !== treePaths(files.trees).hash ? [{ tenantId, trees: files.trees }] : [];
    });
  if (stale.length === 0) return { tenants: [], completing: Promise.resolve() };
  const pglite = await isPGlite(db);
  const started = Date.now();
  const completing = (async () => {
    let done = 0;
    for (const { tenantId, trees } of stale) {
      if (signal?.aborted) break;
      if (pglite) {
        const source = await storedRollupSource(db, tenantId);
        done += (
          await loadLaterRollups(db, [{ source, paths: treePaths(trees), replace: { trees } }], pieceBytes, signal)
        ).length;
      } else {
        await syncRollups(db, tenantId, trees);
        done++;
      }
    }
    log(
      `roll-ups: ${done} of ${stale.length} tenants completed in ${Date.now() - started} ms (behind the first requests)${signal?.aborted ? '; stopped, the next start goes on' : ''}`,
    );
  })();
  for (const { tenantId } of stale) holdRollupSync(db, tenantId, completing);
  log(`roll-ups: ${stale.length} tenants to complete (${stale.map((s) => s.tenantId).join(', ')})`);
  return { tenants: stale.map((s) => s.tenantId), completing };
}

/** Options of seedTenant. */
export interface SeedOptions {
  /** Refresh the planner's statistics (default); prepareDemo analyzes once, after the last tenant. */
  analyze?: boolean;
  /** The tenant prepared already (prepareTenant with the same config and engine). */
  prepared?: PreparedTenant;
  /** Synchronous work to run while the database loads the tenant's rows (PGlite only). */
  duringLoad?: () => void;
  /** Leave LATER_ROLLUPS and the tenant's rollup_state to the caller (PGlite only; prepareDemo). */
  rollupsLater?: boolean;
}

/** Generates and writes one tenant's demo data, replacing what was there, in one transaction. */
export async function seedTenant(
  db: Kysely<Database>,
  store: TenantStore,
  tenantId: string,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
  options: SeedOptions = {},
): Promise<number> {
  const pglite = await isPGlite(db);
  // The client accounts in the same transaction as the rest: the seed's stamp (meta) says the
  // tenant is done, so nothing of it may come after the stamp's commit.
  await db.transaction().execute(async (trx) => {
    const data = await loadTenant(trx, store, tenantId, config, pglite, options);
    await writeCustomerData(trx, customerData(store, data, config));
  });
  return config.demoResponses;
}

/** The client accounts of a tenant's demo data: the responses' customers, so an account leads to its surveys. */
function customerData(store: TenantStore, data: TenantData, config: Pick<ServerConfig, 'today'>): CustomerData {
  const files = store.get(data.tenantId);
  if (!files) throw new Error(`tenant ${data.tenantId} has no tenant.json, metadata.json or indicators.json`);
  return generateCustomerData(files, { seed: DEMO_SEED, today: config.today, responses: data.surveyResponses });
}

/**
 * Generates (unless given) and writes one tenant's demo data with the caller's transaction, the
 * client accounts aside (customerData, written after its transaction); answers the data written.
 */
async function loadTenant(
  trx: Kysely<Database>,
  store: TenantStore,
  tenantId: string,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
  pglite: boolean,
  { analyze = true, prepared, duringLoad, rollupsLater = false }: SeedOptions = {},
): Promise<TenantData> {
  const files = store.get(tenantId);
  if (!files) throw new Error(`tenant ${tenantId} has no tenant.json, metadata.json or indicators.json`);
  const { data, copies } = prepared ?? prepareTenant(store, tenantId, config, { pglite, rollupsLater });
  const stamp = JSON.stringify({
    seed: DEMO_SEED,
    today: config.today.toISOString().slice(0, 10),
    responses: config.demoResponses,
  });
  // The node roll-ups (migration 0005) are built once from the daily rows, below.
  await skipRollupTriggers(trx);
  // Every table with a tenant_id, later migrations' included (accounts are re-made afterwards).
  for (const table of await tenantTables(trx)) {
    await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(trx);
  }
  await trx.insertInto('tenants').values({ tenant_id: tenantId, name: files.tenant.value.name }).execute();
  if (pglite) {
    // The raw rows, tree_paths and roll-ups (computed in JavaScript from the generated daily rows:
    // the SQL rebuild inserts its ~600,000 rows a row at a time) go to the PGlite worker in one
    // batch; this thread is free meanwhile for the caller's work (prepareDemo prepares the next tenant).
    const loading = copyTables(trx, copies ?? demoCopies(data, files.trees, rollupsLater));
    if (duringLoad) {
      loading.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
      await new Promise((resolve) => setImmediate(resolve));
      duringLoad();
    }
    await loading;
    await upsertSequences(trx, data);
    // With roll-ups to load later, the tenant is marked once they are (loadLaterRollups).
    if (!rollupsLater) await markRollups(trx, tenantId, treePaths(files.trees).hash);
  } else {
    await insertTenantData(trx, data, { pglite });
    await rebuildRollups(trx, tenantId, files.trees);
  }
  // Social mentions (nothing for tenants without socialListening), replaced with the rest.
  await seedSocialMentions(
    trx,
    { tenantId, tenant: files.tenant.value, metadata: files.metadata.value, indicators: files.indicators.value },
    { seed: DEMO_SEED, today: config.today },
  );
  await seedDynamicDashboards(trx, tenantId, files.indicators.value);
  // Fresh statistics for the planner after a bulk load (autovacuum would get there later).
  if (analyze) await sql`ANALYZE`.execute(trx);
  await writeActionPlans(trx, generateActionPlans(files, { seed: DEMO_SEED, today: config.today }));
  await trx.deleteFrom('meta').where('key', '=', seedKey(tenantId)).execute();
  await trx
    .insertInto('meta')
    .values({ key: seedKey(tenantId), value: stamp })
    .execute();
  return data;
}

/** The tables a PGlite seed fills with COPY: the raw rows, the daily rows, the trees and the roll-ups. */
export const BULK_TABLES: readonly string[] = [
  'survey_responses',
  'response_comments',
  'alerts',
  'notifications',
  'answer_daily',
  'response_daily',
  'tag_daily',
  'alert_daily',
  'tree_paths',
  ...ROLLUPS.map((spec) => spec.rollup),
];

/** Whether every table a seed loads in bulk is empty: a new database, or one that never had demo data. */
async function bulkTablesEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of BULK_TABLES) {
    const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS any`.execute(db);
    if (rows[0]?.any) return false;
  }
  return true;
}

/**
 * Empties the bulk tables (they hold no row: bulkTablesEmpty) in `trx`, so that loading them in the
 * same transaction writes no WAL under PGlite's `wal_level = minimal` (pglite-worker.ts): a table
 * emptied in a transaction gets new files, written whole at commit. Dropping the keys and
 * building them after the load was measured slower (BENCHMARKS.md, "Demo seed").
 */
async function truncateBulkTables(trx: Kysely<Database>): Promise<void> {
  await sql`TRUNCATE ${sql.join(BULK_TABLES.map((t) => sql.table(t)))}`.execute(trx);
}

/**
 * Demo mode: makes sure every tenant folder has its demo data and the demo accounts exist. Data is
 * generated once per tenant (a `meta` row records it); the accounts are re-applied at every start,
 * so `nuevo@<t>.demo` is back to its first-login state. `reseed` rebuilds every tenant's data.
 *
 * With `later: 'background'` (a server starting), what can wait for the first requests does: the
 * planner's statistics and, on a new PGlite database, LATER_ROLLUPS; `background` settles when both
 * are done. Otherwise it is settled when prepareDemo returns.
 */
export async function prepareDemo(
  db: Kysely<Database>,
  store: TenantStore,
  config: ServerConfig,
  log: (line: string) => void,
  {
    reseed = false,
    prepared,
    later: when = 'now',
    laterCopyBytes = LATER_COPY_BYTES,
    signal,
  }: {
    reseed?: boolean;
    prepared?: PreparedTenant;
    /** When the work a fresh seed can leave for later is done: before answering, or behind it. */
    later?: 'now' | 'background';
    /** Bytes of roll-up rows per transaction when they load later (tests make it small). */
    laterCopyBytes?: number;
    /** Stops the work behind the first requests between two of its transactions (a stopping server). */
    signal?: AbortSignal;
  } = {},
): Promise<{ background: Promise<void> }> {
  const pending: string[] = [];
  for (const tenantId of store.tenantIds()) {
    const seeded = await db.selectFrom('meta').select('value').where('key', '=', seedKey(tenantId)).executeTakeFirst();
    if (!seeded || reseed) pending.push(tenantId);
  }
  const pglite = await isPGlite(db);
  // A new PGlite database: every tenant in one transaction, into tables emptied in it, which PGlite
  // then loads without WAL (truncateBulkTables). All or nothing: a failure leaves the database as
  // it was, every tenant still to seed. Otherwise a transaction per tenant.
  const bulk = pglite && pending.length > 1 && (await bulkTablesEmpty(db));
  // A server's bulk seed leaves LATER_ROLLUPS until it listens (about two thirds of the rows).
  const rollupsLater = bulk && when === 'background';
  const mode: PrepareMode = { pglite, rollupsLater };
  const laterRollups: LaterRollups[] = [];
  // Each tenant is prepared (generated, and its COPY text computed) while the database loads the
  // previous one (on PGlite, whose worker thread leaves this one free), so the two cores work at once.
  // The first tenant may come prepared (prepareFirstTenant, while the database was being created).
  let next =
    prepared &&
    prepared.data.tenantId === pending[0] &&
    pglite === !!prepared.copies &&
    rollupsLater === !!prepared.rollupsLater
      ? prepared
      : undefined;
  const seedAll = async (trx: Kysely<Database> | undefined): Promise<void> => {
    for (const [i, tenantId] of pending.entries()) {
      const started = Date.now();
      const prepared = next;
      next = undefined;
      const following = pending[i + 1];
      const duringLoad = following
        ? (): void => {
            try {
              next = prepareTenant(store, following, config, mode);
            } catch {
              // Left to its own turn, where the error stops the seed as it would have.
            }
          }
        : undefined;
      const options: SeedOptions = {
        analyze: false,
        rollupsLater,
        ...(prepared ? { prepared } : {}),
        ...(duringLoad ? { duringLoad } : {}),
      };
      if (trx) {
        const data = await loadTenant(trx, store, tenantId, config, pglite, options);
        await writeCustomerData(trx, customerData(store, data, config));
        crashPoint('seed-tenant');
        const files = store.get(tenantId);
        if (rollupsLater && files) {
          const { answerDaily, tagDaily, alertDaily, responseDaily } = data;
          laterRollups.push({
            source: { tenantId, answerDaily, tagDaily, alertDaily, responseDaily },
            paths: treePaths(files.trees),
          });
        }
      } else await seedTenant(db, store, tenantId, config, options);
      log(`demo: ${tenantId} seeded with ${config.demoResponses} responses in ${Date.now() - started} ms`);
    }
  };
  if (bulk) {
    await db.transaction().execute(async (trx) => {
      await truncateBulkTables(trx);
      await seedAll(trx);
    });
  } else await seedAll(undefined);
  crashPoint('seed-committed');
  const accounts = await ensureDemoAccounts(db, store, { now: config.today });
  log(`demo: accounts ready (${accounts.created} created, ${accounts.updated} updated; password demo1234)`);
  if (pending.length === 0) return { background: Promise.resolve() };
  // Fresh statistics for the planner after the bulk loads, once for all the tenants seeded: now,
  // or table by table behind the first requests (a request waits for one table's at most), then
  // the roll-ups left for later, tenant by tenant, and their tables' statistics.
  const started = Date.now();
  const held = laterRollups.map(({ source }) => source.tenantId);
  const background = (async () => {
    if (when === 'now') {
      await sql`ANALYZE`.execute(db);
    } else {
      const { rows } = await sql<{ name: string }>`
        SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
      const analyze = async (names: readonly string[]): Promise<void> => {
        for (const name of names) {
          if (signal?.aborted) return;
          await sql`ANALYZE ${sql.table(name)}`.execute(db);
        }
      };
      const tables = rows.map((row) => row.name);
      const loadedLater = laterRollups.length > 0 ? LATER_ROLLUPS : [];
      await analyze(tables.filter((name) => !loadedLater.includes(name)));
      if (laterRollups.length > 0) {
        const loading = Date.now();
        const count = laterRollups.length;
        const marked = await loadLaterRollups(db, laterRollups, laterCopyBytes, signal);
        await analyze(tables.filter((name) => loadedLater.includes(name)));
        log(
          `demo: roll-ups loaded in ${Date.now() - loading} ms (behind the first requests; ${marked.length} of ${count} tenants)`,
        );
      }
    }
    if (signal?.aborted) {
      log('demo: stopped at a safe point; the next start completes the roll-ups and statistics');
      return;
    }
    log(
      `demo: statistics refreshed in ${Date.now() - started} ms${when === 'background' ? ' (behind the first requests)' : ''}`,
    );
  })();
  // The tenants whose roll-ups load later are not rebuilt by anyone else meanwhile (app.ts, rollup.ts).
  for (const tenantId of held) holdRollupSync(db, tenantId, background);
  if (when === 'now') await background;
  return { background };
}
