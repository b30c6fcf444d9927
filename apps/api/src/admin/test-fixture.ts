import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Feature, Tenant, TenantMetadata } from '@voz/schema';
import { formatDocument } from '@voz/validation';
import { sql, type Insertable, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { fullAccess } from '../auth/permissions.js';
import { MIGRATIONS } from '../db/database.js';
import { adminEntities } from '../db/migrations/0004_admin_entities.js';
import type { AccountsTable, Database } from '../db/schema.js';
import { PLATFORM_TENANT } from '../http/principal.js';
import { configRoutes } from '../routes/config.js';
import { REPO, startTestServer, type TestServer } from '../test-support/harness.js';
import { adminRoutes } from './adminRoutes.js';

// A test server for the admin routes, on a temporary COPY of the repository's dashboards folder
// (the routes write metadata.json; the repository's files are never touched), with two tenants:
// auto-b (its admin features enabled) and "otro" (a copy of auto-b without them, with a channel,
// a cluster and rows only it has), and one account of each kind.

/** Password of every fixture account. */
export const FIXTURE_PASSWORD = 'clave-de-prueba';

/** The admin features the structure pages need (platform-core §6). */
export const ADMIN_FEATURES: readonly Feature[] = [
  'adminCriticalMoments',
  'adminGeoDistributions',
  'adminLogicalDistributions',
  'adminChannels',
];

/** Ids that exist only in the tenant "otro". */
export const OTHER_TENANT = {
  id: 'otro',
  channelId: 90,
  clusterId: 90,
  /** A critical moment, a geography (a distributor of zone 10010) and a logical of "otro" only. */
  nodeId: 500,
  profileId: 7,
  accountId: 50,
  accountEmail: 'usuario@otro.test',
} as const;

/** Tokens of the fixture accounts. */
export interface FixtureTokens {
  /** ROLE_ROOT (platform account) acting on auto-b. */
  root: string;
  /** ROLE_ADMIN of auto-b. */
  admin: string;
  /** auto-b user with a profile granting every section and action, whole tenant. */
  analyst: string;
  /** auto-b user whose profile grants only the dashboard section. */
  reader: string;
  /** auto-b user scoped to the zone Norte (10010) and the critical moment Venta (1). */
  zonal: string;
  /** ROLE_ADMIN of "otro" (a tenant without the admin features). */
  otherAdmin: string;
}

/** A started fixture. */
export interface AdminFixture {
  server: TestServer;
  /** The temporary dashboards folder the server reads and writes. */
  dashboardsDir: string;
  tokens: FixtureTokens;
  /** Path of a tenant's metadata.json in the temporary folder. */
  metadataFile(tenantId: string): string;
  close(): Promise<void>;
}

function writeJson(file: string, value: unknown, schema: 'tenant' | 'metadata'): void {
  fs.writeFileSync(file, formatDocument(value, schema));
}

/** Copies dashboards/ to a temporary folder, adds the tenant "otro", enables auto-b's admin features. */
export function copyDashboards(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-admin-dashboards-'));
  const dir = path.join(root, 'dashboards');
  fs.cpSync(path.join(REPO, 'dashboards'), dir, { recursive: true });

  const autoTenantFile = path.join(dir, 'auto-b', 'tenant.json');
  const autoTenant = JSON.parse(fs.readFileSync(autoTenantFile, 'utf8')) as Tenant;
  writeJson(autoTenantFile, { ...autoTenant, features: [...(autoTenant.features ?? []), ...ADMIN_FEATURES] }, 'tenant');

  const other = path.join(dir, OTHER_TENANT.id);
  fs.cpSync(path.join(REPO, 'dashboards', 'auto-b'), other, { recursive: true });
  writeJson(path.join(other, 'tenant.json'), { ...autoTenant, id: OTHER_TENANT.id, name: 'Otro cliente' }, 'tenant');
  const metadataFile = path.join(other, 'metadata.json');
  const metadata = JSON.parse(fs.readFileSync(metadataFile, 'utf8')) as TenantMetadata;
  metadata.channels.push({ id: OTHER_TENANT.channelId, name: 'Solo de otro' });
  metadata.clusters = [...(metadata.clusters ?? []), { id: OTHER_TENANT.clusterId, name: 'Clúster de otro' }];
  const only = { id: OTHER_TENANT.nodeId, name: 'Solo de otro' };
  metadata.criticalMoments.children = [...(metadata.criticalMoments.children ?? []), only];
  metadata.logicals.children = [...(metadata.logicals.children ?? []), only];
  const zone = metadata.geographies.root.children?.find((z) => z.id === 10010);
  if (!zone) throw new Error('auto-b has no zone 10010');
  zone.children = [...(zone.children ?? []), only];
  writeJson(metadataFile, metadata, 'metadata');
  return dir;
}

/** Applies migration 0004 unless the database module already registers it. */
export async function ensureAdminTables(db: Kysely<Database>): Promise<void> {
  if (!Object.values(MIGRATIONS).includes(adminEntities)) await adminEntities.up(db);
}

/** Starts the server with the admin routes (and the tenant-config routes) on a copy of dashboards/. */
export async function startAdminFixture(): Promise<AdminFixture> {
  const dashboardsDir = copyDashboards();
  const hash = await hashPassword(FIXTURE_PASSWORD);
  const created = new Date('2026-01-10T12:00:00Z');
  const server = await startTestServer({
    modules: [adminRoutes, configRoutes],
    dashboardsDir,
    prepare: async (db) => {
      await ensureAdminTables(db);
      await db
        .insertInto('tenants')
        .values([
          { tenant_id: 'auto-b', name: 'BYD Chile' },
          { tenant_id: OTHER_TENANT.id, name: 'Otro cliente' },
        ])
        .execute();
      await db
        .insertInto('profiles')
        .values([
          { tenant_id: 'auto-b', id: 1, name: 'Analista', access: JSON.stringify(fullAccess()) },
          { tenant_id: 'auto-b', id: 2, name: 'Lector', access: JSON.stringify({ dashboard: ['main'] }) },
          { tenant_id: OTHER_TENANT.id, id: OTHER_TENANT.profileId, name: 'Perfil de otro', access: '{}' },
        ])
        .execute();
      const account = (
        tenantId: string,
        id: number,
        email: string,
        extra: Partial<Insertable<AccountsTable>> = {},
      ): Insertable<AccountsTable> => ({
        tenant_id: tenantId,
        id,
        email,
        password_hash: hash,
        phone: null,
        level: null,
        profile_id: null,
        default_critical_moment: null,
        ...extra,
      });
      const accounts = [
        account(PLATFORM_TENANT, 1, 'root@voz.test', { authorities: ['ROLE_ROOT'], grants: ['*'] }),
        account('auto-b', 1, 'admin@auto-b.test', { authorities: ['ROLE_ADMIN'] }),
        account('auto-b', 2, 'analista@auto-b.test', { authorities: ['ROLE_USER'], profile_id: 1, level: 'cxo' }),
        account('auto-b', 3, 'lector@auto-b.test', { authorities: ['ROLE_USER'], profile_id: 2 }),
        account('auto-b', 4, 'zonal@auto-b.test', {
          authorities: ['ROLE_USER'],
          profile_id: 1,
          level: 'zonal',
          geo_locations: [10010],
          critical_moments: [1],
        }),
        account(OTHER_TENANT.id, 1, 'admin@otro.test', { authorities: ['ROLE_ADMIN'] }),
        account(OTHER_TENANT.id, OTHER_TENANT.accountId, OTHER_TENANT.accountEmail, {
          authorities: ['ROLE_USER'],
          profile_id: OTHER_TENANT.profileId,
        }),
      ];
      await db.insertInto('accounts').values(accounts).execute();
      await db
        .insertInto('logins')
        .values(accounts.map((a) => ({ email: a.email, tenant_id: a.tenant_id, account_id: a.id })))
        .execute();
      // A fixed creation time, so that date filters are deterministic.
      await sql`UPDATE accounts SET created_at = ${created}`.execute(db);
      await sql`UPDATE tenants SET created_at = ${created}`.execute(db);
    },
  });
  const sign = (tenantId: string, accountTenantId: string, accountId: number): Promise<string> =>
    server.tokens.sign({ tenantId, accountTenantId, accountId });
  const tokens: FixtureTokens = {
    root: await sign('auto-b', PLATFORM_TENANT, 1),
    admin: await sign('auto-b', 'auto-b', 1),
    analyst: await sign('auto-b', 'auto-b', 2),
    reader: await sign('auto-b', 'auto-b', 3),
    zonal: await sign('auto-b', 'auto-b', 4),
    otherAdmin: await sign(OTHER_TENANT.id, OTHER_TENANT.id, 1),
  };
  return {
    server,
    dashboardsDir,
    tokens,
    metadataFile: (tenantId) => path.join(dashboardsDir, tenantId, 'metadata.json'),
    async close() {
      await server.close();
      fs.rmSync(path.dirname(dashboardsDir), { recursive: true, force: true });
    },
  };
}

/** A list answer: the items and the paging headers. */
export interface ListAnswer<T> {
  status: number;
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** GETs a list and reads its paging headers. */
export async function getList<T>(server: TestServer, url: string, token: string): Promise<ListAnswer<T>> {
  const answer = await server.request('GET', url, { token });
  return {
    status: answer.status,
    items: (Array.isArray(answer.body) ? answer.body : []) as T[],
    total: Number(answer.headers.get('x-total-count')),
    page: Number(answer.headers.get('x-page')),
    size: Number(answer.headers.get('x-size')),
  };
}

/** Expects each body POSTed to the list URL to answer 400 with a message naming the field. */
export async function expectRefusedFields(
  f: AdminFixture,
  url: string,
  token: string,
  cases: readonly [Record<string, unknown>, string][],
): Promise<void> {
  for (const [body, field] of cases) {
    const answer = await f.server.request('POST', url, { token, body });
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect((answer.body as { message: string }).message).toContain(field);
  }
}

/**
 * Expects an item created by the other tenant's admin to answer 404 to auto-b's admin on get,
 * update and delete, and to be absent from its list. Its id is pushed past auto-b's ids first
 * (ids are per tenant, so they could coincide).
 */
export async function expectHiddenFromOtherTenant(
  f: AdminFixture,
  url: string,
  table: string,
  body: Record<string, unknown>,
): Promise<void> {
  await f.server.db
    .insertInto('sequences')
    .values({ tenant_id: OTHER_TENANT.id, name: table, value: 900 })
    .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ value: 900 }))
    .execute();
  const theirs = await f.server.request('POST', url, { token: f.tokens.otherAdmin, body });
  expect(theirs.status).toBe(201);
  const id = (theirs.body as { id: number }).id;
  expect(id).toBe(901);
  const ours = await getList<{ name: string }>(f.server, `${url}?size=1000`, f.tokens.admin);
  expect(ours.items.map((i) => i.name)).not.toContain(body.name);
  expect((await f.server.request('GET', `${url}/${id}`, { token: f.tokens.admin })).status).toBe(404);
  expect((await f.server.request('PUT', `${url}/${id}`, { token: f.tokens.admin, body })).status).toBe(404);
  expect((await f.server.request('DELETE', `${url}/${id}`, { token: f.tokens.admin })).status).toBe(404);
  expect((await f.server.request('GET', `${url}/${id}`, { token: f.tokens.otherAdmin })).status).toBe(200);
}
