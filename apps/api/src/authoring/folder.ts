import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { kindOfTenantFile, SHARED_FOLDER } from '@voz/validation';
import { DashboardsFolder } from '@voz/validation/cli';
import { serialized, writeFileAtomically } from '../admin/metadata-file.js';
import { isEditablePath, type FileKind } from './paths.js';

// Reading and writing the files of one folder of the dashboards directory (a tenant folder or
// `_shared`). A file's version is the sha256 (hex) of its bytes. Writes of one folder are
// serialized in the process, on the same queue as the admin's structure edits of metadata.json.

/** One editable file of a folder, as on the disk. */
export interface FolderFile {
  /** Relative path ('cxo.json', 'fragments/venta.json'). */
  path: string;
  kind: FileKind;
  /** Absolute path. */
  absolute: string;
}

/** The version of a text or of bytes: the sha256 of its UTF-8 bytes, in hex. */
export function versionOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * The .json files of a directory whose relative path is editable, read by the one containment rule
 * (DashboardsFolder): what a symbolic link takes outside the dashboards folder, a link on a file or
 * on the fragments/ folder alike, is not listed (and so not bundled or validated either).
 */
function jsonFiles(dashboardsDir: string, folder: string, sub: string): FolderFile[] {
  return new DashboardsFolder(dashboardsDir)
    .list(sub ? `${folder}/${sub}` : folder)
    .filter((entry) => entry.kind === 'file')
    .map((entry) => ({ relative: sub ? `${sub}/${entry.name}` : entry.name, absolute: entry.absolute }))
    .filter(({ relative }) => isEditablePath(folder, relative))
    .map(({ relative, absolute }) => ({ path: relative, kind: kindOfTenantFile(relative) as FileKind, absolute }));
}

/** The editable files of a folder, sorted by path (in `_shared`, its fragments only). */
export function listFolder(dashboardsDir: string, folder: string): FolderFile[] {
  const files = [
    ...(folder === SHARED_FOLDER ? [] : jsonFiles(dashboardsDir, folder, '')),
    ...jsonFiles(dashboardsDir, folder, 'fragments'),
  ];
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The relative path -> text of every editable file of a folder. */
export function readFolder(dashboardsDir: string, folder: string): Map<string, string> {
  return new Map(listFolder(dashboardsDir, folder).map((f) => [f.path, fs.readFileSync(f.absolute, 'utf8')]));
}

/** A file's text and version. */
export interface Versioned {
  text: string;
  version: string;
}

/** A file's text and the version of its bytes, or undefined when it does not exist. */
export function readVersioned(absolute: string): Versioned | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { text: bytes.toString('utf8'), version: versionOf(bytes) };
}

/** Writes a file atomically (temporary file in the same folder, fsync, rename), creating its folder. */
export function writeText(absolute: string, text: string): void {
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileAtomically(absolute, text);
}

/** Runs `task` once every earlier write of the same folder (in this process) has finished. */
export function withFolderLock<T>(dashboardsDir: string, folder: string, task: () => Promise<T>): Promise<T> {
  return serialized(`${path.resolve(dashboardsDir)}|${folder}`, task);
}
