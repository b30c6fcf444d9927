import { sql, type Kysely } from 'kysely';
import { generateActionPlans, writeActionPlans } from './action-plans/generateActionPlans.js';
import { ensureDemoAccounts } from './auth/demoAccounts.js';
import { generateCustomerData, writeCustomerData } from './customers/customer-data.js';
import type { ServerConfig } from './config.js';
import { seedDynamicDashboards } from './dashboards/criticalMomentDashboard.js';
import type { Database } from './db/schema.js';
import { rebuildRollups, skipRollupTriggers, treePaths } from './indicators/rollup-sync.js';
import { generateTenantData, insertTenantData, tenantTables, type TenantData } from './seed/index.js';
import { isPGlite } from './seed/copy.js';
import { copyRollups, rollupCopyData } from './seed/rollups.js';
import { seedSocialMentions } from './social/demo-mentions.js';
import type { TenantStore } from './tenants/TenantStore.js';

/** The fixed seed of the demo data: the same folder and "today" give the same numbers. */
export const DEMO_SEED = 20261122;

const seedKey = (tenantId: string): string => `demo-seed:${tenantId}`;

/** One tenant's demo data as seedTenant writes it. */
function generateDemoData(
  store: TenantStore,
  tenantId: string,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
): TenantData {
  const files = store.get(tenantId);
  if (!files) throw new Error(`tenant ${tenantId} has no tenant.json, metadata.json or indicators.json`);
  return generateTenantData(
    { tenantId, tenant: files.tenant.value, metadata: files.metadata.value, indicators: files.indicators.value },
    { today: config.today, responses: config.demoResponses, seed: DEMO_SEED },
  );
}

/** Options of seedTenant. */
export interface SeedOptions {
  /** Refresh the planner's statistics (default); prepareDemo analyzes once, after the last tenant. */
  analyze?: boolean;
  /** The tenant's data when the caller generated it already (generateDemoData with the same config). */
  data?: TenantData;
  /** Synchronous work to run while the database loads the largest roll-up (PGlite only). */
  duringLoad?: () => void;
}

/** Generates and writes one tenant's demo data, replacing what was there, in one transaction. */
export async function seedTenant(
  db: Kysely<Database>,
  store: TenantStore,
  tenantId: string,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
  { analyze = true, data: given, duringLoad }: SeedOptions = {},
): Promise<number> {
  const files = store.get(tenantId);
  if (!files) throw new Error(`tenant ${tenantId} has no tenant.json, metadata.json or indicators.json`);
  const data = given ?? generateDemoData(store, tenantId, config);
  const stamp = JSON.stringify({
    seed: DEMO_SEED,
    today: config.today.toISOString().slice(0, 10),
    responses: config.demoResponses,
  });
  const pglite = await isPGlite(db);
  const paths = treePaths(files.trees);
  await db.transaction().execute(async (trx) => {
    // The node roll-ups (migration 0005) are built once from the daily rows, below.
    await skipRollupTriggers(trx);
    // Every table with a tenant_id, later migrations' included (accounts are re-made afterwards).
    for (const table of await tenantTables(trx)) {
      await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(trx);
    }
    await trx.insertInto('tenants').values({ tenant_id: tenantId, name: files.tenant.value.name }).execute();
    // On PGlite the worker thread loads the raw rows while this thread computes the roll-ups.
    const loading = insertTenantData(trx, data, { pglite });
    loading.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
    const rollups = pglite ? await rollupCopyData(data, paths) : undefined;
    await loading;
    // Social mentions (nothing for tenants without socialListening), replaced with the rest.
    await seedSocialMentions(
      trx,
      { tenantId, tenant: files.tenant.value, metadata: files.metadata.value, indicators: files.indicators.value },
      { seed: DEMO_SEED, today: config.today },
    );
    await seedDynamicDashboards(trx, tenantId, files.indicators.value);
    // On PGlite, computed from the generated daily rows and COPYed (the SQL rebuild inserts its
    // ~600,000 rows a row at a time, most of a seed); PostgreSQL rebuilds them in SQL.
    if (pglite) await copyRollups(trx, data, paths, rollups, duringLoad);
    else await rebuildRollups(trx, tenantId, files.trees);
    // Fresh statistics for the planner after a bulk load (autovacuum would get there later).
    if (analyze) await sql`ANALYZE`.execute(trx);
    await writeActionPlans(trx, generateActionPlans(files, { seed: DEMO_SEED, today: config.today }));
    await trx.deleteFrom('meta').where('key', '=', seedKey(tenantId)).execute();
    await trx
      .insertInto('meta')
      .values({ key: seedKey(tenantId), value: stamp })
      .execute();
  });
  // Client accounts are the responses' customers, so an account leads to its surveys.
  await writeCustomerData(
    db,
    generateCustomerData(files, { seed: DEMO_SEED, today: config.today, responses: data.surveyResponses }),
  );
  return config.demoResponses;
}

/**
 * Demo mode: makes sure every tenant folder has its demo data and the demo accounts exist. Data is
 * generated once per tenant (a `meta` row records it); the accounts are re-applied at every start,
 * so `nuevo@<t>.demo` is back to its first-login state. `reseed` rebuilds every tenant's data.
 */
export async function prepareDemo(
  db: Kysely<Database>,
  store: TenantStore,
  config: ServerConfig,
  log: (line: string) => void,
  { reseed = false }: { reseed?: boolean } = {},
): Promise<void> {
  const pending: string[] = [];
  for (const tenantId of store.tenantIds()) {
    const seeded = await db.selectFrom('meta').select('value').where('key', '=', seedKey(tenantId)).executeTakeFirst();
    if (!seeded || reseed) pending.push(tenantId);
  }
  // Each tenant's data is generated while the database loads the previous tenant's roll-ups (on
  // PGlite, whose worker thread leaves this one free), so the two cores work at once.
  let next: TenantData | undefined;
  for (const [i, tenantId] of pending.entries()) {
    const started = Date.now();
    const data = next;
    next = undefined;
    const following = pending[i + 1];
    const duringLoad = following
      ? (): void => {
          try {
            next = generateDemoData(store, following, config);
          } catch {
            // Left to its own turn, where the error stops the seed as it would have.
          }
        }
      : undefined;
    const responses = await seedTenant(db, store, tenantId, config, {
      analyze: false,
      ...(data ? { data } : {}),
      ...(duringLoad ? { duringLoad } : {}),
    });
    log(`demo: ${tenantId} seeded with ${responses} responses in ${Date.now() - started} ms`);
  }
  const seededAny = pending.length > 0;
  // Fresh statistics for the planner after the bulk loads, once for all the tenants seeded.
  if (seededAny) {
    const started = Date.now();
    await sql`ANALYZE`.execute(db);
    log(`demo: statistics refreshed in ${Date.now() - started} ms`);
  }
  const accounts = await ensureDemoAccounts(db, store, { now: config.today });
  log(`demo: accounts ready (${accounts.created} created, ${accounts.updated} updated; password demo1234)`);
}
