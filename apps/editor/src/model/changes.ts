// What changed between two versions of a document, for the people who review a save, in the
// editor's language (the texts are editor.changes.* of packages/i18n, given as `t`): one list of
// lines per widget (matched by id) and one for the rest of the document. Dashboards and fragments
// are described field by field; other files (tenant.json, metadata.json, indicators.json) by their
// changed top-level keys. Columns and rows are counted from 1, as people count them; the files
// count them from 0. Render conditions are worded by core's describer in the language of `t` (its
// editor.changes.language), so the history's Spanish `t` keeps them Spanish; widget kinds by
// their names in that language too (each kind's entry gives them); titles are the widgets' Spanish ones, as on
// the canvas.
//
// Pure and cheap: widgets are compared with a structural equality first, and only the ones that
// differ are described (a 60-widget dashboard with one change takes a fraction of a millisecond).
import { describeCondition } from '@voz/core';
import type { Language } from '@voz/schema';
import { kindName } from './kindNames.js';

/**
 * A text of the editor's dictionary in the reader's language: `t` of ../i18n.ts or useT()'s, passed
 * in so the model stays free of React and of the editor's i18next instance (tests give their own).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/** A text of editor.changes.* (the lines' words; the values they show come in `options`). */
function say(t: Translate, key: string, options?: Record<string, unknown>): string {
  return t(`editor.changes.${key}`, options);
}

/** "Label: before → after", the shape of most lines. */
function change(t: Translate, label: string, before: string, after: string): string {
  return say(t, 'change', { label, before, after });
}

const quote = (text: string): string => `'${text}'`;

/** A cell as people count it: [0, 0] is (1,1). */
function cell(t: Translate, position: unknown): string {
  if (Array.isArray(position) && typeof position[0] === 'number' && typeof position[1] === 'number') {
    return `(${position[0] + 1},${position[1] + 1})`;
  }
  return compact(t, position);
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

function sizeText(t: Translate, size: unknown): string {
  return isPair(size) ? `${size[0]}×${size[1]}` : compact(t, size);
}

const MAX_VALUE_CHARS = 100;

/** A value in one line: numbers, booleans and strings as they are, lists and objects as JSON. */
function compact(t: Translate, value: unknown): string {
  if (value === undefined) return say(t, 'value.none');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return `[${value.map((item) => compact(t, item)).join(', ')}]`;
  }
  const json = JSON.stringify(value) ?? typeof value;
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS - 1)}…` : json;
}

/** The Spanish text of a LocalizedText (or the value itself when it is not one). */
function spanish(t: Translate, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (isObj(value)) return typeof value['es'] === 'string' ? value['es'] : undefined;
  return typeof value === 'string' ? value : compact(t, value);
}

function english(value: unknown): string | undefined {
  return isObj(value) && typeof value['en'] === 'string' ? value['en'] : undefined;
}

/** "Se movió …" -> "se movió …" ("Moved" -> "moved"), for lines placed after an "Inclusión de …:" prefix. */
function lowerFirst(line: string): string {
  const [first, second] = line;
  if (first === undefined || second === undefined) return line;
  if (first !== first.toLowerCase() && second === second.toLowerCase()) return first.toLowerCase() + line.slice(1);
  return line;
}

/** The language of `t`'s texts (editor.changes.language): what conditions and kinds are worded in. */
function languageOf(t: Translate): Language {
  return say(t, 'language') === 'en' ? 'en' : 'es';
}

/** A render condition in the language of `t` (core's describer); compact JSON for one it cannot read. */
function condition(t: Translate, value: unknown, absent: string): string {
  if (value === undefined) return absent;
  if (!isObj(value)) return compact(t, value);
  try {
    return describeCondition(value, undefined, languageOf(t));
  } catch {
    return compact(t, value);
  }
}

/** Name of a widget kind in the language of `t` (kindNames.ts); the type itself for an unknown one. */
function kindText(t: Translate, type: unknown): string {
  if (typeof type !== 'string') return compact(t, type);
  return kindName(type, languageOf(t));
}

/** How a widget is named in lines: its Spanish title, else its id. */
function widgetName(t: Translate, widget: Obj | undefined, fallback: string): string {
  const title = spanish(t, widget?.['title']);
  return title !== undefined && title !== '' ? title : fallback;
}

/**
 * Lines for the texts of a LocalizedText field: "Título: 'A' → 'B'" and "Título (en): …".
 * `absent` names a missing text ("ninguno", or "el del fragmento" for an override).
 */
function textLines(t: Translate, label: string, before: unknown, after: unknown, absent: string, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const show = (text: string | undefined, whole: unknown): string =>
    text !== undefined ? quote(text) : whole === undefined ? absent : say(t, 'value.none');
  const esBefore = spanish(t, before);
  const esAfter = spanish(t, after);
  if (esBefore !== esAfter || (before === undefined) !== (after === undefined)) {
    out.push(change(t, label, show(esBefore, before), show(esAfter, after)));
  }
  const enBefore = english(before);
  const enAfter = english(after);
  if (enBefore !== enAfter) out.push(change(t, `${label} (en)`, show(enBefore, before), show(enAfter, after)));
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

function bandRange(t: Translate, band: Obj): string {
  const parts: string[] = [];
  if (band['from'] !== undefined) parts.push(say(t, 'band.from', { value: compact(t, band['from']) }));
  if (band['above'] !== undefined) parts.push(say(t, 'band.above', { value: compact(t, band['above']) }));
  if (band['upTo'] !== undefined) parts.push(say(t, 'band.upTo', { value: compact(t, band['upTo']) }));
  if (band['below'] !== undefined) parts.push(say(t, 'band.below', { value: compact(t, band['below']) }));
  if (parts.length === 0) return say(t, 'value.allValues');
  return parts.reduce((first, second) => say(t, 'band.and', { first, second }));
}

function bandText(t: Translate, band: unknown): string {
  if (!isObj(band)) return compact(t, band);
  return `${bandRange(t, band)}, ${compact(t, band['color'])}`;
}

/** The bound of one side of a band: which field states it and its value. */
function bound(band: Obj, side: 'lower' | 'upper'): { field: string; value: unknown } | undefined {
  const fields = side === 'lower' ? ['from', 'above'] : ['upTo', 'below'];
  for (const field of fields) if (band[field] !== undefined) return { field, value: band[field] };
  return undefined;
}

function scaleLines(t: Translate, before: unknown, after: unknown, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const scaleLabel = say(t, 'scale.label');
  const name = (scale: unknown): string =>
    scale === undefined
      ? say(t, 'value.noneFeminine')
      : typeof scale === 'string'
        ? quote(scale)
        : isObj(scale)
          ? say(t, 'value.inline')
          : compact(t, scale);
  if (!isObj(before) || !isObj(after)) {
    out.push(change(t, scaleLabel, name(before), name(after)));
    return;
  }
  const noLabel = say(t, 'value.noneFeminine');
  textLines(t, say(t, 'scale.description'), before['description'], after['description'], noLabel, out);
  const bandsBefore = asList(before['bands']);
  const bandsAfter = asList(after['bands']);
  const { changed, added, removed } = align(bandsBefore, bandsAfter);
  // A threshold shared by two bands (the upper bound of one, the lower of the next) is one line.
  const thresholds = new Set<string>();
  for (const [b, a] of changed) {
    const was = bandsBefore[b];
    const now = bandsAfter[a];
    const number = a + 1;
    const band = say(t, 'band.label', { number });
    if (!isObj(was) || !isObj(now)) {
      out.push(change(t, band, bandText(t, was), bandText(t, now)));
      continue;
    }
    let boundsDescribed = true;
    for (const side of ['lower', 'upper'] as const) {
      const x = bound(was, side);
      const y = bound(now, side);
      if (jsonEqual(x, y)) continue;
      if (x && y && x.field === y.field) {
        const line = say(t, 'band.threshold', { before: compact(t, x.value), after: compact(t, y.value) });
        if (!thresholds.has(line)) {
          thresholds.add(line);
          out.push(line);
        }
      } else {
        boundsDescribed = false;
      }
    }
    if (!boundsDescribed) {
      out.push(change(t, say(t, 'band.bounds', { number }), bandRange(t, was), bandRange(t, now)));
    }
    if (!jsonEqual(was['color'], now['color'])) {
      out.push(change(t, say(t, 'band.color', { number }), compact(t, was['color']), compact(t, now['color'])));
    }
    textLines(t, say(t, 'band.bandLabel', { number }), was['label'], now['label'], noLabel, out);
    for (const key of unknownKeys(was, now, BAND_KEYS)) {
      out.push(say(t, 'about', { label: band, line: keyLine(t, key, was[key], now[key]) }));
    }
  }
  for (const a of added) out.push(say(t, 'band.added', { number: a + 1, band: bandText(t, bandsAfter[a]) }));
  for (const b of removed) out.push(say(t, 'band.removed', { number: b + 1, band: bandText(t, bandsBefore[b]) }));
  for (const key of unknownKeys(before, after, SCALE_KEYS)) {
    out.push(say(t, 'about', { label: scaleLabel, line: keyLine(t, key, before[key], after[key]) }));
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
function keyLine(t: Translate, key: string, before: unknown, after: unknown): string {
  if (before === undefined) return say(t, 'key.added', { field: key, value: compact(t, after) });
  if (after === undefined) return say(t, 'key.removed', { field: key });
  return change(t, key, compact(t, before), compact(t, after));
}

// ---------------------------------------------------------------------------------------------
// Config

/** Config lines: "decimals: 1 → 2", "Se quitó showSample", nested objects as "a.b: x → y". */
function configLines(t: Translate, before: Obj, after: Obj, out: string[], path = ''): void {
  const keys = [...Object.keys(after)];
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) keys.push(key);
  for (const key of keys) {
    const was = before[key];
    const now = after[key];
    if (jsonEqual(was, now)) continue;
    if (path === '' && key === 'colorScale') {
      scaleLines(t, was, now, out);
    } else if (isObj(was) && isObj(now)) {
      configLines(t, was, now, out, `${path}${key}.`);
    } else {
      out.push(keyLine(t, `${path}${key}`, was, now));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Indicators

/** The fields of a request described one by one (their names are editor.changes.indicator.field.*). */
const INDICATOR_FIELDS = [
  'key',
  'url',
  'label',
  'value',
  'singleton',
  'sort',
  'limit',
  'dataType',
  'keyExtract',
] as const;
const INDICATOR_KEYS = new Set<string>(['indicator', 'groupBy', 'extras', ...INDICATOR_FIELDS]);

function indicatorValue(t: Translate, key: string, value: unknown): string {
  if (value === undefined) return say(t, 'value.none');
  if (key === 'label') return quote(spanish(t, value) ?? '');
  if (key === 'sort' && isObj(value)) return `${compact(t, value['field'])} ${compact(t, value['order'] ?? 'desc')}`;
  if (Array.isArray(value)) return value.map((item) => compact(t, item)).join(', ');
  return compact(t, value);
}

function indicatorCode(t: Translate, request: unknown): string {
  return isObj(request) ? compact(t, request['indicator']) : compact(t, request);
}

/**
 * The line of a list an include's override sets or leaves to the fragment (`undefined`): `label`,
 * then each side as the fragment's wording, the items joined, or the none wording when empty.
 */
function overrideListLine(
  t: Translate,
  words: { label: string; fragment: string; none: string; join: string },
  before: unknown,
  after: unknown,
  item: (value: unknown) => string,
): string {
  const list = (value: unknown): string =>
    value === undefined ? say(t, words.fragment) : asList(value).map(item).join(words.join) || say(t, words.none);
  return change(t, say(t, words.label), list(before), list(after));
}

function indicatorLines(t: Translate, before: unknown, after: unknown, mode: Mode, out: string[]): void {
  if (jsonEqual(before, after)) return;
  if (mode === 'override' && (before === undefined || after === undefined)) {
    const words = { label: 'indicator.list', fragment: 'value.fragmentIndicators', none: 'value.none', join: ', ' };
    out.push(overrideListLine(t, words, before, after, (request) => indicatorCode(t, request)));
    return;
  }
  const was = asList(before);
  const now = asList(after);
  const { changed, added, removed } = align(was, now);
  for (const [b, a] of changed) {
    const x = was[b];
    const y = now[a];
    const number = a + 1;
    const label = say(t, 'indicator.label', { number });
    if (!isObj(x) || !isObj(y)) {
      out.push(change(t, label, compact(t, x), compact(t, y)));
      continue;
    }
    if (!jsonEqual(x['indicator'], y['indicator'])) {
      out.push(change(t, label, compact(t, x['indicator']), compact(t, y['indicator'])));
    }
    if (!jsonEqual(x['groupBy'], y['groupBy'])) {
      const groups = (value: unknown): string =>
        value === undefined ? say(t, 'value.noneFeminine') : indicatorValue(t, 'groupBy', value);
      out.push(change(t, say(t, 'indicator.groupBy', { number }), groups(x['groupBy']), groups(y['groupBy'])));
    }
    for (const key of INDICATOR_FIELDS) {
      if (jsonEqual(x[key], y[key])) continue;
      const what = say(t, `indicator.field.${key}`);
      out.push(
        change(
          t,
          say(t, 'indicator.changed', { what, number }),
          indicatorValue(t, key, x[key]),
          indicatorValue(t, key, y[key]),
        ),
      );
    }
    const extrasBefore = asObj(x['extras']);
    const extrasAfter = asObj(y['extras']);
    for (const key of unknownKeys(extrasBefore, extrasAfter, new Set())) {
      const p = extrasBefore[key];
      const q = extrasAfter[key];
      if (p === undefined) out.push(say(t, 'indicator.extraAdded', { field: key, number, value: compact(t, q) }));
      else if (q === undefined) out.push(say(t, 'indicator.extraRemoved', { field: key, number }));
      else out.push(change(t, say(t, 'indicator.extraChanged', { field: key, number }), compact(t, p), compact(t, q)));
    }
    for (const key of unknownKeys(x, y, INDICATOR_KEYS)) {
      out.push(say(t, 'about', { label, line: keyLine(t, key, x[key], y[key]) }));
    }
  }
  for (const a of added) out.push(say(t, 'indicator.added', { number: a + 1, code: indicatorCode(t, now[a]) }));
  for (const b of removed) out.push(say(t, 'indicator.removed', { number: b + 1, code: indicatorCode(t, was[b]) }));
}

// ---------------------------------------------------------------------------------------------
// Layout variants

function layoutText(t: Translate, variant: unknown): string {
  if (!isObj(variant)) return compact(t, variant);
  const parts = [say(t, 'layout.when', { condition: condition(t, variant['when'], say(t, 'value.always')) })];
  if (variant['position'] !== undefined) parts.push(say(t, 'layout.at', { cell: cell(t, variant['position']) }));
  if (variant['size'] !== undefined) parts.push(say(t, 'layout.size', { size: sizeText(t, variant['size']) }));
  return parts.join(', ');
}

function layoutLines(t: Translate, before: unknown, after: unknown, mode: Mode, out: string[]): void {
  if (jsonEqual(before, after)) return;
  if (mode === 'override' && (before === undefined || after === undefined)) {
    const words = { label: 'layout.list', fragment: 'value.fragmentLayouts', none: 'value.noneFeminine', join: '; ' };
    out.push(overrideListLine(t, words, before, after, (variant) => layoutText(t, variant)));
    return;
  }
  const was = asList(before);
  const now = asList(after);
  const { changed, added, removed } = align(was, now);
  const always = say(t, 'value.always');
  for (const [b, a] of changed) {
    const x = was[b];
    const y = now[a];
    const number = a + 1;
    const label = say(t, 'layout.label', { number });
    if (!isObj(x) || !isObj(y)) {
      out.push(change(t, label, layoutText(t, x), layoutText(t, y)));
      continue;
    }
    if (!jsonEqual(x['when'], y['when'])) {
      out.push(
        change(
          t,
          say(t, 'layout.condition', { number }),
          condition(t, x['when'], always),
          condition(t, y['when'], always),
        ),
      );
    }
    if (!jsonEqual(x['position'], y['position'])) {
      const place = (value: unknown): string => (value === undefined ? say(t, 'value.widgetPosition') : cell(t, value));
      out.push(say(t, 'layout.position', { number, before: place(x['position']), after: place(y['position']) }));
    }
    if (!jsonEqual(x['size'], y['size'])) {
      const size = (value: unknown): string => (value === undefined ? say(t, 'value.widgetSize') : sizeText(t, value));
      out.push(say(t, 'layout.sizeChanged', { number, before: size(x['size']), after: size(y['size']) }));
    }
    for (const key of unknownKeys(x, y, LAYOUT_KEYS)) {
      out.push(say(t, 'about', { label, line: keyLine(t, key, x[key], y[key]) }));
    }
  }
  for (const a of added) out.push(say(t, 'layout.added', { number: a + 1, layout: layoutText(t, now[a]) }));
  for (const b of removed) out.push(say(t, 'layout.removed', { number: b + 1, layout: layoutText(t, was[b]) }));
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

/** "Se añadió «x»", "Se quitó «x»" or "Se cambió «x»", for keys the lines do not describe. */
function otherKeyLines(t: Translate, before: Obj, after: Obj, known: ReadonlySet<string>, out: string[]): void {
  for (const key of unknownKeys(before, after, known)) {
    if (before[key] === undefined) out.push(say(t, 'other.added', { field: key }));
    else if (after[key] === undefined) out.push(say(t, 'other.removed', { field: key }));
    else out.push(say(t, 'other.changed', { field: key }));
  }
}

/** The lines of a changed widget (or of a changed override of an included widget, `mode` 'override'). */
function widgetLines(t: Translate, before: Obj, after: Obj, name: string, mode: Mode): string[] {
  const out: string[] = [];
  const override = mode === 'override';
  const quoted = quote(name);
  if (!jsonEqual(before['type'], after['type'])) {
    out.push(change(t, say(t, 'widget.type'), compact(t, before['type']), compact(t, after['type'])));
  }

  const was = before['position'];
  const now = after['position'];
  if (!jsonEqual(was, now)) {
    if (was === undefined) out.push(say(t, 'widget.placed', { name: quoted, cell: cell(t, now) }));
    else if (now === undefined) {
      out.push(say(t, override ? 'widget.fragmentPosition' : 'widget.unplaced', { name: quoted, cell: cell(t, was) }));
    } else out.push(say(t, 'widget.moved', { name: quoted, before: cell(t, was), after: cell(t, now) }));
  }

  const sizeBefore = before['size'];
  const sizeAfter = after['size'];
  if (!jsonEqual(sizeBefore, sizeAfter)) {
    if (sizeBefore === undefined) out.push(say(t, 'widget.sized', { name: quoted, size: sizeText(t, sizeAfter) }));
    else if (sizeAfter === undefined) {
      const size = sizeText(t, sizeBefore);
      out.push(say(t, override ? 'widget.fragmentSize' : 'widget.unsized', { name: quoted, size }));
    } else {
      const [from, to] = [sizeText(t, sizeBefore), sizeText(t, sizeAfter)];
      out.push(say(t, 'widget.resized', { name: quoted, before: from, after: to }));
    }
  }

  const absentText = say(t, override ? 'value.fragmentText' : 'value.none');
  textLines(t, say(t, 'widget.title'), before['title'], after['title'], absentText, out);
  textLines(t, say(t, 'widget.subTitle'), before['subTitle'], after['subTitle'], absentText, out);
  textLines(t, say(t, 'widget.helpText'), before['helpText'], after['helpText'], absentText, out);

  if (!jsonEqual(before['renderCondition'], after['renderCondition'])) {
    const absent = say(t, override ? 'value.fragmentCondition' : 'value.always');
    out.push(
      change(
        t,
        say(t, 'widget.condition'),
        condition(t, before['renderCondition'], absent),
        condition(t, after['renderCondition'], absent),
      ),
    );
  }

  layoutLines(t, before['layouts'], after['layouts'], mode, out);
  if (!jsonEqual(before['config'], after['config'])) {
    configLines(t, asObj(before['config']), asObj(after['config']), out);
  }
  indicatorLines(t, before['indicators'], after['indicators'], mode, out);

  otherKeyLines(t, before, after, WIDGET_KEYS, out);
  if (out.length === 0 && !jsonEqual(before, after)) out.push(say(t, 'widget.changed', { name: quoted }));
  return out;
}

function addedLine(t: Translate, widget: Obj, name: string): string {
  const position = widget['position'];
  const options = { name: quote(name), kind: kindText(t, widget['type']) };
  return position === undefined
    ? say(t, 'widget.added', options)
    : say(t, 'widget.addedAt', { ...options, cell: cell(t, position) });
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

function widgetChanges(t: Translate, before: unknown, after: unknown): WidgetChange[] {
  const was = keyedWidgets(asList(before));
  const now = keyedWidgets(asList(after));
  const changes: WidgetChange[] = [];
  for (const [key, { id, widget }] of now) {
    const old = was.get(key);
    if (old === undefined) {
      const title = widgetName(t, widget, id);
      changes.push({ id, title, kind: 'added', lines: [addedLine(t, widget, title)] });
    } else if (!jsonEqual(old.widget, widget)) {
      const title = widgetName(t, widget, widgetName(t, old.widget, id));
      changes.push({ id, title, kind: 'changed', lines: widgetLines(t, old.widget, widget, title, 'widget') });
    }
  }
  for (const [key, { id, widget }] of was) {
    if (now.has(key)) continue;
    const title = widgetName(t, widget, id);
    changes.push({ id, title, kind: 'removed', lines: [say(t, 'widget.removed', { name: quote(title) })] });
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
function renamesText(t: Translate, value: unknown): string {
  const entries = Object.entries(asObj(value));
  return entries.length === 0
    ? say(t, 'value.none')
    : entries.map(([from, to]) => say(t, 'include.rename', { from, to: compact(t, to) })).join(', ');
}

function includeName(t: Translate, include: Obj): string {
  const prefix =
    typeof include['idPrefix'] === 'string' && include['idPrefix'] !== '' ? ` (${include['idPrefix']})` : '';
  return `'${compact(t, include['fragment'])}'${prefix}`;
}

function keyedIncludes(t: Translate, list: readonly unknown[]): Map<string, Obj> {
  const map = new Map<string, Obj>();
  const seen = new Map<string, number>();
  for (const item of list) {
    const include = asObj(item);
    const base = `${include['shared'] === true ? '_shared/' : ''}${compact(t, include['fragment'])}\u0000${compact(t, include['idPrefix'] ?? '')}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    map.set(`${base}\u0000${times}`, include);
  }
  return map;
}

function includeLines(t: Translate, before: unknown, after: unknown, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const was = keyedIncludes(t, asList(before));
  const now = keyedIncludes(t, asList(after));
  for (const [key, include] of now) {
    const old = was.get(key);
    if (old === undefined) {
      const cellText = cell(t, include['position'] ?? [0, 0]);
      out.push(say(t, 'include.added', { name: includeName(t, include), cell: cellText }));
    } else if (!jsonEqual(old, include)) {
      changedInclude(t, old, include, out);
    }
  }
  for (const [key, include] of was) {
    if (!now.has(key)) out.push(say(t, 'include.removed', { name: includeName(t, include) }));
  }
}

function changedInclude(t: Translate, before: Obj, after: Obj, out: string[]): void {
  const name = includeName(t, after);
  /** A line about this include: "Inclusión de 'venta': se movió a (1,2)". */
  const line = (text: string): string => say(t, 'include.line', { name, line: text });
  if (!jsonEqual(before['position'] ?? [0, 0], after['position'] ?? [0, 0])) {
    out.push(line(say(t, 'include.moved', { cell: cell(t, after['position'] ?? [0, 0]) })));
  }
  if (!jsonEqual(before['renderCondition'], after['renderCondition'])) {
    const always = say(t, 'value.always');
    const [was, now] = [
      condition(t, before['renderCondition'], always),
      condition(t, after['renderCondition'], always),
    ];
    out.push(line(change(t, say(t, 'include.condition'), was, now)));
  }
  if (!jsonEqual(before['widgets'], after['widgets'])) {
    const list = (value: unknown): string =>
      value === undefined ? say(t, 'value.allWidgets') : indicatorValue(t, 'widgets', value);
    out.push(line(change(t, say(t, 'include.widgets'), list(before['widgets']), list(after['widgets']))));
  }
  if (!jsonEqual(before['indicatorMap'], after['indicatorMap'])) {
    const [was, now] = [renamesText(t, before['indicatorMap']), renamesText(t, after['indicatorMap'])];
    out.push(line(change(t, say(t, 'include.renames'), was, now)));
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
        out.push(line(say(t, 'include.overridesRemoved', { name: quote(id) })));
        continue;
      }
      for (const text of widgetLines(t, asObj(x), asObj(y), id, 'override')) out.push(line(lowerFirst(text)));
    }
  }
  for (const key of unknownKeys(before, after, INCLUDE_KEYS)) {
    out.push(line(lowerFirst(keyLine(t, key, before[key], after[key]))));
  }
}

// ---------------------------------------------------------------------------------------------
// Documents

function backgroundLines(t: Translate, before: unknown, after: unknown, out: string[]): void {
  if (jsonEqual(before, after)) return;
  const was = asObj(before);
  const now = asObj(after);
  const label = say(t, 'background.label');
  if (!jsonEqual(was['default'], now['default'])) {
    out.push(change(t, label, compact(t, was['default'] ?? 'default'), compact(t, now['default'] ?? 'default')));
  }
  if (!jsonEqual(was['variants'], now['variants'])) {
    const always = say(t, 'value.always');
    const list = (value: unknown): string =>
      asList(value)
        .map((variant) =>
          isObj(variant)
            ? say(t, 'background.variant', {
                style: compact(t, variant['style']),
                condition: condition(t, variant['when'], always),
              })
            : compact(t, variant),
        )
        .join('; ') || say(t, 'value.noneFeminine');
    out.push(change(t, say(t, 'background.variants'), list(was['variants']), list(now['variants'])));
  }
  for (const key of unknownKeys(was, now, new Set(['default', 'variants']))) {
    out.push(say(t, 'about', { label, line: keyLine(t, key, was[key], now[key]) }));
  }
}

const LAYOUT_DOCUMENT_KEYS = new Set(['title', 'description', 'background', 'includes', 'widgets']);

function isLayoutDocument(value: unknown): boolean {
  return isObj(value) && Array.isArray(value['widgets']);
}

/**
 * What changed from `before` to `after` (the parsed JSON of a dashboard, a fragment or another file
 * of a tenant), in the language of `t`. Identical documents give no lines.
 */
export function summarizeChanges(before: unknown, after: unknown, t: Translate): ChangeSummary {
  const document: string[] = [];
  let widgets: WidgetChange[] = [];
  const beforeMissing = before === undefined || before === null;
  const afterMissing = after === undefined || after === null;
  if ((!isObj(before) && !beforeMissing) || (!isObj(after) && !afterMissing)) {
    if (!jsonEqual(before, after)) document.push(say(t, 'document.changed'));
  } else {
    const was = asObj(before);
    const now = asObj(after);
    if (isLayoutDocument(was) || isLayoutDocument(now)) {
      const [none, noneFeminine] = [say(t, 'value.none'), say(t, 'value.noneFeminine')];
      textLines(t, say(t, 'document.title'), was['title'], now['title'], none, document);
      textLines(t, say(t, 'document.description'), was['description'], now['description'], noneFeminine, document);
      backgroundLines(t, was['background'], now['background'], document);
      includeLines(t, was['includes'], now['includes'], document);
      otherKeyLines(t, was, now, LAYOUT_DOCUMENT_KEYS, document);
      if (!jsonEqual(was['widgets'], now['widgets'])) widgets = widgetChanges(t, was['widgets'], now['widgets']);
    } else {
      otherKeyLines(t, was, now, new Set(), document);
    }
  }
  const count = widgets.reduce((sum, widget) => sum + widget.lines.length, document.length);
  return { widgets, document, count };
}
