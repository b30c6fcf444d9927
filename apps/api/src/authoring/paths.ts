import fs from 'node:fs';
import type { SchemaName } from '@voz/schema';
import { kindOfTenantFile, SHARED_FOLDER } from '@voz/validation';
import { DashboardsFolder, OutsideFolderError } from '@voz/validation/cli';
import { pathError } from './errors.js';

// The files the editor may touch, by their path relative to the folder: tenant.json,
// metadata.json, indicators.json, <key>.json and fragments/<name>.json (in `_shared`, only
// fragments/<name>.json). Everything else — other folders, `..`, absolute paths, backslashes,
// dot files, other extensions — is refused before the disk is looked at, and what is on the disk
// must resolve, symbolic links followed, inside the dashboards folder (DashboardsFolder).

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

/**
 * The absolute path of a checked file, by the one containment rule (DashboardsFolder): whatever
 * exists of it and of the folders leading to it resolves, symbolic links followed, inside the
 * dashboards folder, and the file, when it exists, is a file and not a folder. Folders that do not
 * exist yet are fine (created on write).
 */
export function locate(dashboardsDir: string, folder: string, file: FilePath): string {
  const relative = `${folder}/${file.path}`;
  let absolute: string;
  try {
    absolute = new DashboardsFolder(dashboardsDir).resolveForWrite(relative);
  } catch (error) {
    if (!(error instanceof OutsideFolderError)) throw error;
    throw pathError(`La ruta "${file.path}" está fuera de la carpeta de dashboards: lleva fuera por un enlace.`);
  }
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (stat && !stat.isFile()) {
    throw pathError(`La ruta "${file.path}" no es un archivo de la carpeta de dashboards (es una carpeta).`);
  }
  return absolute;
}
