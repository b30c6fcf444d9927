import { CURRENT_SCHEMA_VERSION, getValidator, type SchemaName } from '@voz/schema';
import { compareDiagnostics, RULES, type Diagnostic, type DiagnosticDraft } from './diagnostic.js';
import { lintTenant, type ParsedDocument, type TenantDocuments } from './lints/lintTenant.js';
import { jsonDepthMessage } from './depth.js';
import { schemaErrorsToDiagnostics } from './schema-errors.js';
import { locatePointer, parseJsonSource, positionOf, type JsonSource } from './source.js';
import { documentName, kindOfTenantFile, TENANT_FILES, type SharedFile, type TenantInput } from './tenant-files.js';

/** Parses and schema-checks one document; drafts of its problems go to `out`. */
function checkDocument(source: JsonSource, kind: SchemaName, out: DiagnosticDraft[]): ParsedDocument | undefined {
  if (source.tooDeep) {
    out.push({
      ruleId: 'json-depth',
      file: source.file,
      pointer: '',
      widgetId: null,
      message: jsonDepthMessage(source.tooDeep.limit),
      hint: 'Ningún dashboard real anida tanto: revise la línea indicada (un texto generado por error o cortado).',
    });
    return undefined;
  }
  if (source.syntaxError) {
    out.push({
      ruleId: 'json-syntax',
      file: source.file,
      pointer: '',
      widgetId: null,
      message: `El archivo no es JSON válido: ${source.syntaxError.message}.`,
      hint: 'Corrija la sintaxis en la línea indicada (un archivo cortado, una coma de más o un comentario).',
    });
    return undefined;
  }
  const value = source.value;
  const version =
    typeof value === 'object' && value !== null ? (value as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (typeof version === 'number' && version < CURRENT_SCHEMA_VERSION) {
    out.push({
      ruleId: 'schema-version',
      file: source.file,
      pointer: '/schemaVersion',
      widgetId: null,
      message: `El archivo está en schemaVersion ${version}; la versión actual es ${CURRENT_SCHEMA_VERSION}.`,
      hint: `Ejecute \`npm run migrate -- ${source.file}\` para actualizarlo.`,
    });
    return undefined;
  }
  const validate = getValidator(kind);
  if (!validate(value)) {
    out.push(...schemaErrorsToDiagnostics(source.file, value, validate.errors ?? []));
    return undefined;
  }
  return { source, value };
}

/** Adds line, column and severity to drafts, drops duplicates and sorts. */
function finish(drafts: readonly DiagnosticDraft[], sources: ReadonlyMap<string, JsonSource>): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of drafts) {
    const key = `${d.ruleId}|${d.file}|${d.pointer}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = sources.get(d.file);
    const at = source
      ? d.ruleId === 'json-syntax' && source.syntaxError
        ? positionOf(source, source.syntaxError.offset)
        : locatePointer(source, d.pointer)
      : { line: 1, column: 1 };
    out.push({
      ruleId: d.ruleId,
      severity: d.severity ?? RULES[d.ruleId].severity,
      file: d.file,
      line: at.line,
      column: at.column,
      pointer: d.pointer,
      widgetId: d.widgetId,
      message: d.message,
      hint: d.hint,
    });
  }
  return out.sort(compareDiagnostics);
}

/**
 * Validates one tenant folder held in memory: every file against its schema, then the semantic
 * lints on what parsed (dashboards are linted resolved, with their includes expanded). Reports
 * every problem at once; a file that fails its schema is not linted further.
 */
export function validateTenant(input: TenantInput): Diagnostic[] {
  const drafts: DiagnosticDraft[] = [];
  const sources = new Map<string, JsonSource>();
  const show = (relative: string): string => (input.dir ? `${input.dir}/${relative}` : relative);

  for (const required of TENANT_FILES) {
    if (!input.files.has(required)) {
      drafts.push({
        ruleId: 'missing-file',
        file: show(required),
        pointer: '',
        widgetId: null,
        message: `Falta ${required} en la carpeta del tenant "${input.name}".`,
        hint: 'Toda carpeta de tenant tiene tenant.json, metadata.json e indicators.json.',
      });
    }
  }

  const names = (kind: string): Set<string> =>
    new Set([...input.files.keys()].filter((f) => kindOfTenantFile(f) === kind).map(documentName));
  const docs: TenantDocuments = {
    name: input.name,
    dir: input.dir,
    dashboards: new Map(),
    fragments: new Map(),
    shared: new Map(),
    present: { dashboards: names('dashboard'), fragments: names('fragment'), shared: new Set(input.shared?.keys()) },
  };
  for (const [relative, text] of [...input.files].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = kindOfTenantFile(relative);
    if (!kind) continue;
    const source = parseJsonSource(show(relative), text);
    sources.set(source.file, source);
    const parsed = checkDocument(source, kind, drafts);
    if (!parsed) continue;
    if (kind === 'tenant') docs.tenant = parsed as TenantDocuments['tenant'];
    else if (kind === 'metadata') docs.metadata = parsed as TenantDocuments['metadata'];
    else if (kind === 'indicators') docs.indicators = parsed as TenantDocuments['indicators'];
    else if (kind === 'fragment') docs.fragments.set(documentName(relative), parsed as ParsedDocument<'fragment'>);
    else docs.dashboards.set(documentName(relative), parsed as ParsedDocument<'dashboard'>);
  }
  for (const [name, shared] of input.shared ?? []) {
    const source = parseJsonSource(shared.file, shared.text);
    sources.set(source.file, source);
    // Shared fragments are checked once by validateSharedFragments; here they are only used.
    const parsed = checkDocument(source, 'fragment', []);
    if (parsed) docs.shared.set(name, parsed as ParsedDocument<'fragment'>);
  }

  drafts.push(...lintTenant(docs));
  return finish(drafts, sources);
}

/** Validates the fragments of the shared folder against the fragment schema. */
export function validateSharedFragments(shared: ReadonlyMap<string, SharedFile>): Diagnostic[] {
  const drafts: DiagnosticDraft[] = [];
  const sources = new Map<string, JsonSource>();
  for (const file of shared.values()) {
    const source = parseJsonSource(file.file, file.text);
    sources.set(source.file, source);
    checkDocument(source, 'fragment', drafts);
  }
  return finish(drafts, sources);
}
