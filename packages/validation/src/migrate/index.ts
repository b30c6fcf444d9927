export { LEGACY_WIDGET_TYPES } from './legacy-widget-types.js';
export type { LegacyWidgetType } from './legacy-widget-types.js';
export type {
  LegacyDashboardV1,
  LegacyRenderConditionV1,
  LegacyRequestV1,
  LegacyWidgetConfigV1,
  LegacyWidgetV1,
} from './legacy-v1.js';
export { migrateDocument } from './migrateDocument.js';
export { MigrationError } from './MigrationError.js';
export type { MigrationErrorCode } from './MigrationError.js';
export type {
  Migration,
  MigrationNote,
  MigrationOptions,
  MigrationResult,
  MigrationStepResult,
} from './migration-types.js';
export { MIGRATIONS } from './migrations.js';
