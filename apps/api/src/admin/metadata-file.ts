import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TenantMetadata } from '@voz/schema';
import {
  formatDocument,
  SHARED_FOLDER,
  validateTenant,
  type Diagnostic,
  type SharedFile,
  type TenantInput,
} from '@voz/validation';
import { DashboardsFolder } from '@voz/validation/cli';
import type { AppDeps } from '../http/route-module.js';
import { notFound } from '../http/errors.js';
import { DetailedHttpError } from './entity.js';

// The company structure (critical moments, geographies, logicals, channels, clusters) lives in the
// tenant's metadata.json: dashboards are data, and the lints, indicators and demo data all read
// that one file. A change is applied to a copy, the whole tenant folder is validated in memory
// with the changed file, and only then is the file replaced (temporary file + rename), in canonical
// form. Changes of one tenant are serialized in the process so that none is lost.

const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task of the same key has finished. The editor's API
 * (authoring/folder.ts) queues on the same keys, so a structure edit and a save of metadata.json
 * never interleave.
 */
export async function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  chains.set(key, tail);
  try {
    return await run;
  } finally {
    if (chains.get(key) === tail) chains.delete(key);
  }
}

/** The .json files of a folder of the dashboards folder, by the one containment rule (DashboardsFolder). */
function readJsonFiles(folder: DashboardsFolder, relative: string, prefix: string, into: Map<string, string>): void {
  for (const entry of folder.list(relative)) {
    if (entry.kind === 'file' && entry.name.endsWith('.json')) {
      into.set(`${prefix}${entry.name}`, fs.readFileSync(entry.absolute, 'utf8'));
    }
  }
}

/** The tenant folder as @voz/validation reads it: its JSON files and the shared fragments. */
export function readTenantInput(dashboardsDir: string, tenantId: string): TenantInput {
  const folder = new DashboardsFolder(dashboardsDir);
  const files = new Map<string, string>();
  readJsonFiles(folder, tenantId, '', files);
  readJsonFiles(folder, `${tenantId}/fragments`, 'fragments/', files);
  const sharedTexts = new Map<string, string>();
  readJsonFiles(folder, `${SHARED_FOLDER}/fragments`, '', sharedTexts);
  const shared = new Map<string, SharedFile>(
    [...sharedTexts].map(([file, text]) => [
      file.replace(/\.json$/, ''),
      { file: `${SHARED_FOLDER}/fragments/${file}`, text },
    ]),
  );
  return { name: tenantId, dir: tenantId, files, shared };
}

const errorsOf = (diagnostics: readonly Diagnostic[]): Diagnostic[] =>
  diagnostics.filter((d) => d.severity === 'error');
// Pointers inside metadata.json shift when a node is removed, so an error is known by its rule,
// file and message.
const keyOf = (d: Diagnostic): string => `${d.ruleId}|${d.file}|${d.message}`;

/**
 * The errors a new metadata.json would add to the tenant folder (errors the folder already has
 * are not the change's fault and do not block it).
 */
export function newMetadataErrors(input: TenantInput, metadataText: string): Diagnostic[] {
  const after = errorsOf(validateTenant({ ...input, files: new Map(input.files).set('metadata.json', metadataText) }));
  if (after.length === 0) return [];
  const before = new Set(errorsOf(validateTenant(input)).map(keyOf));
  return after.filter((d) => !before.has(keyOf(d)));
}

/** Replaces a file atomically: a temporary file in the same folder, flushed, then renamed over it. */
export function writeFileAtomically(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  try {
    const fd = fs.openSync(temporary, 'w', 0o644);
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // The tenant store notices changes by modification time and size: make sure the time moves
    // even when two writes fall within the same clock tick.
    const previous = fs.statSync(file, { throwIfNoEntry: false });
    const written = fs.statSync(temporary);
    if (previous && written.mtimeMs <= previous.mtimeMs) {
      const next = (previous.mtimeMs + 1) / 1000;
      fs.utimesSync(temporary, next, next);
    }
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Changes a tenant's metadata.json: `change` edits a copy (and may refuse with an HttpError); the
 * tenant folder is validated with the edited file, and a change that would add errors (a moment
 * a dashboard references, a duplicate id...) is refused with 400 and the diagnostics, leaving the
 * file untouched. Otherwise the file is written canonically (`formatDocument(value, 'metadata')`)
 * and cached principals are forgotten, so the next request reads the new structure.
 */
export async function changeMetadata<T>(
  deps: AppDeps,
  tenantId: string,
  change: (metadata: TenantMetadata) => Promise<T> | T,
): Promise<T> {
  const dashboardsDir = deps.store.dir;
  return serialized(`${path.resolve(dashboardsDir)}|${tenantId}`, async () => {
    const input = readTenantInput(dashboardsDir, tenantId);
    const current = input.files.get('metadata.json');
    if (current === undefined) throw notFound(`El cliente "${tenantId}" no tiene metadata.json.`);
    const draft = JSON.parse(current) as TenantMetadata;
    const result = await change(draft);
    const text = formatDocument(draft, 'metadata');
    // Nothing changed (an id not found, the same values): no validation, no write.
    if (text === formatDocument(JSON.parse(current), 'metadata')) return result;
    const problems = newMetadataErrors(input, text);
    if (problems.length > 0) {
      const first = problems[0] as Diagnostic;
      throw new DetailedHttpError(
        400,
        `El cambio dejaría la configuración del cliente con ${problems.length} error(es); el primero, en ${first.file}: ${first.message}`,
        'error.metadata',
        problems.slice(0, 100),
      );
    }
    if (text !== current) writeFileAtomically(path.join(dashboardsDir, tenantId, 'metadata.json'), text);
    deps.principals.invalidate();
    return result;
  });
}

/** The tenant's metadata as stored now (re-read when the file changed). */
export function currentMetadata(deps: AppDeps, tenantId: string): TenantMetadata {
  const files = deps.store.get(tenantId);
  if (!files) throw notFound(`No existe el cliente "${tenantId}".`);
  return files.metadata.value;
}
