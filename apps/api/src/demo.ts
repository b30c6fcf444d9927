import { sql, type Kysely } from 'kysely';
import { generateActionPlans, writeActionPlans } from './action-plans/generateActionPlans.js';
import { ensureDemoAccounts } from './auth/demoAccounts.js';
import { generateCustomerData, writeCustomerData } from './customers/customer-data.js';
import type { ServerConfig } from './config.js';
import { seedDynamicDashboards } from './dashboards/criticalMomentDashboard.js';
import type { Database } from './db/schema.js';
import { rebuildRollups, skipRollupTriggers } from './indicators/rollup-sync.js';
import { generateTenantData, insertTenantData, tenantTables } from './seed/index.js';
import { seedSocialMentions } from './social/demo-mentions.js';
import type { TenantStore } from './tenants/TenantStore.js';

/** The fixed seed of the demo data: the same folder and "today" give the same numbers. */
export const DEMO_SEED = 20261122;

const seedKey = (tenantId: string): string => `demo-seed:${tenantId}`;

/** Generates and writes one tenant's demo data, replacing what was there, in one transaction. */
export async function seedTenant(
  db: Kysely<Database>,
  store: TenantStore,
  tenantId: string,
  config: Pick<ServerConfig, 'today' | 'demoResponses'>,
): Promise<number> {
  const files = store.get(tenantId);
  if (!files) throw new Error(`tenant ${tenantId} has no tenant.json, metadata.json or indicators.json`);
  const data = generateTenantData(
    { tenantId, tenant: files.tenant.value, metadata: files.metadata.value, indicators: files.indicators.value },
    { today: config.today, responses: config.demoResponses, seed: DEMO_SEED },
  );
  const stamp = JSON.stringify({
    seed: DEMO_SEED,
    today: config.today.toISOString().slice(0, 10),
    responses: config.demoResponses,
  });
  await db.transaction().execute(async (trx) => {
    // The node roll-ups (migration 0005) are rebuilt once from the written daily rows, below.
    await skipRollupTriggers(trx);
    // Every table with a tenant_id, later migrations' included (accounts are re-made afterwards).
    for (const table of await tenantTables(trx)) {
      await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(trx);
    }
    await trx.insertInto('tenants').values({ tenant_id: tenantId, name: files.tenant.value.name }).execute();
    await insertTenantData(trx, data);
    // Social mentions (nothing for tenants without socialListening), replaced with the rest.
    await seedSocialMentions(
      trx,
      { tenantId, tenant: files.tenant.value, metadata: files.metadata.value, indicators: files.indicators.value },
      { seed: DEMO_SEED, today: config.today },
    );
    await seedDynamicDashboards(trx, tenantId, files.indicators.value);
    await rebuildRollups(trx, tenantId, files.trees);
    // Fresh statistics for the planner after a bulk load (autovacuum would get there later).
    await sql`ANALYZE`.execute(trx);
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
  for (const tenantId of store.tenantIds()) {
    const seeded = await db.selectFrom('meta').select('value').where('key', '=', seedKey(tenantId)).executeTakeFirst();
    if (seeded && !reseed) continue;
    const started = Date.now();
    const responses = await seedTenant(db, store, tenantId, config);
    log(`demo: ${tenantId} seeded with ${responses} responses in ${Date.now() - started} ms`);
  }
  const accounts = await ensureDemoAccounts(db, store, { now: config.today });
  log(`demo: accounts ready (${accounts.created} created, ${accounts.updated} updated; password demo1234)`);
}
