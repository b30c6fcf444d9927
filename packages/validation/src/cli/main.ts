import fs from 'node:fs';
import path from 'node:path';
import { compareDiagnostics, type Diagnostic } from '../diagnostic.js';
import { jsonDepthMessage } from '../depth.js';
import { formatDocument, formatSchemaFile } from '../format.js';
import { migrateDocument, MigrationError } from '../migrate/index.js';
import { parseJsonSource } from '../source.js';
import { kindOfTenantFile, TENANT_FILES } from '../tenant-files.js';
import { validateSharedFragments, validateTenant } from '../validate-tenant.js';
import { discover, display, jsonFilesUnder } from './files.js';

export { DashboardsFolder, OutsideFolderError } from './dashboards-folder.js';
export type { ContainedEntry } from './dashboards-folder.js';
export { discover } from './files.js';
export type { Discovery } from './files.js';
import { renderDiagnostics, type OutputFormat } from './output.js';

/** Where the CLI runs: the folder paths are relative to, and the defaults when none is given. */
export interface CliContext {
  /** Folder the command was typed in (npm's INIT_CWD). */
  cwd: string;
  /** Paths used when none is given (the repo's dashboards/ for validate and migrate). */
  defaultPaths?: readonly string[];
  /** Paths `fmt` uses when none is given (dashboards/ and schemas/). */
  defaultFmtPaths?: readonly string[];
  /** Where output goes (tests capture it). */
  stdout?: (text: string) => void;
  /** Where messages for people go. */
  stderr?: (text: string) => void;
}

const USAGE = `voz — valida, formatea y migra los dashboards de Voz

  voz validate [--format text|json|github] [rutas...]   valida carpetas de tenants (por defecto dashboards/)
  voz fmt [--check] [rutas...]                          deja cada JSON en su forma canónica
  voz migrate [--check] [rutas...]                      actualiza archivos de versiones anteriores

Una carpeta con tenant.json, metadata.json o indicators.json es un tenant; si no, cada subcarpeta
lo es (_shared guarda fragmentos compartidos). Código de salida 1 si hay algún error.
`;

interface Parsed {
  command: string | undefined;
  paths: string[];
  check: boolean;
  format: OutputFormat;
  error?: string;
}

function parseArgs(argv: readonly string[]): Parsed {
  const out: Parsed = { command: undefined, paths: [], check: false, format: 'text' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--check') out.check = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice('--format='.length) : argv[++i];
      if (value === 'text' || value === 'json' || value === 'github') out.format = value;
      else out.error = `formato desconocido: ${String(value)} (use text, json o github)`;
    } else if (arg === '--help' || arg === '-h') out.command = 'help';
    else if (arg.startsWith('--')) out.error = `opción desconocida: ${arg}`;
    else if (!out.command) out.command = arg;
    else out.paths.push(arg);
  }
  return out;
}

/** Runs the CLI; returns the exit code (0 fine, 1 problems found, 2 bad usage). */
export function main(argv: readonly string[], context: CliContext): number {
  const stdout = context.stdout ?? ((t: string) => void process.stdout.write(t));
  const stderr = context.stderr ?? ((t: string) => void process.stderr.write(t));
  const args = parseArgs(argv);
  if (args.error) {
    stderr(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  switch (args.command) {
    case 'validate':
      return validateCommand(args, context, stdout, stderr);
    case 'fmt':
      return fmtCommand(args, context, stdout, stderr);
    case 'migrate':
      return migrateCommand(args, context, stdout, stderr);
    case 'help':
      stdout(USAGE);
      return 0;
    default:
      stderr(args.command ? `comando desconocido: ${args.command}\n\n${USAGE}` : USAGE);
      return 2;
  }
}

/** Tells of the paths left out for leading outside their folder (DashboardsFolder). */
function noteOutside(outside: readonly string[], stderr: (t: string) => void): void {
  for (const p of outside) stderr(`se deja fuera ${p}: es un enlace que lleva fuera de la carpeta de dashboards\n`);
}

function validateCommand(
  args: Parsed,
  context: CliContext,
  stdout: (t: string) => void,
  stderr: (t: string) => void,
): number {
  const paths = args.paths.length ? args.paths : (context.defaultPaths ?? ['dashboards']);
  const found = discover(paths, context.cwd);
  noteOutside(found.outside, stderr);
  const diagnostics: Diagnostic[] = found.missing.map((p) => ({
    ruleId: 'missing-file',
    severity: 'error',
    file: p,
    line: 1,
    column: 1,
    pointer: '',
    widgetId: null,
    message: `La ruta ${p} no existe.`,
    hint: 'Indique una carpeta de tenant o una carpeta de tenants.',
  }));
  let files = 0;
  for (const tenant of found.tenants) {
    diagnostics.push(...validateTenant(tenant));
    files += [...tenant.files.keys()].filter((f) => kindOfTenantFile(f)).length;
    files += TENANT_FILES.filter((f) => !tenant.files.has(f)).length;
  }
  for (const shared of found.sharedFolders.values()) {
    diagnostics.push(...validateSharedFragments(shared));
    files += shared.size;
  }
  diagnostics.sort(compareDiagnostics);
  stdout(renderDiagnostics(diagnostics, args.format, { tenants: found.tenants.length, files }));
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}

/** Which canonical form a JSON file takes, by where it lies. */
function formatterFor(abs: string): ((value: unknown) => string) | undefined {
  const parts = abs.split(path.sep);
  const name = parts[parts.length - 1] as string;
  if (name.endsWith('.schema.json')) return formatSchemaFile;
  const parent = parts[parts.length - 2] ?? '';
  const relative = parent === 'fragments' ? `fragments/${name}` : name;
  const kind = kindOfTenantFile(relative);
  return kind ? (value) => formatDocument(value, kind) : undefined;
}

function fmtCommand(
  args: Parsed,
  context: CliContext,
  stdout: (t: string) => void,
  stderr: (t: string) => void,
): number {
  const paths = args.paths.length ? args.paths : (context.defaultFmtPaths ?? ['dashboards', 'schemas']);
  const { files, missing, outside } = jsonFilesUnder(paths, context.cwd);
  noteOutside(outside, stderr);
  let failures = missing.length;
  for (const m of missing) stderr(`la ruta ${m} no existe\n`);
  const changed: string[] = [];
  for (const abs of files) {
    const format = formatterFor(abs);
    if (!format) continue;
    const text = fs.readFileSync(abs, 'utf8');
    const source = parseJsonSource(display(abs, context.cwd), text);
    if (source.tooDeep) {
      stderr(`${source.file}: ${jsonDepthMessage(source.tooDeep.limit)} No se formatea.\n`);
      failures++;
      continue;
    }
    if (source.syntaxError) {
      stderr(`${source.file}: no es JSON válido (${source.syntaxError.message}); no se formatea\n`);
      failures++;
      continue;
    }
    const canonical = format(source.value);
    if (canonical === text) continue;
    changed.push(source.file);
    if (!args.check) fs.writeFileSync(abs, canonical);
  }
  if (args.check) {
    for (const f of changed) stdout(`sin formato canónico: ${f}\n`);
    stdout(
      changed.length
        ? `${changed.length} archivo(s) sin formato canónico: ejecute \`npm run fmt\`.\n`
        : `${files.length} archivo(s) en formato canónico.\n`,
    );
    return changed.length || failures ? 1 : 0;
  }
  for (const f of changed) stdout(`formateado: ${f}\n`);
  stdout(`${changed.length} de ${files.length} archivo(s) cambiado(s).\n`);
  return failures ? 1 : 0;
}

function migrateCommand(
  args: Parsed,
  context: CliContext,
  stdout: (t: string) => void,
  stderr: (t: string) => void,
): number {
  const paths = args.paths.length ? args.paths : (context.defaultPaths ?? ['dashboards']);
  const { files, missing, outside } = jsonFilesUnder(paths, context.cwd);
  noteOutside(outside, stderr);
  let failures = missing.length;
  for (const m of missing) stderr(`la ruta ${m} no existe\n`);
  const pending: string[] = [];
  for (const abs of files) {
    const name = path.basename(abs);
    const parent = path.basename(path.dirname(abs));
    if (parent === 'fragments' || (TENANT_FILES as readonly string[]).includes(name) || name.endsWith('.schema.json'))
      continue;
    const source = parseJsonSource(display(abs, context.cwd), fs.readFileSync(abs, 'utf8'));
    if (source.tooDeep) {
      stderr(`${source.file}: ${jsonDepthMessage(source.tooDeep.limit)}\n`);
      failures++;
      continue;
    }
    if (source.syntaxError) {
      stderr(`${source.file}: no es JSON válido (${source.syntaxError.message})\n`);
      failures++;
      continue;
    }
    try {
      const result = migrateDocument(source.value, { file: source.file });
      if (!result.changed) continue;
      pending.push(source.file);
      stdout(
        `${args.check ? 'por migrar' : 'migrado'}: ${source.file} (versión ${result.fromVersion} → ${result.toVersion})\n`,
      );
      for (const note of result.notes) stdout(`    ${note.pointer || '/'}: ${note.message}\n`);
      if (!args.check) fs.writeFileSync(abs, formatDocument(result.document, 'dashboard'));
    } catch (error) {
      if (!(error instanceof MigrationError)) throw error;
      stderr(`${source.file}: ${error.message}\n`);
      failures++;
    }
  }
  stdout(`${pending.length} archivo(s) ${args.check ? 'por migrar' : 'migrado(s)'}.\n`);
  return failures || (args.check && pending.length) ? 1 : 0;
}
