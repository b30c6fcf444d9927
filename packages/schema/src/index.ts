export type * from './generated/types.gen.js';
export { schemaDocuments } from './generated/schemas.gen.js';
export type { SchemaName } from './generated/schemas.gen.js';
export { WIDGET_KINDS } from './generated/widget-kinds.gen.js';
export type { WidgetKindInfo } from './generated/widget-kinds.gen.js';
export { PALETTE } from './generated/palette.gen.js';
export { getValidator } from './validators.js';
export type { CompiledValidator, SchemaError, SchemaTypes } from './validators.js';

/** Version of the file format written in every file's `schemaVersion`. */
export const CURRENT_SCHEMA_VERSION = 2;
