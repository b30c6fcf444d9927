import type { SchemaName } from '@voz/schema';

/** The files of one tenant folder, read into memory (by the CLI, the API or the editor). */
export interface TenantInput {
  /** Folder name: the tenant id that tenant.json must carry. */
  name: string;
  /** How the folder is shown in diagnostics, e.g. 'dashboards/auto-b' (no trailing slash). */
  dir: string;
  /** Relative path inside the folder ('tenant.json', 'cxo.json', 'fragments/venta.json') -> text. */
  files: ReadonlyMap<string, string>;
  /** Fragments of the shared folder: name -> where it is shown and its text. */
  shared?: ReadonlyMap<string, SharedFile>;
}

/** A fragment of dashboards/_shared/fragments/. */
export interface SharedFile {
  /** How the file is shown in diagnostics. */
  file: string;
  /** Its text. */
  text: string;
}

/** The three files every tenant folder has. */
export const TENANT_FILES = ['tenant.json', 'metadata.json', 'indicators.json'] as const;

/** Name of the reserved folder of fragments shared by several tenants. */
export const SHARED_FOLDER = '_shared';

/** What a file of a tenant folder is, by its path; undefined for files that are not documents. */
export function kindOfTenantFile(relative: string): SchemaName | undefined {
  if (relative === 'tenant.json') return 'tenant';
  if (relative === 'metadata.json') return 'metadata';
  if (relative === 'indicators.json') return 'indicators';
  if (/^fragments\/[^/]+\.json$/.test(relative)) return 'fragment';
  if (/^[^/]+\.json$/.test(relative)) return 'dashboard';
  return undefined;
}

/** Name of a dashboard or fragment file: its file name without .json. */
export function documentName(relative: string): string {
  return relative.replace(/^.*\//, '').replace(/\.json$/, '');
}
