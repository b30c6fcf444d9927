import {
  compareDiagnostics,
  documentName,
  SHARED_FOLDER,
  validateSharedFragments,
  validateTenant,
  type Diagnostic,
  type SharedFile,
  type TenantInput,
} from '@voz/validation';
import { invalidChange } from './errors.js';
import { readFolder } from './folder.js';

// The validation step of every write: the folder is validated in memory as it would be after the
// change, with @voz/validation (what `voz validate` and the editor run). The change is refused when
// it adds an error that was not there before, or when the file it writes has any error at all.
// Errors the folder already had elsewhere are not the change's fault and do not block it. Warnings
// never block. A change of `_shared` is checked against the shared fragments' schema and against
// every tenant folder that may include them. Diagnostics name files as the editor's own validation
// does: relative to the tenant folder edited ('cxo.json'), shared fragments as
// '_shared/fragments/<name>.json', and, for a change of `_shared`, the tenants' files it breaks as
// '<tenant>/<path>'.

/** The files a change writes (relative path -> new text) or deletes (null). */
export type Changes = ReadonlyMap<string, string | null>;

const keyOf = (d: Diagnostic): string => `${d.ruleId}|${d.file}|${d.pointer}|${d.message}`;
const isError = (d: Diagnostic): boolean => d.severity === 'error';

/** The shared fragments as @voz/validation takes them: name -> shown path and text. */
function sharedFragments(files: ReadonlyMap<string, string>): Map<string, SharedFile> {
  return new Map(
    [...files].map(([relative, text]) => [documentName(relative), { file: `${SHARED_FOLDER}/${relative}`, text }]),
  );
}

/**
 * A tenant folder as @voz/validation takes it, with the given shared fragments (those on the disk
 * by default); its files are shown under `dir` ('' = by their path in the folder).
 */
export function tenantInput(
  dashboardsDir: string,
  tenantId: string,
  shared: ReadonlyMap<string, SharedFile> = sharedFragments(readFolder(dashboardsDir, SHARED_FOLDER)),
  dir = '',
): TenantInput {
  return { name: tenantId, dir, files: readFolder(dashboardsDir, tenantId), shared };
}

function applied(files: ReadonlyMap<string, string>, changes: Changes): Map<string, string> {
  const out = new Map(files);
  for (const [relative, text] of changes) {
    if (text === null) out.delete(relative);
    else out.set(relative, text);
  }
  return out;
}

/** The errors of `after` that block the change: new ones, and every one in a file it writes. */
function blocking(before: () => readonly Diagnostic[], after: readonly Diagnostic[], touched: ReadonlySet<string>) {
  const errors = after.filter(isError);
  if (errors.length === 0) return [];
  const known = new Set(before().filter(isError).map(keyOf));
  return errors.filter((d) => touched.has(d.file) || !known.has(keyOf(d)));
}

/**
 * Validates a change of one folder (a tenant folder, or `_shared` with the tenants that use it)
 * before it is written. Throws 422 error.authoring.invalid with the blocking errors; otherwise
 * answers the warnings found in the files it writes.
 */
export function checkChanges(
  dashboardsDir: string,
  folder: string,
  changes: Changes,
  tenants: readonly string[],
): { warnings: Diagnostic[] } {
  const shown = (relative: string): string => (folder === SHARED_FOLDER ? `${SHARED_FOLDER}/${relative}` : relative);
  const touched = new Set([...changes.keys()].map(shown));
  const problems: Diagnostic[] = [];
  const results: Diagnostic[] = [];
  const compare = (before: () => readonly Diagnostic[], after: readonly Diagnostic[]): void => {
    results.push(...after);
    problems.push(...blocking(before, after, touched));
  };
  if (folder === SHARED_FOLDER) {
    const files = readFolder(dashboardsDir, SHARED_FOLDER);
    const before = sharedFragments(files);
    const after = sharedFragments(applied(files, changes));
    compare(() => validateSharedFragments(before), validateSharedFragments(after));
    for (const tenant of tenants) {
      const input = tenantInput(dashboardsDir, tenant, before, tenant);
      compare(() => validateTenant(input), validateTenant({ ...input, shared: after }));
    }
  } else {
    const input = tenantInput(dashboardsDir, folder);
    compare(() => validateTenant(input), validateTenant({ ...input, files: applied(input.files, changes) }));
  }
  if (problems.length > 0) {
    const unique = new Map(problems.map((d) => [keyOf(d), d]));
    throw invalidChange([...unique.values()].sort(compareDiagnostics));
  }
  const warnings = new Map(results.filter((d) => !isError(d) && touched.has(d.file)).map((d) => [keyOf(d), d]));
  return { warnings: [...warnings.values()].sort(compareDiagnostics) };
}
