import fs from 'node:fs';
import path from 'node:path';
import type { SchemaName } from '@voz/schema';
import { kindOfTenantFile, SHARED_FOLDER } from '@voz/validation';
import { pathError } from './errors.js';

// The files the editor may touch, by their path relative to the folder: tenant.json,
// metadata.json, indicators.json, <key>.json and fragments/<name>.json (in `_shared`, only
// fragments/<name>.json). Everything else — other folders, `..`, absolute paths, backslashes,
// dot files, other extensions — is refused before the disk is looked at, and what is on the disk
// must be a regular file (not a symlink) in folders whose real path is inside the dashboards folder.

/** What an editable file is. */
export type FileKind = Extract<SchemaName, 'tenant' | 'metadata' | 'indicators' | 'dashboard' | 'fragment'>;

/** Kinds of file the editor creates, renames and deletes (the three tenant files only change). */
export const DOCUMENT_KINDS: readonly FileKind[] = ['dashboard', 'fragment'];

/** The last segment of an editable path. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.json$/;

/** Sub-folder of fragments. */
const FRAGMENTS = 'fragments';

/** A checked path of a folder. */
export interface FilePath {
  /** Relative path, '/'-separated ('cxo.json', 'fragments/venta.json'). */
  path: string;
  kind: FileKind;
}

/** Why a path is refused, or undefined when it names an editable file of the folder. */
function problemOf(folder: string, relative: string): string | undefined {
  if (relative.length === 0 || relative.length > 200) return 'debe tener entre 1 y 200 caracteres';
  if (relative.includes('\\') || relative.includes('\0'))
    return 'no puede llevar barras invertidas ni caracteres nulos';
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) return 'debe ser relativa a la carpeta del cliente';
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..'))
    return 'no puede subir de carpeta ni tener segmentos vacíos';
  if (segments.length > 2 || (segments.length === 2 && segments[0] !== FRAGMENTS)) {
    return 'solo se editan archivos de la carpeta del cliente y de su carpeta fragments/';
  }
  if (folder === SHARED_FOLDER && segments.length !== 2)
    return 'la carpeta compartida solo tiene fragments/<nombre>.json';
  if (!FILE_NAME.test(segments[segments.length - 1] ?? '')) {
    return 'el nombre debe empezar por una letra o un dígito, tener solo letras, dígitos, "-" o "_", y terminar en .json';
  }
  return undefined;
}

/** Checks a relative path against the rules (400 error.authoring.path when it breaks one). */
export function checkPath(folder: string, relative: string): FilePath {
  const problem = problemOf(folder, relative);
  if (problem !== undefined) {
    throw pathError(`La ruta "${relative}" está fuera de la carpeta de dashboards que se puede editar: ${problem}.`);
  }
  return { path: relative, kind: kindOfTenantFile(relative) as FileKind };
}

/** Whether a path follows the rules (for listings). */
export function isEditablePath(folder: string, relative: string): boolean {
  return problemOf(folder, relative) === undefined;
}

function inside(root: string, real: string): boolean {
  return real === root || real.startsWith(root + path.sep);
}

/**
 * The absolute path of a checked file, after making sure that the folders leading to it resolve
 * (symlinks followed) inside the dashboards folder and that the file, when it exists, is a
 * regular file and not a symlink. Folders that do not exist yet are fine (created on write).
 */
export function locate(dashboardsDir: string, folder: string, file: FilePath): string {
  const root = fs.realpathSync(dashboardsDir);
  const absolute = path.join(dashboardsDir, folder, file.path);
  for (const dir of [path.join(dashboardsDir, folder), path.dirname(absolute)]) {
    if (!fs.existsSync(dir)) continue;
    if (!inside(root, fs.realpathSync(dir))) {
      throw pathError(
        `La ruta "${file.path}" está fuera de la carpeta de dashboards: su carpeta es un enlace hacia fuera.`,
      );
    }
  }
  const stat = fs.lstatSync(absolute, { throwIfNoEntry: false });
  if (stat && !stat.isFile()) {
    throw pathError(
      `La ruta "${file.path}" no es un archivo normal de la carpeta de dashboards (un enlace o una carpeta).`,
    );
  }
  return absolute;
}
