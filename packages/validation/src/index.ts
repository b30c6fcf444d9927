export { compareDiagnostics, RULES } from './diagnostic.js';
export type { Diagnostic, DiagnosticDraft, RuleId, Severity } from './diagnostic.js';
export {
  assertJsonDepth,
  JSON_DEPTH_LIMIT,
  JsonDepthError,
  jsonDepthMessage,
  jsonTextTooDeep,
  jsonValueTooDeep,
} from './depth.js';
export { formatDocument, formatSchemaFile } from './format.js';
export { migrateDocument, MigrationError, MIGRATIONS } from './migrate/index.js';
export type { MigrationNote, MigrationResult } from './migrate/index.js';
export { JsonSource, locatePointer, parseJsonSource, pointerSegments, toPointer } from './source.js';

export { documentName, kindOfTenantFile, SHARED_FOLDER, TENANT_FILES } from './tenant-files.js';
export type { SharedFile, TenantInput } from './tenant-files.js';
export { validateSharedFragments, validateTenant } from './validate-tenant.js';
