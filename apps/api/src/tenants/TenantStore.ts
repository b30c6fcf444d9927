import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Dashboard, Fragment, IndicatorsFile, Tenant, TenantMetadata } from '@voz/schema';
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
 * ETag (a hash of its bytes) for conditional requests.
 */
export class TenantStore {
  private readonly cache = new Map<string, Cached<unknown>>();
  private treesCache = new WeakMap<TenantMetadata, MetadataTrees>();

  constructor(readonly dir: string) {}

  /** Ids of the tenant folders (folders holding tenant.json; `_shared` is not a tenant). */
  tenantIds(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
      .filter((e) => fs.existsSync(path.join(this.dir, e.name, 'tenant.json')))
      .map((e) => e.name)
      .sort();
  }

  /** The tenant's three files, or undefined when the tenant does not exist. */
  get(tenantId: string): TenantFiles | undefined {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(tenantId)) return undefined;
    const tenant = this.read<Tenant>(path.join(this.dir, tenantId, 'tenant.json'));
    const metadata = this.read<TenantMetadata>(path.join(this.dir, tenantId, 'metadata.json'));
    const indicators = this.read<IndicatorsFile>(path.join(this.dir, tenantId, 'indicators.json'));
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
    const dir = path.join(this.dir, tenantId);
    if (!this.get(tenantId)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !['tenant.json', 'metadata.json', 'indicators.json'].includes(f))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  }

  /** One dashboard of a tenant. */
  dashboard(tenantId: string, key: string): StoredFile<Dashboard> | undefined {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(key) || !this.dashboardKeys(tenantId).includes(key)) return undefined;
    return this.read<Dashboard>(path.join(this.dir, tenantId, `${key}.json`));
  }

  /** A fragment of the tenant (or of `_shared` when `shared`). */
  fragment(tenantId: string, name: string, shared: boolean): StoredFile<Fragment> | undefined {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return undefined;
    return this.read<Fragment>(path.join(this.dir, shared ? '_shared' : tenantId, 'fragments', `${name}.json`));
  }

  /** Names of the fragments of the tenant and of `_shared`. */
  fragmentNames(tenantId: string): { own: string[]; shared: string[] } {
    const list = (dir: string): string[] =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .map((f) => f.slice(0, -5))
            .sort()
        : [];
    return {
      own: list(path.join(this.dir, tenantId, 'fragments')),
      shared: list(path.join(this.dir, '_shared', 'fragments')),
    };
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

  private read<T>(file: string): StoredFile<T> | undefined {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.file as StoredFile<T>;
    const bytes = fs.readFileSync(file);
    const stored: StoredFile<T> = {
      value: JSON.parse(bytes.toString('utf8')) as T,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    };
    this.cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, file: stored });
    return stored;
  }
}
