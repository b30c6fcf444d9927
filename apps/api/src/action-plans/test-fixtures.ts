import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { actionPlans } from '../db/migrations/0003_action_plans.js';
import { REPO } from '../test-support/harness.js';

// Helpers of the action-plan tests: the tables of migration 0003 (until database.ts registers it,
// the harness's template lacks them), a dashboards folder with a second tenant, and accounts with
// profiles written straight into the database.

/** Runs migration 0003 on a test database unless its tables already exist. */
export async function ensureActionPlanTables(db: Kysely<Database>): Promise<void> {
  const found = await sql<{ t: string | null }>`SELECT to_regclass('public.action_plans')::text AS t`.execute(db);
  if (!found.rows[0]?.t) await actionPlans.up(db as Kysely<unknown>);
}

/** A temporary dashboards folder holding auto-b and a copy of it as a second tenant; removed by `remove`. */
export function twoTenantDashboards(other: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-action-plans-'));
  const source = path.join(REPO, 'dashboards', 'auto-b');
  fs.cpSync(source, path.join(dir, 'auto-b'), { recursive: true });
  fs.cpSync(source, path.join(dir, other), { recursive: true });
  const tenantFile = path.join(dir, other, 'tenant.json');
  const tenant = JSON.parse(fs.readFileSync(tenantFile, 'utf8')) as { id: string; name: string };
  fs.writeFileSync(tenantFile, JSON.stringify({ ...tenant, id: other, name: `${tenant.name} (otro)` }));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** An account to insert, with its profile's access map. */
export interface TestAccount {
  tenantId: string;
  id: number;
  email: string;
  /** Section -> actions; null for no profile. */
  access: Record<string, string[]> | null;
  authorities?: string[];
  geoLocations?: number[];
  criticalMoments?: number[];
}

/** Inserts an account and (when it has access) a profile of its own with the same id. */
export async function insertAccount(db: Kysely<Database>, account: TestAccount): Promise<void> {
  if (account.access) {
    await db
      .insertInto('profiles')
      .values({
        tenant_id: account.tenantId,
        id: account.id,
        name: `perfil ${account.id}`,
        access: JSON.stringify(account.access),
      })
      .execute();
  }
  await db
    .insertInto('accounts')
    .values({
      tenant_id: account.tenantId,
      id: account.id,
      email: account.email,
      password_hash: 'x',
      phone: null,
      level: null,
      profile_id: account.access ? account.id : null,
      default_critical_moment: null,
      authorities: account.authorities ?? [],
      geo_locations: account.geoLocations ?? [],
      critical_moments: account.criticalMoments ?? [],
    })
    .execute();
}

/** Every action of the action-plans section (platform-core §6). */
export const ALL_ACTIONS = ['main', 'create', 'add-activity', 'update', 'close', 'root-cause', 'delete'];
