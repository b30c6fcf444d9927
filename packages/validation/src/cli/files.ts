import fs from 'node:fs';
import path from 'node:path';
import { SHARED_FOLDER, TENANT_FILES, type SharedFile, type TenantInput } from '../tenant-files.js';
import { DashboardsFolder, type ContainedEntry } from './dashboards-folder.js';

/** What a set of paths holds: tenant folders and shared-fragment folders. */
export interface Discovery {
  tenants: TenantInput[];
  /** Shared fragments by folder (absolute path of the _shared folder). */
  sharedFolders: Map<string, Map<string, SharedFile>>;
  /** Paths that do not exist. */
  missing: string[];
  /** Paths left out because they lead outside the folder they were found in (symbolic links), as shown. */
  outside: string[];
}

const toSlash = (p: string): string => p.split(path.sep).join('/');

/** How a path is shown: relative to where the command was typed, with forward slashes. */
export function display(abs: string, cwd: string): string {
  return toSlash(path.relative(cwd, abs)) || '.';
}

/**
 * Reads one dashboards folder (the parent of the tenant folders) through DashboardsFolder, the
 * containment rule every reader of tenant files follows: what a symbolic link takes outside the
 * folder is left out and noted in `outside`.
 */
class FolderReader {
  private readonly folder: DashboardsFolder;

  constructor(
    readonly dir: string,
    private readonly cwd: string,
    private readonly outside: string[],
  ) {
    this.folder = new DashboardsFolder(dir);
  }

  private note = (relative: string): void => {
    const shown = display(path.join(this.dir, ...relative.split('/')), this.cwd);
    if (!this.outside.includes(shown)) this.outside.push(shown);
  };

  /** The entries of `relative` ('' for the folder itself) that resolve inside the folder. */
  entries(relative: string): ContainedEntry[] {
    return this.folder.list(relative, this.note);
  }

  /** Names of the sub-folders of `relative` ('' for the folder itself). */
  folders(relative: string): string[] {
    return this.folder
      .list(relative, this.note)
      .filter((e) => e.kind === 'directory')
      .map((e) => e.name);
  }

  /** The .json files of `relative`: name -> absolute path. */
  jsonFiles(relative: string): { name: string; absolute: string }[] {
    return this.folder
      .list(relative, this.note)
      .filter((e) => e.kind === 'file' && e.name.endsWith('.json'))
      .map(({ name, absolute }) => ({ name, absolute }));
  }

  /** Whether `relative` is a tenant folder: it holds tenant.json, metadata.json or indicators.json. */
  isTenant(relative: string): boolean {
    const names = new Set(this.jsonFiles(relative).map((f) => f.name));
    return TENANT_FILES.some((f) => names.has(f));
  }

  text(absolute: string): string {
    return fs.readFileSync(absolute, 'utf8');
  }

  shared(): Map<string, SharedFile> {
    const out = new Map<string, SharedFile>();
    for (const { name, absolute } of this.jsonFiles(`${SHARED_FOLDER}/fragments`)) {
      out.set(name.replace(/\.json$/, ''), { file: display(absolute, this.cwd), text: this.text(absolute) });
    }
    return out;
  }

  tenant(name: string, shared: Map<string, SharedFile> | undefined): TenantInput {
    const files = new Map<string, string>();
    for (const file of this.jsonFiles(name)) files.set(file.name, this.text(file.absolute));
    for (const file of this.jsonFiles(`${name}/fragments`))
      files.set(`fragments/${file.name}`, this.text(file.absolute));
    const dir = path.join(this.dir, name);
    return { name, dir: display(dir, this.cwd), files, ...(shared ? { shared } : {}) };
  }
}

/**
 * Finds the tenants under the given paths: a folder holding tenant.json, metadata.json or
 * indicators.json is a tenant; otherwise each sub-folder with JSON files is (`_shared` holds shared
 * fragments). A file stands for the tenant folder it belongs to. Each tenant sees the `_shared`
 * folder beside it. A path given is read wherever it is; what is found inside it is read only where
 * it resolves inside the folder holding the tenants (DashboardsFolder).
 */
export function discover(paths: readonly string[], cwd: string): Discovery {
  const result: Discovery = { tenants: [], sharedFolders: new Map(), missing: [], outside: [] };
  const readers = new Map<string, FolderReader>();
  const readerOf = (dir: string): FolderReader => {
    let reader = readers.get(dir);
    if (!reader) {
      reader = new FolderReader(dir, cwd, result.outside);
      readers.set(dir, reader);
    }
    return reader;
  };
  const tenantDirs = new Set<string>();
  const sharedOf = (parent: string): Map<string, SharedFile> => {
    const dir = path.join(parent, SHARED_FOLDER);
    let shared = result.sharedFolders.get(dir);
    if (!shared) {
      shared = readerOf(parent).shared();
      result.sharedFolders.set(dir, shared);
    }
    return shared;
  };
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) {
      result.missing.push(p);
      continue;
    }
    const parent = path.dirname(abs);
    if (stat.isFile()) {
      const dir = path.dirname(abs);
      tenantDirs.add(path.basename(dir) === 'fragments' ? path.dirname(dir) : dir);
    } else if (path.basename(abs) === SHARED_FOLDER) {
      sharedOf(parent);
    } else if (readerOf(parent).isTenant(path.basename(abs))) {
      tenantDirs.add(abs);
    } else {
      const reader = readerOf(abs);
      const children = reader.folders('').filter((name) => name !== SHARED_FOLDER);
      const tenants = children.filter((c) => reader.isTenant(c) || reader.jsonFiles(c).length > 0);
      // A folder of dashboards whose three tenant files are all gone is still one tenant.
      if (tenants.length === 0 && reader.jsonFiles('').length > 0) tenantDirs.add(abs);
      for (const t of tenants) tenantDirs.add(path.join(abs, t));
      if (reader.folders('').includes(SHARED_FOLDER)) sharedOf(abs);
    }
  }
  for (const dir of [...tenantDirs].sort()) {
    const parent = path.dirname(dir);
    const reader = readerOf(parent);
    const shared = reader.folders('').includes(SHARED_FOLDER) ? sharedOf(parent) : undefined;
    result.tenants.push(reader.tenant(path.basename(dir), shared));
  }
  return result;
}

/**
 * Every .json file under the paths (recursively), skipping node_modules, test fixtures and dot
 * files. A path given is read wherever it is; below it, only what resolves inside it
 * (DashboardsFolder): `fmt` and `migrate` rewrite these files, never one a link leads to outside.
 */
export function jsonFilesUnder(
  paths: readonly string[],
  cwd: string,
): { files: string[]; missing: string[]; outside: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const outside: string[] = [];
  const walk = (reader: FolderReader, relative: string): void => {
    for (const entry of reader.entries(relative).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.kind === 'file') {
        if (entry.name.endsWith('.json')) files.push(entry.absolute);
      } else if (entry.name !== 'node_modules' && entry.name !== '__fixtures__') {
        walk(reader, relative ? `${relative}/${entry.name}` : entry.name);
      }
    }
  };
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) missing.push(p);
    else if (stat.isFile()) {
      if (abs.endsWith('.json')) files.push(abs);
    } else walk(new FolderReader(abs, cwd, outside), '');
  }
  return { files: [...new Set(files)], missing, outside };
}
