import fs from 'node:fs';
import path from 'node:path';

// The one containment rule for the files of a dashboards folder (issue 30, item 5): a path is used
// only when its real path, every symbolic link followed, lies inside the real path of the folder.
// Every reader of tenant files goes through DashboardsFolder: the API's tenant store (the
// tenant-config routes, sign-in and the demo seed read tenants through it), the dashboard editor's
// routes, and this CLI. Before, the editor's routes refused a symlinked file or fragments/ folder
// for one file but listed and bundled what a symlinked fragments/ folder held outside, and the
// tenant-config routes served it to analysts.

/** A path of the dashboards folder that leads outside it (a symbolic link, or `..`). */
export class OutsideFolderError extends Error {
  constructor(
    /** The path as asked for, relative to the folder ('auto-b/fragments/x.json'). */
    readonly relative: string,
  ) {
    super(`La ruta "${relative}" lleva fuera de la carpeta de dashboards (un enlace simbólico hacia fuera).`);
    this.name = 'OutsideFolderError';
  }
}

/** An entry of a folder that resolves inside the dashboards folder. */
export interface ContainedEntry {
  name: string;
  /** What the entry is once links are followed. */
  kind: 'file' | 'directory';
  /** Its path (under the folder as given, links not replaced). */
  absolute: string;
}

const inside = (root: string, real: string): boolean => real === root || real.startsWith(root + path.sep);

/** The files and folders under one dashboards folder, read only where they resolve inside it. */
export class DashboardsFolder {
  private root?: string;

  constructor(
    /** The folder as configured (it may itself be a link: its real path is the boundary). */
    readonly dir: string,
  ) {}

  /** The folder's real path, or undefined while it does not exist. */
  realRoot(): string | undefined {
    if (this.root === undefined) {
      try {
        this.root = fs.realpathSync.native(this.dir);
      } catch {
        return undefined;
      }
    }
    return this.root;
  }

  /**
   * The path of `relative` ('/'-separated, '' for the folder itself) under the folder when it exists
   * and its real path is inside the folder; undefined when nothing is there (a dangling link
   * included). Throws OutsideFolderError when it leads outside.
   */
  resolve(relative: string): string | undefined {
    const absolute = this.lexical(relative);
    const root = this.realRoot();
    if (root === undefined) return undefined;
    let real: string;
    try {
      real = fs.realpathSync.native(absolute);
    } catch {
      return undefined;
    }
    if (!inside(root, real)) throw new OutsideFolderError(relative);
    return absolute;
  }

  /** resolve(), but a path that leads outside counts as absent (for readers that serve files). */
  find(relative: string): string | undefined {
    try {
      return this.resolve(relative);
    } catch (error) {
      if (error instanceof OutsideFolderError) return undefined;
      throw error;
    }
  }

  /**
   * The path of a file to be written: whatever already exists of it and of the folders leading to
   * it must resolve inside the folder (OutsideFolderError otherwise). Folders still missing are
   * created by the writer.
   */
  resolveForWrite(relative: string): string {
    const absolute = this.lexical(relative);
    const root = this.realRoot();
    if (root === undefined) return absolute;
    for (let at = absolute; ; at = path.dirname(at)) {
      let real: string | undefined;
      try {
        real = fs.realpathSync.native(at);
      } catch {
        real = undefined;
      }
      if (real !== undefined) {
        if (!inside(root, real)) throw new OutsideFolderError(relative);
        return absolute;
      }
      if (at === path.dirname(at)) return absolute;
    }
  }

  /** A regular file's bytes, or undefined when it is absent, not a file, or leads outside. */
  read(relative: string): Buffer | undefined {
    const file = this.find(relative);
    if (file === undefined || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
    return fs.readFileSync(file);
  }

  /**
   * The entries of a sub-folder ('' for the folder itself) that resolve inside the folder, sorted by
   * name (dot files left out; links followed, and left out when they lead outside or nowhere).
   * Empty when the sub-folder is absent or itself leads outside. `onOutside` hears of every path
   * left out for leading outside, the sub-folder's own included.
   */
  list(relative: string, onOutside?: (relative: string) => void): ContainedEntry[] {
    const dir = this.found(relative, onOutside);
    if (dir === undefined) return [];
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return [];
    }
    return names
      .filter((name) => !name.startsWith('.'))
      .sort()
      .flatMap((name): ContainedEntry[] => {
        const absolute = this.found(relative ? `${relative}/${name}` : name, onOutside);
        const stat = absolute === undefined ? undefined : fs.statSync(absolute, { throwIfNoEntry: false });
        if (absolute === undefined || !stat) return [];
        if (stat.isFile()) return [{ name, kind: 'file', absolute }];
        if (stat.isDirectory()) return [{ name, kind: 'directory', absolute }];
        return [];
      });
  }

  private found(relative: string, onOutside: ((relative: string) => void) | undefined): string | undefined {
    try {
      return this.resolve(relative);
    } catch (error) {
      if (!(error instanceof OutsideFolderError)) throw error;
      onOutside?.(relative);
      return undefined;
    }
  }

  /** The path under the folder, refusing one that climbs out of it before any link is looked at. */
  private lexical(relative: string): string {
    const absolute = path.join(this.dir, ...relative.split('/'));
    const back = path.relative(this.dir, absolute);
    if (back === '..' || back.startsWith(`..${path.sep}`) || path.isAbsolute(back)) {
      throw new OutsideFolderError(relative);
    }
    return absolute;
  }
}
