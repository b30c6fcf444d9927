import { WIDGET_KINDS, getValidator, schemaDocuments } from '@voz/schema';
import type { WidgetType } from '@voz/schema';

// The 1 -> 2 step reads what v2 accepts from the schemas themselves, so the migration can never
// keep an option the validator would then reject. When a version 3 arrives, freeze these tables.

const widgetValidator = getValidator('widget');
const requestValidator = getValidator('indicator-request');
const dashboardValidator = getValidator('dashboard');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys of the `properties` object found by following `path` from `schema`, in schema order. */
function propertyNames(schema: unknown, path: readonly string[]): readonly string[] {
  let node = schema;
  for (const step of path) node = isObject(node) ? node[step] : undefined;
  if (!isObject(node)) throw new Error(`schema-probes: no properties at ${path.join('/')}`);
  return Object.keys(node);
}

/** Dashboard fields in schema order. */
export const DASHBOARD_FIELD_ORDER = propertyNames(schemaDocuments.dashboard, ['properties']);
/** Widget fields in schema order (id, type, title, ..., config, indicators). */
export const WIDGET_FIELD_ORDER = propertyNames(schemaDocuments.widget, ['$defs', 'widgetBase', 'properties']);
/** Indicator request fields in schema order. */
export const REQUEST_FIELD_ORDER = propertyNames(schemaDocuments['indicator-request'], ['properties']);
/** Request extras (catalogue §3.1) in schema order. */
export const EXTRAS_ORDER = propertyNames(schemaDocuments['indicator-request'], ['$defs', 'extras', 'properties']);

const configProperties = new Map<string, readonly string[]>(WIDGET_KINDS.map((k) => [k.type, k.configProperties]));

/** The `config` options a v2 kind accepts, in schema order. */
export function configPropertiesOf(kind: WidgetType): readonly string[] {
  return configProperties.get(kind) ?? [];
}

/** A copy of `value` with its keys in `order` (keys not in `order` last, as they came). */
export function orderKeys(value: Readonly<Record<string, unknown>>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (Object.hasOwn(value, key)) out[key] = value[key];
  for (const key of Object.keys(value)) if (!Object.hasOwn(out, key)) out[key] = value[key];
  return out;
}

// A probe is the smallest valid object of its schema plus the one value under test, so a
// rejection can only come from that value.
const PROBE_TEXT = { es: 'x' };

/** Whether the v2 kind accepts `value` for `config[key]`. */
export function acceptsConfigValue(kind: WidgetType, key: string, value: unknown): boolean {
  return widgetValidator({ id: 'probe', type: kind, title: PROBE_TEXT, size: [1, 1], config: { [key]: value } });
}

/** Whether a v2 widget accepts `value` for one of its shared fields (id, position, size...). */
export function acceptsWidgetField(field: string, value: unknown): boolean {
  return widgetValidator({ id: 'probe', type: 'spacer', size: [1, 1], [field]: value });
}

/** Whether a v2 indicator request accepts `value` for `field`. */
export function acceptsRequestField(field: string, value: unknown): boolean {
  return requestValidator({ indicator: 'PROBE', [field]: value });
}

/** Whether a v2 indicator request accepts `value` for `extras[key]`. */
export function acceptsExtra(key: string, value: unknown): boolean {
  return requestValidator({ indicator: 'PROBE', extras: { [key]: value } });
}

/** Whether a v2 dashboard accepts `value` for `field` (key, title...). */
export function acceptsDashboardField(field: string, value: unknown): boolean {
  return dashboardValidator({ schemaVersion: 2, key: 'probe', title: PROBE_TEXT, widgets: [], [field]: value });
}

/** The first schema error of a whole v2 widget, as "pointer: message", or undefined when it is valid. */
export function widgetSchemaError(widget: unknown): string | undefined {
  if (widgetValidator(widget)) return undefined;
  const first = widgetValidator.errors?.[0];
  return first === undefined ? 'no es válido' : `${first.instancePath || '/'}: ${first.message ?? first.keyword}`;
}
