// The lint families, in the order they run. Order matters only between families reporting the
// same rule (unknown-indicator, key-mismatch, unknown-level, the ids of metadata.json): when two
// report the same rule, file, pointer and message, validateTenant keeps the first. diagnostic.ts
// builds RULES from the rules each family owns.
import { colorScaleRange } from './color-scale-range.js';
import { colorScales } from './color-scales.js';
import { grid } from './grid.js';
import { includes } from './includes.js';
import { indicatorNames } from './indicator-names.js';
import { references } from './references.js';
import { tenantFiles } from './tenant-files.js';
import { translations } from './translations.js';
import { widgetIds } from './widget-ids.js';

export const LINT_FAMILIES = [
  tenantFiles,
  includes,
  indicatorNames,
  colorScaleRange,
  widgetIds,
  grid,
  references,
  colorScales,
  translations,
] as const;
