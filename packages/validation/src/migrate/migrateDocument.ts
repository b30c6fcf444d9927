import { CURRENT_SCHEMA_VERSION } from '@voz/schema';
import { MigrationError } from './MigrationError.js';
import type { MigrationNote, MigrationOptions, MigrationResult } from './migration-types.js';
import { MIGRATIONS } from './migrations.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function knownVersions(): string {
  const versions = [...new Set([...MIGRATIONS.map((m) => m.from), CURRENT_SCHEMA_VERSION])];
  return `${versions.slice(0, -1).join(', ')} y ${versions[versions.length - 1]}`;
}

/**
 * Upgrades a dashboard document to the current `schemaVersion` by applying MIGRATIONS in
 * sequence. A current document comes back as given (`changed: false`). Pure: the input is never
 * mutated. Throws MigrationError (with `opts.file`) when the document cannot be migrated.
 */
export function migrateDocument(doc: unknown, opts: MigrationOptions = {}): MigrationResult {
  const { file } = opts;
  if (!isRecord(doc)) {
    const found = Array.isArray(doc) ? 'una lista' : doc === null ? 'null' : typeof doc;
    throw new MigrationError('not-an-object', '', `El documento debe ser un objeto JSON; se encontró ${found}`, file);
  }
  if (!Object.hasOwn(doc, 'schemaVersion')) {
    throw new MigrationError(
      'missing-version',
      '',
      'Falta schemaVersion: un tablero del formato antiguo debe declarar "schemaVersion": 1',
      file,
    );
  }
  const fromVersion = doc.schemaVersion;
  if (fromVersion === CURRENT_SCHEMA_VERSION) {
    return { changed: false, fromVersion, toVersion: fromVersion, document: doc, notes: [] };
  }
  if (typeof fromVersion !== 'number' || !MIGRATIONS.some((m) => m.from === fromVersion)) {
    throw new MigrationError(
      'unknown-version',
      '/schemaVersion',
      `schemaVersion ${JSON.stringify(fromVersion)} no es una versión conocida: se admiten ${knownVersions()}`,
      file,
    );
  }

  let version = fromVersion;
  let document: Record<string, unknown> = doc;
  const notes: MigrationNote[] = [];
  for (const migration of MIGRATIONS) {
    if (migration.from !== version) continue;
    try {
      const step = migration.migrate(document);
      document = step.document;
      notes.push(...step.notes);
    } catch (error) {
      throw error instanceof MigrationError ? error.inFile(file) : error;
    }
    version = migration.to;
  }
  return { changed: true, fromVersion, toVersion: version, document, notes };
}
