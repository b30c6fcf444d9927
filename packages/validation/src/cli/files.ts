import fs from 'node:fs';
import path from 'node:path';
import { SHARED_FOLDER, TENANT_FILES, type SharedFile, type TenantInput } from '../tenant-files.js';

/** What a set of paths holds: tenant folders and shared-fragment folders. */
export interface Discovery {
  tenants: TenantInput[];
  /** Shared fragments by folder (absolute path of the _shared folder). */
  sharedFolders: Map<string, Map<string, SharedFile>>;
  /** Paths that do not exist. */
  missing: string[];
}

const toSlash = (p: string): string => p.split(path.sep).join('/');

/** How a path is shown: relative to where the command was typed, with forward slashes. */
export function display(abs: string, cwd: string): string {
  return toSlash(path.relative(cwd, abs)) || '.';
}

const isDir = (p: string): boolean => fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
const jsonFilesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name);

/** A folder is a tenant when it holds tenant.json, metadata.json or indicators.json. */
function isTenantFolder(dir: string): boolean {
  return TENANT_FILES.some((f) => fs.existsSync(path.join(dir, f)));
}

function readShared(dir: string, cwd: string): Map<string, SharedFile> {
  const out = new Map<string, SharedFile>();
  const fragments = path.join(dir, 'fragments');
  if (!isDir(fragments)) return out;
  for (const name of jsonFilesIn(fragments).sort()) {
    const abs = path.join(fragments, name);
    out.set(name.replace(/\.json$/, ''), { file: display(abs, cwd), text: fs.readFileSync(abs, 'utf8') });
  }
  return out;
}

function readTenant(dir: string, cwd: string, shared: Map<string, SharedFile> | undefined): TenantInput {
  const files = new Map<string, string>();
  for (const name of jsonFilesIn(dir)) files.set(name, fs.readFileSync(path.join(dir, name), 'utf8'));
  const fragments = path.join(dir, 'fragments');
  if (isDir(fragments)) {
    for (const name of jsonFilesIn(fragments))
      files.set(`fragments/${name}`, fs.readFileSync(path.join(fragments, name), 'utf8'));
  }
  return { name: path.basename(dir), dir: display(dir, cwd), files, ...(shared ? { shared } : {}) };
}

/**
 * Finds the tenants under the given paths: a folder holding tenant.json, metadata.json or
 * indicators.json is a tenant; otherwise each sub-folder with JSON files is (`_shared` holds shared
 * fragments). A file stands for the tenant folder it belongs to. Each tenant sees the `_shared`
 * folder beside it.
 */
export function discover(paths: readonly string[], cwd: string): Discovery {
  const result: Discovery = { tenants: [], sharedFolders: new Map(), missing: [] };
  const tenantDirs = new Set<string>();
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) {
      result.missing.push(p);
      continue;
    }
    if (stat.isFile()) {
      const dir = path.dirname(abs);
      tenantDirs.add(path.basename(dir) === 'fragments' ? path.dirname(dir) : dir);
    } else if (path.basename(abs) === SHARED_FOLDER) {
      result.sharedFolders.set(abs, readShared(abs, cwd));
    } else if (isTenantFolder(abs)) {
      tenantDirs.add(abs);
    } else {
      const children = fs
        .readdirSync(abs, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => path.join(abs, e.name))
        .sort();
      const tenants = children.filter(
        (c) => path.basename(c) !== SHARED_FOLDER && (isTenantFolder(c) || jsonFilesIn(c).length > 0),
      );
      // A folder of dashboards whose three tenant files are all gone is still one tenant.
      if (tenants.length === 0 && jsonFilesIn(abs).length > 0) tenantDirs.add(abs);
      for (const t of tenants) tenantDirs.add(t);
      const shared = children.find((c) => path.basename(c) === SHARED_FOLDER);
      if (shared) result.sharedFolders.set(shared, readShared(shared, cwd));
    }
  }
  for (const dir of [...tenantDirs].sort()) {
    const sharedDir = path.join(path.dirname(dir), SHARED_FOLDER);
    let shared = result.sharedFolders.get(sharedDir);
    if (!shared && isDir(sharedDir)) shared = readShared(sharedDir, cwd);
    result.tenants.push(readTenant(dir, cwd, shared));
  }
  return result;
}

/** Every .json file under the paths (recursively), skipping node_modules and test fixtures. */
export function jsonFilesUnder(paths: readonly string[], cwd: string): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (abs: string): void => {
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isFile()) {
      if (abs.endsWith('.json')) files.push(abs);
      return;
    }
    for (const e of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name === 'node_modules' || e.name === '__fixtures__' || e.name.startsWith('.')) continue;
      walk(path.join(abs, e.name));
    }
  };
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    if (!fs.existsSync(abs)) missing.push(p);
    else walk(abs);
  }
  return { files: [...new Set(files)], missing };
}
