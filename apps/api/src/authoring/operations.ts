import fs from 'node:fs';
import { documentName, formatDocument, SHARED_FOLDER, type Diagnostic } from '@voz/validation';
import type { AppDeps } from '../http/route-module.js';
import type { AuthoringAction } from '../db/schema.js';
import { alreadyExists, kindError, missing, pathError, staleVersion } from './errors.js';
import { readVersioned, versionOf, withFolderLock, writeText } from './folder.js';
import { findEntry, recordAndWrite, type Author, type NewEntry } from './history.js';
import { checkPath, DOCUMENT_KINDS, locate, type FileKind, type FilePath } from './paths.js';
import { checkChanges, type Changes } from './validation.js';

// The writes of the editor: save, create, rename, delete and restore. Each runs under the folder's
// lock: paths are checked, the caller's version compared with the file's (409 when stale), the
// folder validated as it would be after the change (422), and only then are the history entries
// stored and the file written, in one transaction. The TenantStore and the principals' cache are
// told, so the portal serves the new file on the next request.

/** Who writes where. */
export interface Editor {
  deps: AppDeps;
  /** Tenant folder, or `_shared`. */
  folder: string;
  author: Author;
}

/** What a write answers. */
export interface WriteResult {
  path: string;
  kind: FileKind;
  version: string;
  /** Warnings (never errors) found in the files written. */
  warnings: Diagnostic[];
}

const TENANT_KINDS: ReadonlySet<FileKind> = new Set(['tenant', 'metadata', 'indicators']);

function locked<T>(editor: Editor, task: () => Promise<T>): Promise<T> {
  return withFolderLock(editor.deps.store.dir, editor.folder, task);
}

function absoluteOf(editor: Editor, file: FilePath): string {
  return locate(editor.deps.store.dir, editor.folder, file);
}

/** A change of the folder, validated (422 when it adds errors), answering its warnings. */
function validate(editor: Editor, changes: Changes): Diagnostic[] {
  const tenants = editor.folder === SHARED_FOLDER ? editor.deps.store.tenantIds() : [];
  return checkChanges(editor.deps.store.dir, editor.folder, changes, tenants).warnings;
}

/** Stores the entries and runs the write in one transaction, then makes the readers see it. */
async function commit(editor: Editor, kind: FileKind, entries: NewEntry[], write: () => void): Promise<void> {
  const { deps, folder, author } = editor;
  try {
    await recordAndWrite(deps.db, folder, author, deps.now(), entries, write);
  } finally {
    deps.store.invalidate(folder);
    if (TENANT_KINDS.has(kind)) deps.principals.invalidate();
  }
}

/** Writes one file's new text after validation, with one history entry. */
async function writeOne(
  editor: Editor,
  file: FilePath,
  absolute: string,
  text: string,
  action: AuthoringAction,
  summary: string,
): Promise<WriteResult> {
  const warnings = validate(editor, new Map([[file.path, text]]));
  const version = versionOf(text);
  await commit(editor, file.kind, [{ path: file.path, action, version, summary, content: text }], () =>
    writeText(absolute, text),
  );
  return { path: file.path, kind: file.kind, version, warnings };
}

function requireDocument(file: FilePath, doing: string): void {
  if (!DOCUMENT_KINDS.includes(file.kind)) {
    throw kindError(
      `"${file.path}" no se puede ${doing}: solo se crean, renombran y eliminan dashboards (<clave>.json) y fragmentos (fragments/<nombre>.json).`,
    );
  }
}

const notFoundFile = (path: string) => missing(`No existe el archivo "${path}".`);

/**
 * Saves new content over an existing file: 404 when absent, 409 when `baseVersion` is not its
 * version, 422 when invalid. The text stored is `formatDocument(content, kind)`; saving the bytes
 * already stored writes nothing and records no entry.
 */
export function saveFile(
  editor: Editor,
  relative: string,
  content: unknown,
  baseVersion: string,
  summary: string,
): Promise<WriteResult> {
  const file = checkPath(editor.folder, relative);
  return locked(editor, async () => {
    const absolute = absoluteOf(editor, file);
    const current = readVersioned(absolute);
    if (!current) throw notFoundFile(file.path);
    if (current.version !== baseVersion) throw staleVersion(file.path, current.version);
    const text = formatDocument(content, file.kind);
    if (text === current.text) return { path: file.path, kind: file.kind, version: current.version, warnings: [] };
    return writeOne(editor, file, absolute, text, 'update', summary);
  });
}

/** Creates a dashboard or a fragment (400 for other kinds, 409 when it exists, 422 when invalid). */
export function createFile(editor: Editor, relative: string, content: unknown, summary: string): Promise<WriteResult> {
  const file = checkPath(editor.folder, relative);
  requireDocument(file, 'crear');
  return locked(editor, async () => {
    const absolute = absoluteOf(editor, file);
    if (fs.existsSync(absolute)) throw alreadyExists(file.path);
    return writeOne(editor, file, absolute, formatDocument(content, file.kind), 'create', summary);
  });
}

/** A dashboard's text under its new name: its `key`, when it was the old name, becomes the new one. */
function renamedText(text: string, from: FilePath, to: FilePath): string {
  if (from.kind !== 'dashboard') return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof value !== 'object' || value === null || (value as { key?: unknown }).key !== documentName(from.path)) {
    return text;
  }
  return formatDocument({ ...value, key: documentName(to.path) }, 'dashboard');
}

/**
 * Renames a dashboard or a fragment within its kind: 409 when stale or when the target exists, 422
 * when the folder would break (an assignment rule or an include still naming the old name).
 * Records a 'rename' entry on both paths.
 */
export function renameFile(
  editor: Editor,
  from: string,
  to: string,
  baseVersion: string,
  summary: string,
): Promise<WriteResult> {
  const source = checkPath(editor.folder, from);
  const target = checkPath(editor.folder, to);
  requireDocument(source, 'renombrar');
  if (source.kind !== target.kind) {
    throw kindError('Un dashboard se renombra como dashboard y un fragmento como fragmento (fragments/<nombre>.json).');
  }
  if (source.path === target.path) throw pathError(`El nombre nuevo "${to}" es igual al actual.`);
  return locked(editor, async () => {
    const sourceFile = absoluteOf(editor, source);
    const targetFile = absoluteOf(editor, target);
    const current = readVersioned(sourceFile);
    if (!current) throw notFoundFile(source.path);
    if (current.version !== baseVersion) throw staleVersion(source.path, current.version);
    if (fs.existsSync(targetFile)) throw alreadyExists(target.path);
    const text = renamedText(current.text, source, target);
    const warnings = validate(
      editor,
      new Map([
        [source.path, null],
        [target.path, text],
      ]),
    );
    const version = versionOf(text);
    const entries: NewEntry[] = [
      {
        path: source.path,
        action: 'rename',
        version: current.version,
        summary: summary || `Renombrado a "${target.path}"`,
        content: current.text,
      },
      {
        path: target.path,
        action: 'rename',
        version,
        summary: summary || `Renombrado desde "${source.path}"`,
        content: text,
      },
    ];
    await commit(editor, source.kind, entries, () => {
      writeText(targetFile, text);
      try {
        fs.rmSync(sourceFile);
      } catch (error) {
        fs.rmSync(targetFile, { force: true });
        throw error;
      }
    });
    return { path: target.path, kind: target.kind, version, warnings };
  });
}

/** Deletes a dashboard or a fragment: 409 when stale, 422 when something still uses it. */
export function deleteFile(editor: Editor, relative: string, version: string, summary: string): Promise<void> {
  const file = checkPath(editor.folder, relative);
  requireDocument(file, 'eliminar');
  return locked(editor, async () => {
    const absolute = absoluteOf(editor, file);
    const current = readVersioned(absolute);
    if (!current) throw notFoundFile(file.path);
    if (current.version !== version) throw staleVersion(file.path, current.version);
    validate(editor, new Map([[file.path, null]]));
    const entry: NewEntry = { path: file.path, action: 'delete', version, summary, content: current.text };
    await commit(editor, file.kind, [entry], () => fs.rmSync(absolute));
  });
}

/** 'dd/mm/aaaa hh:mm UTC' of an ISO date-time. */
function spanishDate(iso: string): string {
  const d = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/**
 * Writes an entry's text to its path again: `baseVersion` must be the file's current version, or
 * null when the file no longer exists (409 otherwise); validated like a save; recorded as
 * 'restore'. Restoring the bytes already stored writes nothing.
 */
export function restoreEntry(editor: Editor, id: number, baseVersion: string | null): Promise<WriteResult> {
  return locked(editor, async () => {
    const found = await findEntry(editor.deps.db, editor.folder, id);
    if (!found) throw missing(`No existe la entrada ${id} del historial.`);
    const file = checkPath(editor.folder, found.entry.path);
    const absolute = absoluteOf(editor, file);
    const current = readVersioned(absolute);
    if ((current?.version ?? null) !== baseVersion) throw staleVersion(file.path, current?.version ?? null);
    if (current?.text === found.text) {
      return { path: file.path, kind: file.kind, version: current.version, warnings: [] };
    }
    const { entry } = found;
    const summary = `Restaurada la versión del ${spanishDate(entry.at)} de ${entry.authorName || entry.author}`;
    return writeOne(editor, file, absolute, found.text, 'restore', summary);
  });
}
