// Where the repository's files are, for the browser tests: the root, the tenant folders of
// dashboards/ and the scripts' helpers (plain .mjs modules, loaded here with their types).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Tenant, TenantMetadata } from '@voz/schema';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Password of every demo account (apps/api/src/auth/demoAccounts.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'demo1234';

/** A server of scripts/lib/portal-server.mjs. */
export interface PortalServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  dataDir: string;
  dashboardsDir: string;
  /** What the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** The functions of scripts/lib/portal-server.mjs the tests use. */
interface PortalServerLib {
  DEMO_TODAY: string;
  seedTemplate(dir?: string): string;
  startPortalServer(options: {
    template?: string;
    env?: Record<string, string>;
    timeoutMs?: number;
  }): Promise<PortalServer>;
}

/** The functions of scripts/lib/workspace.mjs the global setup uses. */
interface WorkspaceLib {
  ensureBuilt(options?: { force?: boolean }): void;
  ensureWebBuilt(options?: { force?: boolean }): void;
}

/** scripts/lib/<name>.mjs, loaded at run time (plain JavaScript without declarations). */
async function scriptLib<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(path.join(ROOT, 'scripts/lib', `${name}.mjs`)).href)) as T;
}

/** scripts/lib/portal-server.mjs. */
export function portalServerLib(): Promise<PortalServerLib> {
  return scriptLib<PortalServerLib>('portal-server');
}

/** scripts/lib/workspace.mjs. */
export function workspaceLib(): Promise<WorkspaceLib> {
  return scriptLib<WorkspaceLib>('workspace');
}

/** Environment variable through which the global setup hands the seeded template to the workers. */
export const TEMPLATE_ENV = 'VOZ_E2E_TEMPLATE';

/**
 * The landed tenants: the folders of dashboards/ that hold a tenant.json, read at run time
 * (`_shared` and any other folder starting with '_' are shared files, not tenants).
 */
export function landedTenants(): string[] {
  const dir = path.join(ROOT, 'dashboards');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(dir, e.name, 'tenant.json')))
    .map((e) => e.name)
    .sort();
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** dashboards/<tenant>/tenant.json. */
export function tenantJson(tenant: string): Tenant {
  return readJson<Tenant>(path.join(ROOT, 'dashboards', tenant, 'tenant.json'));
}

/** dashboards/<tenant>/metadata.json. */
export function metadataJson(tenant: string): TenantMetadata {
  return readJson<TenantMetadata>(path.join(ROOT, 'dashboards', tenant, 'metadata.json'));
}
