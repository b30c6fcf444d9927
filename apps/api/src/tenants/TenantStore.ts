import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Dashboard, Fragment, IndicatorsFile, Tenant, TenantMetadata } from '@voz/schema';
import { jsonTextTooDeep } from '@voz/validation';
import { DashboardsFolder } from '@voz/validation/cli';
import { MetadataTrees } from './MetadataTrees.js';

/** A JSON file of a tenant folder, with its ETag. */
export interface StoredFile<T> {
  value: T;
  etag: string;
}

/** Everything the API reads from one tenant folder. */
export interface TenantFiles {
  id: string;
  tenant: StoredFile<Tenant>;
  metadata: StoredFile<TenantMetadata>;
  indicators: StoredFile<IndicatorsFile>;
  /** Trees of metadata.json indexed for filters and scopes. */
  trees: MetadataTrees;
}

interface Cached<T> {
  mtimeMs: number;
  size: number;
  file: StoredFile<T>;
}

/**
 * Reads tenant folders from the dashboards directory at run time. Files are re-read when their
 * modification time or size changes, so an edit is served without a restart; every file carries an
 * ETag (a hash of its bytes) for conditional requests. Everything is read through DashboardsFolder
 * (the one containment rule): a file or folder that a symbolic link takes outside the dashboards
 * folder is not there for the store, nor for the routes and the demo seed that read through it.
 */
export class TenantStore {
  private readonly cache = new Map<string, Cached<unknown>>();
  private treesCache = new WeakMap<TenantMetadata, MetadataTrees>();
  /** The dashboards folder, read only where it resolves inside itself. */
  readonly folder: DashboardsFolder;

  constructor(readonly dir: string) {
    this.folder = new DashboardsFolder(dir);
  }

  /** Ids of the tenant folders (folders holding tenant.json; `_shared` is not a tenant). */
  tenantIds(): string[] {
    return this.folder
      .list('')
      .filter((e) => e.kind === 'directory' && !e.name.startsWith('_'))
      .filter((e) => this.folder.find(`${e.name}/tenant.json`) !== undefined)
      .map((e) => e.name);
  }

  /** The tenant's three files, or undefined when the tenant does not exist. */
  get(tenantId: string): TenantFiles | undefined {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(tenantId)) return undefined;
    const tenant = this.read<Tenant>(`${tenantId}/tenant.json`);
    const metadata = this.read<TenantMetadata>(`${tenantId}/metadata.json`);
    const indicators = this.read<IndicatorsFile>(`${tenantId}/indicators.json`);
    if (!tenant || !metadata || !indicators) return undefined;
    let trees = this.treesCache.get(metadata.value);
    if (!trees) {
      trees = new MetadataTrees(metadata.value, tenant.value.rootIds);
      this.treesCache.set(metadata.value, trees);
    }
    return { id: tenantId, tenant, metadata, indicators, trees };
  }

  /** Keys of the tenant's dashboards (file names without .json). */
  dashboardKeys(tenantId: string): string[] {
    if (!this.get(tenantId)) return [];
    return this.folder
      .list(tenantId)
      .filter((e) => e.kind === 'file' && e.name.endsWith('.json'))
      .map((e) => e.name)
      .filter((f) => !['tenant.json', 'metadata.json', 'indicators.json'].includes(f))
      .map((f) => f.slice(0, -'.json'.length));
  }

  /** One dashboard of a tenant. */
  dashboard(tenantId: string, key: string): StoredFile<Dashboard> | undefined {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(key) || !this.dashboardKeys(tenantId).includes(key)) return undefined;
    return this.read<Dashboard>(`${tenantId}/${key}.json`);
  }

  /** A fragment of the tenant (or of `_shared` when `shared`). */
  fragment(tenantId: string, name: string, shared: boolean): StoredFile<Fragment> | undefined {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return undefined;
    return this.read<Fragment>(`${shared ? '_shared' : tenantId}/fragments/${name}.json`);
  }

  /** Names of the fragments of the tenant and of `_shared`. */
  fragmentNames(tenantId: string): { own: string[]; shared: string[] } {
    const list = (relative: string): string[] =>
      this.folder
        .list(relative)
        .filter((e) => e.kind === 'file' && e.name.endsWith('.json'))
        .map((e) => e.name.slice(0, -5));
    return { own: list(`${tenantId}/fragments`), shared: list('_shared/fragments') };
  }

  /**
   * Forgets what was read from one folder of the dashboards directory (a tenant, or `_shared`), or
   * from all of them: the next read goes to the disk even if a file kept its modification time and
   * size (a write within the file system's time granularity).
   */
  invalidate(folder?: string): void {
    if (folder === undefined) {
      this.cache.clear();
      return;
    }
    const prefix = path.join(this.dir, folder) + path.sep;
    for (const file of [...this.cache.keys()]) if (file.startsWith(prefix)) this.cache.delete(file);
  }

  /** A JSON file by its path relative to the dashboards folder ('auto-b/tenant.json'). */
  private read<T>(relative: string): StoredFile<T> | undefined {
    const file = this.folder.find(relative);
    if (file === undefined) return undefined;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.file as StoredFile<T>;
    const bytes = fs.readFileSync(file);
    const text = bytes.toString('utf8');
    // Serving it would recurse once per level (JSON_DEPTH_LIMIT): such a file is not usable.
    if (jsonTextTooDeep(text) !== undefined) return undefined;
    const stored: StoredFile<T> = {
      value: JSON.parse(text) as T,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    };
    this.cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, file: stored });
    return stored;
  }
}
