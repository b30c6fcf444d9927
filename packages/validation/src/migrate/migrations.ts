import { migrateLegacyWidgetConfig } from './legacyWidgetConfig.js';
import type { Migration } from './migration-types.js';

/**
 * Every migration, in order: each reads the version the previous one writes. Append-only — a
 * published step is never edited, a new format gets a new step.
 */
export const MIGRATIONS: readonly Migration[] = [
  { from: 1, to: 2, name: 'legacy-widget-config', migrate: migrateLegacyWidgetConfig },
];
