import * as generated from './generated/validators.gen.js';
import type {
  ColorScale,
  Dashboard,
  Fragment,
  IndicatorDefinition,
  IndicatorRequest,
  IndicatorsFile,
  Include,
  LocalizedText,
  RenderCondition,
  Tenant,
  TenantMetadata,
  Widget,
} from './generated/types.gen.js';
import type { SchemaName } from './generated/schemas.gen.js';

/** One error of a precompiled validator (the shape of ajv's ErrorObject). */
export interface SchemaError {
  /** JSON Pointer of the value at fault inside the validated document. */
  instancePath: string;
  /** Pointer inside the schema of the keyword that failed. */
  schemaPath: string;
  /** The keyword that failed (required, additionalProperties, discriminator...). */
  keyword: string;
  /** Keyword-specific details (missingProperty, additionalProperty, allowedValues...). */
  params: Record<string, unknown>;
  /** ajv's message, in English. */
  message?: string;
  /** Set on propertyNames errors: the offending key. */
  propertyName?: string;
}

/** A validator compiled ahead of time from a schema (no `new Function` at run time). */
export interface CompiledValidator<T> {
  (data: unknown): data is T;
  /** Errors of the last call, or null when it succeeded. */
  errors?: SchemaError[] | null;
}

/** What each schema validates. */
export interface SchemaTypes {
  'color-scale': ColorScale;
  dashboard: Dashboard;
  fragment: Fragment;
  include: Include;
  'indicator-definition': IndicatorDefinition;
  'indicator-request': IndicatorRequest;
  indicators: IndicatorsFile;
  'localized-text': LocalizedText;
  metadata: TenantMetadata;
  'render-condition': RenderCondition;
  tenant: Tenant;
  widget: Widget;
}

// The generated functions are untyped (ts-nocheck); this table is where their types are stated.
const table = {
  'color-scale': generated.colorScale,
  dashboard: generated.dashboard,
  fragment: generated.fragment,
  include: generated.include,
  'indicator-definition': generated.indicatorDefinition,
  'indicator-request': generated.indicatorRequest,
  indicators: generated.indicators,
  'localized-text': generated.localizedText,
  metadata: generated.metadata,
  'render-condition': generated.renderCondition,
  tenant: generated.tenant,
  widget: generated.widget,
} as unknown as { [K in SchemaName]: CompiledValidator<SchemaTypes[K]> };

/** The precompiled validator of a schema of schemas/. */
export function getValidator<K extends SchemaName>(name: K): CompiledValidator<SchemaTypes[K]> {
  return table[name];
}
