// What changed between two versions of a document, in Spanish, for the people who review a save:
// one list of lines per widget (matched by id) and one for the rest of the document. Dashboards
// and fragments are described field by field; other files (tenant.json, metadata.json,
// indicators.json) by their changed top-level keys. Columns and rows are counted from 1, as
// people count them; the files count them from 0.
//
// Pure and cheap: widgets are compared with a structural equality first, and only the ones that
// differ are described (a 60-widget dashboard with one change takes a fraction of a millisecond).
import { describeCondition } from '@voz/core';
import { widgetKind } from '@voz/widgets';

/** The lines of one widget that was added, removed or changed. */
export interface WidgetChange {
  id: string;
  /** The widget's Spanish title (its id when it has none). */
  title: string;
  kind: 'added' | 'removed' | 'changed';
  lines: string[];
}

/** Every change between two versions of a document. */
export interface ChangeSummary {
  /** Widgets of the document's own list: in the order of the new version, removed ones last. */
  widgets: WidgetChange[];
  /** Everything else: title, description, background, includes (with their overrides), other keys. */
  document: string[];
  /** Number of lines, widgets and document together. */
  count: number;
}

type Obj = Record<string, unknown>;

/** Whether the lines describe a widget of the document or the override of an included widget. */
type Mode = 'widget' | 'override';

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values; the order of object keys does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Obj;
  const bo = b as Obj;
  let count = 0;
  for (const key in ao) {
    if (!Object.hasOwn(ao, key)) continue;
    const value = ao[key];
    if (value === undefined) continue;
    count++;
    if (!Object.hasOwn(bo, key) || !jsonEqual(value, bo[key])) return false;
  }
  for (const key in bo) if (Object.hasOwn(bo, key) && bo[key] !== undefined) count--;
  return count === 0;
}

// ---------------------------------------------------------------------------------------------
// Wording

const quote = (text: string): string => `'${text}'`;

/** A cell as people count it: [0, 0] is (1,1). */
function cell(position: unknown): string {
  if (Array.isArray(position) && typeof position[0] === 'number' && typeof position[1] === 'number') {
    return `(${position[0] + 1},${position[1] + 1})`;
  }
  return compact(position);
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

function sizeText(size: unknown): string {
  return isPair(size) ? `${size[0]}×${size[1]}` : compact(size);
}

const MAX_VALUE_CHARS = 100;

/** A value in one line: numbers, booleans and strings as they are, lists and objects as JSON. */
function compact(value: unknown): string {
  if (value === undefined) return 'ninguno';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return `[${value.map((item) => compact(item)).join(', ')}]`;
  }
  const json = JSON.stringify(value) ?? typeof value;
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS - 1)}…` : json;
}

/** The Spanish text of a LocalizedText (or the value itself when it is not one). */
function spanish(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (isObj(value)) return typeof value['es'] === 'string' ? value['es'] : undefined;
  return typeof value === 'string' ? value : compact(value);
}

function english(value: unknown): string | undefined {
  return isObj(value) && typeof value['en'] === 'string' ? value['en'] : undefined;
}

/** "Se movió …" -> "se movió …", for lines placed after a "Inclusión de …:" prefix. */
function lowerFirst(line: string): string {
  const [first, second] = line;
  if (first === undefined || second === undefined) return line;
  if (first !== first.toLowerCase() && second === second.toLowerCase()) return first.toLowerCase() + line.slice(1);
  return line;
}

/** A render condition in Spanish (core's describer); compact JSON for one it cannot read. */
function condition(value: unknown, absent: string): string {
  if (value === undefined) return absent;
  if (!isObj(value)) return compact(value);
  try {
    return describeCondition(value);
  } catch {
    return compact(value);
  }
}

/** Spanish name of a widget kind, from the widget registry; the type itself for an unknown one. */
function kindName(type: unknown): string {
  if (typeof type !== 'string') return compact(type);
  return widgetKind(type)?.name ?? type;
}

/** How a widget is named in lines: its Spanish title, else its id. */
function widgetName(widget: Obj | undefined, fallback: string): string {
  const title = spanish(widget?.['title']);
  return title !== undefined && title !== '' ? title : fallback;
}

/**
 * Lines for the texts of a LocalizedText field: "Título: 'A' → 'B'" and "Título (en): …".
 * `absent` names a missing text ("ninguno", or "el del fragmento" for an override).
 */
function textLines(label: string, before: unknown, after: unknown, absent: string, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const show = (text: string | undefined, whole: unknown): string =>
    text !== undefined ? quote(text) : whole === undefined ? absent : 'ninguno';
  const esBefore = spanish(before);
  const esAfter = spanish(after);
  if (esBefore !== esAfter || (before === undefined) !== (after === undefined)) {
    out.push(`${label}: ${show(esBefore, before)} → ${show(esAfter, after)}`);
  }
  const enBefore = english(before);
  const enAfter = english(after);
  if (enBefore !== enAfter) out.push(`${label} (en): ${show(enBefore, before)} → ${show(enAfter, after)}`);
}

// ---------------------------------------------------------------------------------------------
// Lists: a common head and tail are unchanged; the middle is compared item by item.

interface Alignment {
  /** [index before, index after] of items compared one to one (unequal ones only). */
  changed: [number, number][];
  /** Indexes (in `after`) of items that are new. */
  added: number[];
  /** Indexes (in `before`) of items that are gone. */
  removed: number[];
}

function align(before: readonly unknown[], after: readonly unknown[]): Alignment {
  let head = 0;
  while (head < before.length && head < after.length && jsonEqual(before[head], after[head])) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    jsonEqual(before[before.length - 1 - tail], after[after.length - 1 - tail])
  ) {
    tail++;
  }
  const beforeMiddle = before.length - head - tail;
  const afterMiddle = after.length - head - tail;
  const paired = Math.min(beforeMiddle, afterMiddle);
  const result: Alignment = { changed: [], added: [], removed: [] };
  for (let i = 0; i < paired; i++) {
    if (!jsonEqual(before[head + i], after[head + i])) result.changed.push([head + i, head + i]);
  }
  for (let i = paired; i < afterMiddle; i++) result.added.push(head + i);
  for (let i = paired; i < beforeMiddle; i++) result.removed.push(head + i);
  return result;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asObj = (value: unknown): Obj => (isObj(value) ? value : {});

// ---------------------------------------------------------------------------------------------
// Colour scales

function bandRange(band: Obj): string {
  const parts: string[] = [];
  if (band['from'] !== undefined) parts.push(`desde ${compact(band['from'])}`);
  if (band['above'] !== undefined) parts.push(`más de ${compact(band['above'])}`);
  if (band['upTo'] !== undefined) parts.push(`hasta ${compact(band['upTo'])}`);
  if (band['below'] !== undefined) parts.push(`menos de ${compact(band['below'])}`);
  return parts.length === 0 ? 'todos los valores' : parts.join(' y ');
}

function bandText(band: unknown): string {
  if (!isObj(band)) return compact(band);
  return `${bandRange(band)}, ${compact(band['color'])}`;
}

/** The bound of one side of a band: which field states it and its value. */
function bound(band: Obj, side: 'lower' | 'upper'): { field: string; value: unknown } | undefined {
  const fields = side === 'lower' ? ['from', 'above'] : ['upTo', 'below'];
  for (const field of fields) if (band[field] !== undefined) return { field, value: band[field] };
  return undefined;
}

function scaleLines(before: unknown, after: unknown, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const name = (scale: unknown): string =>
    scale === undefined
      ? 'ninguna'
      : typeof scale === 'string'
        ? quote(scale)
        : isObj(scale)
          ? 'en línea'
          : compact(scale);
  if (!isObj(before) || !isObj(after)) {
    out.push(`Escala de color: ${name(before)} → ${name(after)}`);
    return;
  }
  textLines('Descripción de la escala', before['description'], after['description'], 'ninguna', out);
  const bandsBefore = asList(before['bands']);
  const bandsAfter = asList(after['bands']);
  const { changed, added, removed } = align(bandsBefore, bandsAfter);
  // A threshold shared by two bands (the upper bound of one, the lower of the next) is one line.
  const thresholds = new Set<string>();
  for (const [b, a] of changed) {
    const was = bandsBefore[b];
    const now = bandsAfter[a];
    const n = a + 1;
    if (!isObj(was) || !isObj(now)) {
      out.push(`Banda ${n}: ${bandText(was)} → ${bandText(now)}`);
      continue;
    }
    let boundsDescribed = true;
    for (const side of ['lower', 'upper'] as const) {
      const x = bound(was, side);
      const y = bound(now, side);
      if (jsonEqual(x, y)) continue;
      if (x && y && x.field === y.field) {
        const line = `Umbral ${compact(x.value)} → ${compact(y.value)}`;
        if (!thresholds.has(line)) {
          thresholds.add(line);
          out.push(line);
        }
      } else {
        boundsDescribed = false;
      }
    }
    if (!boundsDescribed) out.push(`Límites de la banda ${n}: ${bandRange(was)} → ${bandRange(now)}`);
    if (!jsonEqual(was['color'], now['color'])) {
      out.push(`Color de la banda ${n}: ${compact(was['color'])} → ${compact(now['color'])}`);
    }
    textLines(`Etiqueta de la banda ${n}`, was['label'], now['label'], 'ninguna', out);
    for (const key of unknownKeys(was, now, BAND_KEYS)) out.push(`Banda ${n}: ${keyLine(key, was[key], now[key])}`);
  }
  for (const a of added) out.push(`Se añadió la banda ${a + 1}: ${bandText(bandsAfter[a])}`);
  for (const b of removed) out.push(`Se quitó la banda ${b + 1}: ${bandText(bandsBefore[b])}`);
  for (const key of unknownKeys(before, after, SCALE_KEYS)) {
    out.push(`Escala de color: ${keyLine(key, before[key], after[key])}`);
  }
}

const BAND_KEYS = new Set(['from', 'above', 'upTo', 'below', 'color', 'label']);
const SCALE_KEYS = new Set(['description', 'bands']);

/** Keys of either object, outside `known`, whose values differ (in the order of `after`, then `before`). */
function unknownKeys(before: Obj, after: Obj, known: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  for (const key of Object.keys(after)) {
    if (!known.has(key) && !jsonEqual(before[key], after[key])) keys.push(key);
  }
  for (const key of Object.keys(before)) {
    if (!known.has(key) && !Object.hasOwn(after, key) && before[key] !== undefined) keys.push(key);
  }
  return keys;
}

/** "Se añadió x: 1", "Se quitó x" or "x: 1 → 2". */
function keyLine(key: string, before: unknown, after: unknown): string {
  if (before === undefined) return `Se añadió ${key}: ${compact(after)}`;
  if (after === undefined) return `Se quitó ${key}`;
  return `${key}: ${compact(before)} → ${compact(after)}`;
}

// ---------------------------------------------------------------------------------------------
// Config

/** Config lines: "decimals: 1 → 2", "Se quitó showSample", nested objects as "a.b: x → y". */
function configLines(before: Obj, after: Obj, out: string[], path = ''): void {
  const keys = [...Object.keys(after)];
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) keys.push(key);
  for (const key of keys) {
    const was = before[key];
    const now = after[key];
    if (jsonEqual(was, now)) continue;
    if (path === '' && key === 'colorScale') {
      scaleLines(was, now, out);
    } else if (isObj(was) && isObj(now)) {
      configLines(was, now, out, `${path}${key}.`);
    } else {
      out.push(keyLine(`${path}${key}`, was, now));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Indicators

const INDICATOR_FIELDS: readonly [string, string][] = [
  ['key', 'la clave'],
  ['url', 'la llamada'],
  ['label', 'la etiqueta'],
  ['value', 'el campo de valor'],
  ['singleton', 'singleton'],
  ['sort', 'el orden'],
  ['limit', 'el límite'],
  ['dataType', 'el tipo de datos'],
  ['keyExtract', 'los campos leídos'],
];
const INDICATOR_KEYS = new Set(['indicator', 'groupBy', 'extras', ...INDICATOR_FIELDS.map(([key]) => key)]);

function indicatorValue(key: string, value: unknown): string {
  if (value === undefined) return 'ninguno';
  if (key === 'label') return quote(spanish(value) ?? '');
  if (key === 'sort' && isObj(value)) return `${compact(value['field'])} ${compact(value['order'] ?? 'desc')}`;
  if (Array.isArray(value)) return value.map((item) => compact(item)).join(', ');
  return compact(value);
}

function indicatorCode(request: unknown): string {
  return isObj(request) ? compact(request['indicator']) : compact(request);
}

function indicatorLines(before: unknown, after: unknown, mode: Mode, out: string[]): void {
  if (jsonEqual(before, after)) return;
  if (mode === 'override' && (before === undefined || after === undefined)) {
    const list = (value: unknown): string =>
      value === undefined ? 'los del fragmento' : asList(value).map(indicatorCode).join(', ') || 'ninguno';
    out.push(`Indicadores: ${list(before)} → ${list(after)}`);
    return;
  }
  const was = asList(before);
  const now = asList(after);
  const { changed, added, removed } = align(was, now);
  for (const [b, a] of changed) {
    const x = was[b];
    const y = now[a];
    const n = a + 1;
    if (!isObj(x) || !isObj(y)) {
      out.push(`Indicador ${n}: ${compact(x)} → ${compact(y)}`);
      continue;
    }
    if (!jsonEqual(x['indicator'], y['indicator'])) {
      out.push(`Indicador ${n}: ${compact(x['indicator'])} → ${compact(y['indicator'])}`);
    }
    if (!jsonEqual(x['groupBy'], y['groupBy'])) {
      const groups = (value: unknown): string => (value === undefined ? 'ninguna' : indicatorValue('groupBy', value));
      out.push(`Se cambió la agrupación del indicador ${n}: ${groups(x['groupBy'])} → ${groups(y['groupBy'])}`);
    }
    for (const [key, name] of INDICATOR_FIELDS) {
      if (jsonEqual(x[key], y[key])) continue;
      out.push(`Se cambió ${name} del indicador ${n}: ${indicatorValue(key, x[key])} → ${indicatorValue(key, y[key])}`);
    }
    const extrasBefore = asObj(x['extras']);
    const extrasAfter = asObj(y['extras']);
    for (const key of unknownKeys(extrasBefore, extrasAfter, new Set())) {
      const p = extrasBefore[key];
      const q = extrasAfter[key];
      if (p === undefined) out.push(`Se añadió ${key} (extras) al indicador ${n}: ${compact(q)}`);
      else if (q === undefined) out.push(`Se quitó ${key} (extras) del indicador ${n}`);
      else out.push(`Se cambió ${key} (extras) del indicador ${n}: ${compact(p)} → ${compact(q)}`);
    }
    for (const key of unknownKeys(x, y, INDICATOR_KEYS)) out.push(`Indicador ${n}: ${keyLine(key, x[key], y[key])}`);
  }
  for (const a of added) out.push(`Se añadió el indicador ${a + 1}: ${indicatorCode(now[a])}`);
  for (const b of removed) out.push(`Se quitó el indicador ${b + 1}: ${indicatorCode(was[b])}`);
}

// ---------------------------------------------------------------------------------------------
// Layout variants

function layoutText(variant: unknown): string {
  if (!isObj(variant)) return compact(variant);
  const parts = [`cuando ${condition(variant['when'], 'siempre')}`];
  if (variant['position'] !== undefined) parts.push(`en ${cell(variant['position'])}`);
  if (variant['size'] !== undefined) parts.push(`tamaño ${sizeText(variant['size'])}`);
  return parts.join(', ');
}

function layoutLines(before: unknown, after: unknown, mode: Mode, out: string[]): void {
  if (jsonEqual(before, after)) return;
  if (mode === 'override' && (before === undefined || after === undefined)) {
    const list = (value: unknown): string =>
      value === undefined ? 'las del fragmento' : asList(value).map(layoutText).join('; ') || 'ninguna';
    out.push(`Variantes de diseño: ${list(before)} → ${list(after)}`);
    return;
  }
  const was = asList(before);
  const now = asList(after);
  const { changed, added, removed } = align(was, now);
  for (const [b, a] of changed) {
    const x = was[b];
    const y = now[a];
    const label = `Variante de diseño ${a + 1}`;
    if (!isObj(x) || !isObj(y)) {
      out.push(`${label}: ${layoutText(x)} → ${layoutText(y)}`);
      continue;
    }
    if (!jsonEqual(x['when'], y['when'])) {
      out.push(`${label}: condición: ${condition(x['when'], 'siempre')} → ${condition(y['when'], 'siempre')}`);
    }
    if (!jsonEqual(x['position'], y['position'])) {
      const place = (value: unknown): string => (value === undefined ? 'la del widget' : cell(value));
      out.push(`${label}: posición ${place(x['position'])} → ${place(y['position'])}`);
    }
    if (!jsonEqual(x['size'], y['size'])) {
      const size = (value: unknown): string => (value === undefined ? 'el del widget' : sizeText(value));
      out.push(`${label}: tamaño ${size(x['size'])} → ${size(y['size'])}`);
    }
    for (const key of unknownKeys(x, y, LAYOUT_KEYS)) out.push(`${label}: ${keyLine(key, x[key], y[key])}`);
  }
  for (const a of added) out.push(`Se añadió la variante de diseño ${a + 1}: ${layoutText(now[a])}`);
  for (const b of removed) out.push(`Se quitó la variante de diseño ${b + 1}: ${layoutText(was[b])}`);
}

const LAYOUT_KEYS = new Set(['when', 'position', 'size']);

// ---------------------------------------------------------------------------------------------
// Widgets

const WIDGET_KEYS = new Set([
  'id',
  'type',
  'title',
  'subTitle',
  'helpText',
  'position',
  'size',
  'renderCondition',
  'layouts',
  'config',
  'indicators',
]);

/** The lines of a changed widget (or of a changed override of an included widget, `mode` 'override'). */
function widgetLines(before: Obj, after: Obj, name: string, mode: Mode): string[] {
  const out: string[] = [];
  const override = mode === 'override';
  if (!jsonEqual(before['type'], after['type']))
    out.push(`Tipo: ${compact(before['type'])} → ${compact(after['type'])}`);

  const was = before['position'];
  const now = after['position'];
  if (!jsonEqual(was, now)) {
    if (was === undefined) out.push(`Se colocó ${quote(name)} en ${cell(now)}`);
    else if (now === undefined) {
      out.push(
        override
          ? `${quote(name)} vuelve a la posición del fragmento (estaba en ${cell(was)})`
          : `${quote(name)} ya no tiene posición fija (estaba en ${cell(was)})`,
      );
    } else out.push(`Se movió ${quote(name)} de ${cell(was)} a ${cell(now)}`);
  }

  const sizeBefore = before['size'];
  const sizeAfter = after['size'];
  if (!jsonEqual(sizeBefore, sizeAfter)) {
    if (sizeBefore === undefined) out.push(`Se cambió el tamaño de ${quote(name)} a ${sizeText(sizeAfter)}`);
    else if (sizeAfter === undefined) {
      out.push(
        override
          ? `${quote(name)} vuelve al tamaño del fragmento (era ${sizeText(sizeBefore)})`
          : `Se quitó el tamaño de ${quote(name)} (era ${sizeText(sizeBefore)})`,
      );
    } else out.push(`Se cambió el tamaño de ${quote(name)} de ${sizeText(sizeBefore)} a ${sizeText(sizeAfter)}`);
  }

  const absentText = override ? 'el del fragmento' : 'ninguno';
  textLines('Título', before['title'], after['title'], absentText, out);
  textLines('Subtítulo', before['subTitle'], after['subTitle'], absentText, out);
  textLines('Texto de ayuda', before['helpText'], after['helpText'], absentText, out);

  if (!jsonEqual(before['renderCondition'], after['renderCondition'])) {
    const absent = override ? 'la del fragmento' : 'siempre';
    out.push(
      `Condición: ${condition(before['renderCondition'], absent)} → ${condition(after['renderCondition'], absent)}`,
    );
  }

  layoutLines(before['layouts'], after['layouts'], mode, out);
  if (!jsonEqual(before['config'], after['config'])) configLines(asObj(before['config']), asObj(after['config']), out);
  indicatorLines(before['indicators'], after['indicators'], mode, out);

  for (const key of unknownKeys(before, after, WIDGET_KEYS)) {
    if (before[key] === undefined) out.push(`Se añadió «${key}»`);
    else if (after[key] === undefined) out.push(`Se quitó «${key}»`);
    else out.push(`Se cambió «${key}»`);
  }
  if (out.length === 0 && !jsonEqual(before, after)) out.push(`Se cambió ${quote(name)}`);
  return out;
}

function addedLine(widget: Obj, name: string): string {
  const position = widget['position'];
  const where = position === undefined ? '' : ` en ${cell(position)}`;
  return `Se añadió ${quote(name)} (${kindName(widget['type'])})${where}`;
}

/** Widgets by a key unique in the list: the id (numbered when repeated), or the index without one. */
function keyedWidgets(list: readonly unknown[]): Map<string, { id: string; widget: Obj }> {
  const map = new Map<string, { id: string; widget: Obj }>();
  const seen = new Map<string, number>();
  list.forEach((item, index) => {
    const widget = asObj(item);
    const rawId = widget['id'];
    const id = typeof rawId === 'string' ? rawId : `#${index + 1}`;
    const times = (seen.get(id) ?? 0) + 1;
    seen.set(id, times);
    map.set(times === 1 ? id : `${id}\u0000${times}`, { id, widget });
  });
  return map;
}

function widgetChanges(before: unknown, after: unknown): WidgetChange[] {
  const was = keyedWidgets(asList(before));
  const now = keyedWidgets(asList(after));
  const changes: WidgetChange[] = [];
  for (const [key, { id, widget }] of now) {
    const old = was.get(key);
    if (old === undefined) {
      const title = widgetName(widget, id);
      changes.push({ id, title, kind: 'added', lines: [addedLine(widget, title)] });
    } else if (!jsonEqual(old.widget, widget)) {
      const title = widgetName(widget, widgetName(old.widget, id));
      changes.push({ id, title, kind: 'changed', lines: widgetLines(old.widget, widget, title, 'widget') });
    }
  }
  for (const [key, { id, widget }] of was) {
    if (now.has(key)) continue;
    const title = widgetName(widget, id);
    changes.push({ id, title, kind: 'removed', lines: [`Se quitó ${quote(title)}`] });
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Includes

const INCLUDE_KEYS = new Set([
  'fragment',
  'shared',
  'idPrefix',
  'position',
  'renderCondition',
  'widgets',
  'indicatorMap',
  'overrides',
]);

/** An include's indicatorMap in words: "POSVENTA_* por SERVICIO_*, A por B", or "ninguno". */
function renamesText(value: unknown): string {
  const entries = Object.entries(asObj(value));
  return entries.length === 0 ? 'ninguno' : entries.map(([from, to]) => `${from} por ${compact(to)}`).join(', ');
}

function includeName(include: Obj): string {
  const prefix =
    typeof include['idPrefix'] === 'string' && include['idPrefix'] !== '' ? ` (${include['idPrefix']})` : '';
  return `'${compact(include['fragment'])}'${prefix}`;
}

function keyedIncludes(list: readonly unknown[]): Map<string, Obj> {
  const map = new Map<string, Obj>();
  const seen = new Map<string, number>();
  for (const item of list) {
    const include = asObj(item);
    const base = `${include['shared'] === true ? '_shared/' : ''}${compact(include['fragment'])}\u0000${compact(include['idPrefix'] ?? '')}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    map.set(`${base}\u0000${times}`, include);
  }
  return map;
}

function includeLines(before: unknown, after: unknown, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const was = keyedIncludes(asList(before));
  const now = keyedIncludes(asList(after));
  for (const [key, include] of now) {
    const old = was.get(key);
    if (old === undefined) {
      out.push(`Se añadió la inclusión de ${includeName(include)} en ${cell(include['position'] ?? [0, 0])}`);
    } else if (!jsonEqual(old, include)) {
      changedInclude(old, include, out);
    }
  }
  for (const [key, include] of was) if (!now.has(key)) out.push(`Se quitó la inclusión de ${includeName(include)}`);
}

function changedInclude(before: Obj, after: Obj, out: string[]): void {
  const prefix = `Inclusión de ${includeName(after)}: `;
  if (!jsonEqual(before['position'] ?? [0, 0], after['position'] ?? [0, 0])) {
    out.push(`${prefix}se movió a ${cell(after['position'] ?? [0, 0])}`);
  }
  if (!jsonEqual(before['renderCondition'], after['renderCondition'])) {
    out.push(
      `${prefix}condición: ${condition(before['renderCondition'], 'siempre')} → ${condition(after['renderCondition'], 'siempre')}`,
    );
  }
  if (!jsonEqual(before['widgets'], after['widgets'])) {
    const list = (value: unknown): string => (value === undefined ? 'todos' : indicatorValue('widgets', value));
    out.push(`${prefix}widgets: ${list(before['widgets'])} → ${list(after['widgets'])}`);
  }
  if (!jsonEqual(before['indicatorMap'], after['indicatorMap'])) {
    out.push(
      `${prefix}indicadores renombrados: ${renamesText(before['indicatorMap'])} → ${renamesText(after['indicatorMap'])}`,
    );
  }
  const overridesBefore = asObj(before['overrides']);
  const overridesAfter = asObj(after['overrides']);
  if (!jsonEqual(overridesBefore, overridesAfter)) {
    const ids = [...Object.keys(overridesAfter)];
    for (const id of Object.keys(overridesBefore)) if (!Object.hasOwn(overridesAfter, id)) ids.push(id);
    for (const id of ids) {
      const x = overridesBefore[id];
      const y = overridesAfter[id];
      if (jsonEqual(x, y)) continue;
      if (y === undefined) {
        out.push(`${prefix}se quitaron los cambios de ${quote(id)}`);
        continue;
      }
      for (const line of widgetLines(asObj(x), asObj(y), id, 'override')) out.push(prefix + lowerFirst(line));
    }
  }
  for (const key of unknownKeys(before, after, INCLUDE_KEYS))
    out.push(prefix + lowerFirst(keyLine(key, before[key], after[key])));
}

// ---------------------------------------------------------------------------------------------
// Documents

function backgroundLines(before: unknown, after: unknown, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const was = asObj(before);
  const now = asObj(after);
  if (!jsonEqual(was['default'], now['default'])) {
    out.push(`Fondo: ${compact(was['default'] ?? 'default')} → ${compact(now['default'] ?? 'default')}`);
  }
  if (!jsonEqual(was['variants'], now['variants'])) {
    const list = (value: unknown): string =>
      asList(value)
        .map((variant) =>
          isObj(variant)
            ? `${compact(variant['style'])} cuando ${condition(variant['when'], 'siempre')}`
            : compact(variant),
        )
        .join('; ') || 'ninguna';
    out.push(`Variantes del fondo: ${list(was['variants'])} → ${list(now['variants'])}`);
  }
  for (const key of unknownKeys(was, now, new Set(['default', 'variants'])))
    out.push(`Fondo: ${keyLine(key, was[key], now[key])}`);
}

const LAYOUT_DOCUMENT_KEYS = new Set(['title', 'description', 'background', 'includes', 'widgets']);

/** Lines for changed top-level keys: "Se cambió «formatting»". */
function topLevelLines(before: Obj, after: Obj, known: ReadonlySet<string>, out: string[]): void {
  for (const key of unknownKeys(before, after, known)) {
    if (before[key] === undefined) out.push(`Se añadió «${key}»`);
    else if (after[key] === undefined) out.push(`Se quitó «${key}»`);
    else out.push(`Se cambió «${key}»`);
  }
}

function isLayoutDocument(value: unknown): boolean {
  return isObj(value) && Array.isArray(value['widgets']);
}

/**
 * What changed from `before` to `after` (the parsed JSON of a dashboard, a fragment or another file
 * of a tenant), in Spanish. Identical documents give no lines.
 */
export function summarizeChanges(before: unknown, after: unknown): ChangeSummary {
  const document: string[] = [];
  let widgets: WidgetChange[] = [];
  const beforeMissing = before === undefined || before === null;
  const afterMissing = after === undefined || after === null;
  if ((!isObj(before) && !beforeMissing) || (!isObj(after) && !afterMissing)) {
    if (!jsonEqual(before, after)) document.push('Se cambió el documento');
  } else {
    const was = asObj(before);
    const now = asObj(after);
    if (isLayoutDocument(was) || isLayoutDocument(now)) {
      textLines('Título del dashboard', was['title'], now['title'], 'ninguno', document);
      textLines('Descripción', was['description'], now['description'], 'ninguna', document);
      backgroundLines(was['background'], now['background'], document);
      includeLines(was['includes'], now['includes'], document);
      topLevelLines(was, now, LAYOUT_DOCUMENT_KEYS, document);
      if (!jsonEqual(was['widgets'], now['widgets'])) widgets = widgetChanges(was['widgets'], now['widgets']);
    } else {
      topLevelLines(was, now, new Set(), document);
    }
  }
  const count = widgets.reduce((sum, change) => sum + change.lines.length, document.length);
  return { widgets, document, count };
}
