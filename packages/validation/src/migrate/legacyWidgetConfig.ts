import type { LocalizedText, RenderCondition, WidgetType } from '@voz/schema';
import { childPointer } from './json-pointer.js';
import type { LegacyDashboardV1, LegacyRenderConditionV1, LegacyWidgetV1 } from './legacy-v1.js';
import { LEGACY_WIDGET_TYPES } from './legacy-widget-types.js';
import type { LegacyWidgetType } from './legacy-widget-types.js';
import { MigrationError } from './MigrationError.js';
import type { MigrationNote, MigrationStepResult } from './migration-types.js';
import {
  DASHBOARD_FIELD_ORDER,
  EXTRAS_ORDER,
  REQUEST_FIELD_ORDER,
  WIDGET_FIELD_ORDER,
  acceptsConfigValue,
  acceptsDashboardField,
  acceptsExtra,
  acceptsRequestField,
  acceptsWidgetField,
  configPropertiesOf,
  orderKeys,
  widgetSchemaError,
} from './schema-probes.js';

// Step 1 -> 2 ('legacy-widget-config'): the legacy shape of docs/decisions/legacy-dashboards.md to
// the v2 schemas. Policy: a field the v2 document requires that is missing or unusable throws a
// MigrationError; an optional value v2 cannot hold is dropped and reported as a note.

type Json = Record<string, unknown>;

const DEFAULT_SCHEMA_PATH = '../../schemas/dashboard.schema.json';
const SCHEMA_FILE = 'schemas/dashboard.schema.json';

const DASHBOARD_FIELDS: ReadonlySet<string> = new Set<keyof LegacyDashboardV1>([
  '$schema',
  'schemaVersion',
  'key',
  'title',
  'description',
  'heroBackgroundCriticalMoments',
  'widgets',
]);

const WIDGET_FIELDS: ReadonlySet<string> = new Set<keyof LegacyWidgetV1>([
  'title',
  'subTitle',
  'helpText',
  'position',
  'size',
  'renderCondition',
  'config',
  'indicator',
  'criticalMomentInclude',
  'criticalMomentId',
  'extraConfigs',
]);

const TEXT_FIELDS = ['title', 'subTitle', 'helpText'] as const;

const RENDER_CONDITION_FIELDS: ReadonlySet<string> = new Set<keyof LegacyRenderConditionV1>([
  'criticalMomentInclude',
  'criticalMomentExclude',
  'criticalMomentIsRoot',
  'highestScope',
  'geoLocationInclude',
]);

/** Config keys that are not display options: they become the widget's id, type and indicators. */
const CONFIG_STRUCTURAL = new Set(['id', 'type', 'indicators']);

/** Request fields v1 and v2 share under the same name (`grouped` and `label` are converted). */
const SHARED_REQUEST_FIELDS = new Set(['key', 'url', 'value', 'singleton', 'sort', 'limit', 'dataType', 'keyExtract']);

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A present key: JSON has no undefined, but callers in JavaScript may pass one. */
function has(value: Readonly<Json>, key: string): boolean {
  return Object.hasOwn(value, key) && value[key] !== undefined;
}

function definedEntries(value: Readonly<Json>): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined);
}

/** A value for a message: JSON, cut short. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// Outputs never share objects with the input, so editing the result cannot change the input.
function copy<T>(value: T): T {
  return structuredClone(value);
}

function invalid(pointer: string, message: string): MigrationError {
  return new MigrationError('invalid-document', pointer, message);
}

function note(notes: MigrationNote[], pointer: string, message: string): void {
  notes.push({ pointer, message });
}

function dropUnknownFields(
  value: Readonly<Json>,
  known: ReadonlySet<string>,
  at: string,
  reason: string,
  notes: MigrationNote[],
): void {
  for (const [key] of definedEntries(value)) {
    if (!known.has(key)) note(notes, childPointer(at, key), `Se descartó ${key}: ${reason}`);
  }
}

/** `$schema` of the output: the input's relative depth when it had one, else dashboards/<tenant>/. */
function schemaPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.includes('://')) return DEFAULT_SCHEMA_PATH;
  const ups = /^(?:\.\/)?((?:\.\.\/)*)/.exec(raw)?.[1] ?? '';
  return ups === '' ? DEFAULT_SCHEMA_PATH : `${ups}${SCHEMA_FILE}`;
}

function optionalText(
  value: Readonly<Json>,
  field: string,
  at: string,
  notes: MigrationNote[],
): LocalizedText | undefined {
  if (!has(value, field)) return undefined;
  const text = value[field];
  const pointer = childPointer(at, field);
  if (typeof text !== 'string') throw invalid(pointer, `${field} debe ser un texto; se encontró ${show(text)}`);
  if (text === '') {
    note(notes, pointer, `Se descartó ${field}: el texto está vacío`);
    return undefined;
  }
  return { es: text };
}

/**
 * A list of metadata ids: an error unless it is a list of integers from 0; repeated ids are
 * removed and an empty list is dropped, both with a note.
 */
function idList(raw: unknown, pointer: string, label: string, notes: MigrationNote[]): number[] | undefined {
  if (!Array.isArray(raw) || !raw.every((id) => Number.isInteger(id) && (id as number) >= 0)) {
    throw invalid(
      pointer,
      `${label} debe ser una lista de identificadores (enteros desde 0); se encontró ${show(raw)}`,
    );
  }
  const ids = [...new Set(raw as number[])];
  if (ids.length < raw.length) {
    const repeated = [...new Set(raw.filter((id, i) => raw.indexOf(id) !== i))];
    note(notes, pointer, `Se quitaron de ${label} los identificadores repetidos: ${repeated.join(', ')}`);
  }
  if (ids.length === 0) {
    note(notes, pointer, `Se descartó ${label}: la lista está vacía`);
    return undefined;
  }
  return ids;
}

function heroBackground(input: Readonly<Json>, notes: MigrationNote[]): Json | undefined {
  const field = 'heroBackgroundCriticalMoments';
  if (!has(input, field)) return undefined;
  const ids = idList(input[field], childPointer('', field), field, notes);
  if (ids === undefined) return undefined;
  return { default: 'default', variants: [{ when: { criticalMoments: { includesAny: ids } }, style: 'hero' }] };
}

function migrateRenderCondition(raw: unknown, at: string, notes: MigrationNote[]): RenderCondition | undefined {
  if (!isRecord(raw)) throw invalid(at, `renderCondition debe ser un objeto; se encontró ${show(raw)}`);
  // Dropping an unknown part would show the widget more often than intended: refuse instead.
  for (const [key] of definedEntries(raw)) {
    if (!RENDER_CONDITION_FIELDS.has(key)) {
      throw invalid(
        childPointer(at, key),
        `renderCondition.${key} no existe en la versión 1; escriba esa condición a mano en la versión 2`,
      );
    }
  }
  const leaves: RenderCondition[] = [];
  const ids = (field: keyof LegacyRenderConditionV1): number[] | undefined =>
    has(raw, field) ? idList(raw[field], childPointer(at, field), `renderCondition.${field}`, notes) : undefined;
  const flag = (field: keyof LegacyRenderConditionV1): boolean | undefined => {
    if (!has(raw, field)) return undefined;
    const value = raw[field];
    if (typeof value !== 'boolean') {
      throw invalid(
        childPointer(at, field),
        `renderCondition.${field} debe ser true o false; se encontró ${show(value)}`,
      );
    }
    return value;
  };

  const include = ids('criticalMomentInclude');
  if (include) leaves.push({ criticalMoments: { includesAny: include } });
  const exclude = ids('criticalMomentExclude');
  if (exclude) leaves.push({ not: { criticalMoments: { includesAny: exclude } } });
  const isRoot = flag('criticalMomentIsRoot');
  if (isRoot !== undefined) leaves.push({ criticalMoments: { isRoot } });
  const highestScope = flag('highestScope');
  if (highestScope !== undefined) leaves.push({ highestScope });
  const geographies = ids('geoLocationInclude');
  if (geographies) leaves.push({ geographies: { includesAny: geographies } });

  if (leaves.length <= 1) return leaves[0];
  return { all: leaves };
}

function widgetId(config: Readonly<Json>, configAt: string): string {
  if (!has(config, 'id')) throw invalid(configAt, 'Falta config.id: cada widget necesita un identificador');
  const id = config.id;
  if (typeof id !== 'string' || !acceptsWidgetField('id', id)) {
    throw invalid(
      childPointer(configAt, 'id'),
      `config.id ${show(id)} no es un identificador válido: letras, dígitos, _, - y ., empezando por letra o dígito, hasta 80 caracteres`,
    );
  }
  return id;
}

function legacyType(config: Readonly<Json>, configAt: string): { name: string; mapping: LegacyWidgetType } {
  if (!has(config, 'type')) throw invalid(configAt, 'Falta config.type: el tipo del widget');
  const name = config.type;
  const pointer = childPointer(configAt, 'type');
  if (typeof name !== 'string') throw invalid(pointer, `config.type debe ser un texto; se encontró ${show(name)}`);
  const mapping = LEGACY_WIDGET_TYPES.get(name);
  if (mapping === undefined) {
    throw new MigrationError(
      'unknown-widget-type',
      pointer,
      `El tipo de widget "${name}" del formato antiguo no tiene equivalente en la versión 2`,
    );
  }
  return { name, mapping };
}

const GRID_RULES = {
  position: 'position debe ser [columna, fila], con la columna de 0 a 3 y la fila de 0 a 999',
  size: 'size debe ser [ancho, alto], con el ancho de 1 a 4 y el alto de 1 a 12',
} as const;

function gridField(widget: Readonly<Json>, field: keyof typeof GRID_RULES, at: string): unknown {
  const value = widget[field];
  if (!acceptsWidgetField(field, value)) {
    throw invalid(childPointer(at, field), `${GRID_RULES[field]}; se encontró ${show(value)}`);
  }
  return copy(value);
}

/** The v2 `config`: options implied by the legacy name, then the options the v2 kind accepts. */
function migrateConfig(
  config: Readonly<Json>,
  configAt: string,
  typeName: string,
  mapping: LegacyWidgetType,
  notes: MigrationNote[],
): Json | undefined {
  const kind: WidgetType = mapping.kind;
  const implied = mapping.config ?? {};
  const accepted = configPropertiesOf(kind);
  const out: Json = { ...implied };
  for (const [legacyKey, value] of definedEntries(config)) {
    if (CONFIG_STRUCTURAL.has(legacyKey)) continue;
    const pointer = childPointer(configAt, legacyKey);
    if (Object.hasOwn(implied, legacyKey)) {
      if (!sameJson(value, implied[legacyKey])) {
        note(
          notes,
          pointer,
          `Se descartó config.${legacyKey}: el tipo ${typeName} ya fija ${legacyKey} en ${show(implied[legacyKey])}`,
        );
      }
      continue;
    }
    let key = legacyKey;
    let kept = value;
    // A legacy section label carried its one colour in `colors`; v2 labels have `color`.
    if (kind === 'label' && key === 'colors') {
      if (has(config, 'color') || !Array.isArray(value) || value.length !== 1) {
        note(notes, pointer, 'Se descartó config.colors: una etiqueta admite un solo color, en config.color');
        continue;
      }
      key = 'color';
      kept = value[0];
    }
    if (!accepted.includes(key)) {
      note(notes, pointer, `Se descartó config.${legacyKey}: el tipo ${kind} no la admite`);
    } else if (!acceptsConfigValue(kind, key, kept)) {
      note(
        notes,
        pointer,
        `Se descartó config.${legacyKey}: el valor ${show(value)} no es válido para el tipo ${kind}`,
      );
    } else {
      out[key] = copy(kept);
    }
  }
  return Object.keys(out).length === 0 ? undefined : orderKeys(out, accepted);
}

function indicatorName(raw: Readonly<Json>, at: string, what: string): string {
  if (!has(raw, 'indicator')) throw invalid(at, `Falta indicator: ${what} necesita el código de un indicador`);
  const name = raw.indicator;
  if (typeof name !== 'string' || !acceptsRequestField('indicator', name)) {
    throw invalid(
      childPointer(at, 'indicator'),
      `indicator ${show(name)} no es un código de indicador válido: letras, dígitos, _, - y ., hasta 120 caracteres`,
    );
  }
  return name;
}

/** Puts `value` in `extras` if §3.1 knows the key and accepts the value; otherwise notes why not. */
function addExtra(
  extras: Json,
  key: string,
  value: unknown,
  pointer: string,
  label: string,
  notes: MigrationNote[],
): void {
  if (!EXTRAS_ORDER.includes(key)) {
    note(notes, pointer, `Se descartó ${label}: no es un parámetro conocido de las peticiones de indicador`);
  } else if (!acceptsExtra(key, value)) {
    note(notes, pointer, `Se descartó ${label}: el valor ${show(value)} no es válido para ${key}`);
  } else {
    if (has(extras, key) && !sameJson(extras[key], value)) {
      note(
        notes,
        pointer,
        `${label} (${show(value)}) reemplazó el valor ${show(extras[key])} que la primera petición tenía en extras.${key}`,
      );
    }
    extras[key] = copy(value);
  }
}

function keepRequestField(
  out: Json,
  field: string,
  value: unknown,
  pointer: string,
  legacyField: string,
  legacyValue: unknown,
  notes: MigrationNote[],
): void {
  if (acceptsRequestField(field, value)) out[field] = copy(value);
  else
    note(
      notes,
      pointer,
      `Se descartó ${legacyField}: el valor ${show(legacyValue)} no es válido en una petición de indicador`,
    );
}

function migrateRequest(raw: unknown, at: string, notes: MigrationNote[]): Json {
  if (!isRecord(raw)) throw invalid(at, `Cada petición de indicador debe ser un objeto; se encontró ${show(raw)}`);
  const out: Json = { indicator: indicatorName(raw, at, 'cada petición') };
  const extras: Json = {};
  for (const [key, value] of definedEntries(raw)) {
    if (key === 'indicator') continue;
    const pointer = childPointer(at, key);
    if (key === 'grouped') {
      keepRequestField(out, 'groupBy', typeof value === 'string' ? [value] : value, pointer, key, value, notes);
    } else if (key === 'label') {
      keepRequestField(out, 'label', typeof value === 'string' ? { es: value } : value, pointer, key, value, notes);
    } else if (SHARED_REQUEST_FIELDS.has(key)) {
      keepRequestField(out, key, value, pointer, key, value, notes);
    } else {
      addExtra(extras, key, value, pointer, key, notes);
    }
  }
  if (Object.keys(extras).length > 0) out.extras = orderKeys(extras, EXTRAS_ORDER);
  return out;
}

/**
 * The v2 `indicators`: config.indicators, with the widget-level shorthand. `indicator` becomes the
 * first request unless the first request already asks for it; `criticalMomentInclude`,
 * `criticalMomentId` and `extraConfigs` (in that order, later ones winning) merge into the first
 * request's extras.
 */
function migrateIndicators(
  widget: Readonly<Json>,
  config: Readonly<Json>,
  at: string,
  configAt: string,
  notes: MigrationNote[],
): Json[] | undefined {
  const requests: Json[] = [];
  if (has(config, 'indicators')) {
    const list = config.indicators;
    const listAt = childPointer(configAt, 'indicators');
    if (!Array.isArray(list)) throw invalid(listAt, `config.indicators debe ser una lista; se encontró ${show(list)}`);
    list.forEach((request, i) => requests.push(migrateRequest(request, childPointer(listAt, i), notes)));
  }
  if (has(widget, 'indicator')) {
    const name = indicatorName(widget, at, 'el widget');
    if (requests[0]?.indicator !== name) requests.unshift({ indicator: name });
  }

  const pins: { key: string; value: unknown; pointer: string; label: string }[] = [];
  for (const key of ['criticalMomentInclude', 'criticalMomentId'] as const) {
    if (has(widget, key)) pins.push({ key, value: widget[key], pointer: childPointer(at, key), label: key });
  }
  if (has(widget, 'extraConfigs')) {
    const extraConfigs = widget.extraConfigs;
    const extraAt = childPointer(at, 'extraConfigs');
    if (!isRecord(extraConfigs))
      throw invalid(extraAt, `extraConfigs debe ser un objeto; se encontró ${show(extraConfigs)}`);
    for (const [key, value] of definedEntries(extraConfigs)) {
      pins.push({ key, value, pointer: childPointer(extraAt, key), label: `extraConfigs.${key}` });
    }
  }
  const first = requests[0];
  if (first === undefined) {
    for (const pin of pins) {
      note(notes, pin.pointer, `Se descartó ${pin.label}: el widget no pide ningún indicador al que aplicarlo`);
    }
  } else if (pins.length > 0) {
    const extras: Json = isRecord(first.extras) ? { ...first.extras } : {};
    for (const pin of pins) addExtra(extras, pin.key, pin.value, pin.pointer, pin.label, notes);
    if (Object.keys(extras).length > 0) first.extras = orderKeys(extras, EXTRAS_ORDER);
  }
  return requests.length === 0 ? undefined : requests.map((request) => orderKeys(request, REQUEST_FIELD_ORDER));
}

function migrateWidget(raw: unknown, at: string, notes: MigrationNote[]): Json {
  if (!isRecord(raw)) throw invalid(at, `Cada widget debe ser un objeto; se encontró ${show(raw)}`);
  dropUnknownFields(raw, WIDGET_FIELDS, at, 'no es un campo de widget de la versión 1', notes);
  if (!has(raw, 'config')) throw invalid(at, 'Falta config: cada widget necesita config.id y config.type');
  const configAt = childPointer(at, 'config');
  const config = raw.config;
  if (!isRecord(config)) throw invalid(configAt, `config debe ser un objeto; se encontró ${show(config)}`);
  const id = widgetId(config, configAt);
  const { name: typeName, mapping } = legacyType(config, configAt);

  const out: Json = { id, type: mapping.kind };
  for (const field of TEXT_FIELDS) {
    const text = optionalText(raw, field, at, notes);
    if (text !== undefined) out[field] = text;
  }
  if (mapping.kind === 'label' && out.title === undefined) {
    throw invalid(at, `Falta title: un widget de tipo ${typeName} es una etiqueta de sección y solo muestra su título`);
  }
  if (has(raw, 'position')) out.position = gridField(raw, 'position', at);
  if (!has(raw, 'size')) throw invalid(at, 'Falta size: cada widget necesita [ancho, alto]');
  out.size = gridField(raw, 'size', at);
  if (has(raw, 'renderCondition')) {
    const condition = migrateRenderCondition(raw.renderCondition, childPointer(at, 'renderCondition'), notes);
    if (condition !== undefined) out.renderCondition = condition;
  }
  const options = migrateConfig(config, configAt, typeName, mapping, notes);
  if (options !== undefined) out.config = options;
  const indicators = migrateIndicators(raw, config, at, configAt, notes);
  if (indicators !== undefined) out.indicators = indicators;

  const widget = orderKeys(out, WIDGET_FIELD_ORDER);
  // Every part above is checked on its own; this catches what only shows on the whole (20+ requests).
  const error = widgetSchemaError(widget);
  if (error !== undefined) throw invalid(at, `El widget ${id} no da un widget válido de la versión 2 (${error})`);
  return widget;
}

/** Migration 1 -> 2 ('legacy-widget-config'): a legacy dashboard to the v2 schemas. Pure. */
export function migrateLegacyWidgetConfig(input: Readonly<Record<string, unknown>>): MigrationStepResult {
  const notes: MigrationNote[] = [];
  dropUnknownFields(input, DASHBOARD_FIELDS, '', 'no es un campo de tablero de la versión 1', notes);

  if (!has(input, 'key')) throw invalid('', 'Falta key: la clave del tablero (el nombre del archivo sin .json)');
  const key = input.key;
  if (typeof key !== 'string' || !acceptsDashboardField('key', key)) {
    throw invalid(
      '/key',
      `key ${show(key)} no es una clave válida: letras, dígitos, _ y -, empezando por letra o dígito`,
    );
  }
  if (!has(input, 'title')) throw invalid('', 'Falta title: el título del tablero');
  const title = optionalText(input, 'title', '', notes);
  if (title === undefined) throw invalid('/title', 'title no puede estar vacío');

  const out: Json = { $schema: schemaPath(input.$schema), schemaVersion: 2, key, title };
  const description = optionalText(input, 'description', '', notes);
  if (description !== undefined) out.description = description;
  const background = heroBackground(input, notes);
  if (background !== undefined) out.background = background;

  if (!has(input, 'widgets')) throw invalid('', 'Falta widgets: la lista de widgets del tablero');
  const widgets = input.widgets;
  if (!Array.isArray(widgets)) throw invalid('/widgets', `widgets debe ser una lista; se encontró ${show(widgets)}`);
  out.widgets = widgets.map((widget, i) => migrateWidget(widget, childPointer('/widgets', i), notes));

  return { document: orderKeys(out, DASHBOARD_FIELD_ORDER), notes };
}
