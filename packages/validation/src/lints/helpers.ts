// Helpers the lint families share: the walk of a document, ids of metadata.json, colour scales,
// value ranges, and the small text pieces of messages.
import { checkColorScale } from '@voz/core';
import type { ColorScale, RenderCondition, Widget } from '@voz/schema';
import { toPointer } from '../source.js';
import type { DocumentScan, Emit, Facts, ValueRange } from './family.js';

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const cell = (p: readonly [number, number]): string => `(${p[0] + 1}, ${p[1] + 1})`;
export const titleOf = (w: Widget): string => (w.title ? `«${w.title.es}»` : `«${w.id}»`);

/** Walks a document once; pointers are built only for what is found (this runs on every file). */
export function scanDocument(doc: unknown): DocumentScan {
  const scan: DocumentScan = { conditions: [], requests: [], configs: [], texts: [] };
  const path: (string | number)[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i]);
        path.pop();
      }
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.es === 'string' && Object.keys(node).every((k) => k === 'es' || k === 'en')) {
      scan.texts.push({ value: node, pointer: toPointer(path) });
      return;
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      path.push(key);
      const isCondition =
        isRecord(value) &&
        (key === 'renderCondition' || (key === 'when' && (path.includes('layouts') || path.includes('variants'))));
      if (isCondition) scan.conditions.push({ value: value, pointer: toPointer(path) });
      else {
        if (key === 'indicators' && Array.isArray(value)) {
          value.forEach((r, i) => isRecord(r) && scan.requests.push({ value: r, pointer: toPointer([...path, i]) }));
        } else if (key === 'config' && isRecord(value)) {
          scan.configs.push({ value, pointer: toPointer(path) });
        }
        walk(value);
      }
      path.pop();
    }
  };
  walk(doc);
  return scan;
}

/** Calls `visit` for each leaf of a condition tree, with its pointer. */
export function forEachLeaf(
  condition: RenderCondition,
  pointer: string,
  visit: (key: string, value: unknown, pointer: string) => void,
): void {
  for (const [key, value] of Object.entries(condition)) {
    if (key === 'all' || key === 'any')
      (value as RenderCondition[]).forEach((c, i) => forEachLeaf(c, `${pointer}/${key}/${i}`, visit));
    else if (key === 'not') forEachLeaf(value as RenderCondition, `${pointer}/not`, visit);
    else visit(key, value, `${pointer}/${key}`);
  }
}

/** The value at a JSON Pointer of a document, or undefined. */
export function pointerValue(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const s of pointer.split('/').slice(1)) {
    const key = s.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** What nps, nps-5 and nps-10 yield. */
export const NPS_RANGE: ValueRange = { min: -100, max: 100 };
/** What top-two-box, sentiment-percentage and the percentage mappers yield. */
export const PERCENT_RANGE: ValueRange = { min: 0, max: 100 };
/** What avgmax-10 yields (the mean rescaled to 0–10). */
export const AVGMAX_10_RANGE: ValueRange = { min: 0, max: 10 };
/** The answers' range when neither the indicator nor tenant.json states one (tenant.schema.json ratingRange). */
export const DEFAULT_RATING_RANGE: ValueRange = { min: 0, max: 10 };

/** A number for a message, negatives with a true minus sign (−100). */
export const num = (n: number): string => (n < 0 ? `−${String(-n)}` : String(n));
export const rangeText = (r: ValueRange): string => `${num(r.min)} a ${num(r.max)}`;
export const sameRange = (a: ValueRange, b: ValueRange): boolean => a.min === b.min && a.max === b.max;

/** The message of an indicator name missing from indicators.json. */
export const unknownIndicatorMessage = (name: string): string => `El indicador "${name}" no está en indicators.json.`;

/** The rules of ids of metadata.json. */
export type IdRule =
  'unknown-critical-moment' | 'unknown-geography' | 'unknown-logical' | 'unknown-channel' | 'unknown-question';

/** Lints one id of metadata.json named at `pointer` (a moment, geography, logical, channel or question). */
export function checkId(
  facts: Facts,
  emit: Emit<IdRule>,
  file: string,
  pointer: string,
  dimension: string,
  id: number,
): void {
  const meta = facts.meta;
  if (!meta) return;
  const table: Record<string, [ReadonlySet<number>, IdRule, string]> = {
    criticalMoments: [meta.criticalMoments, 'unknown-critical-moment', 'El momento crítico'],
    geographies: [meta.geographies, 'unknown-geography', 'La geografía'],
    logicals: [meta.logicals, 'unknown-logical', 'La ubicación lógica'],
    channels: [meta.channels, 'unknown-channel', 'El canal'],
    questions: [meta.questionIds, 'unknown-question', 'La pregunta'],
  };
  const entry = table[dimension];
  if (!entry || entry[0].has(id)) return;
  emit({
    ruleId: entry[1],
    file,
    pointer,
    message: `${entry[2]} ${id} no existe en metadata.json.`,
    hint: 'Use un id definido en metadata.json del tenant.',
  });
}

/** Lints each id of a list written at `pointer`. */
export function checkIds(
  facts: Facts,
  emit: Emit<IdRule>,
  file: string,
  pointer: string,
  dimension: string,
  ids: readonly number[],
): void {
  ids.forEach((id, i) => checkId(facts, emit, file, `${pointer}/${i}`, dimension, id));
}

/** The rules of one colour scale's bands and range. */
export type ScaleRule = 'color-scale-gap' | 'color-scale-overlap' | 'color-scale-order';

/** Lints one colour scale written at `pointer`: its range, then its bands. */
export function lintScale(scale: ColorScale, file: string, pointer: string, emit: Emit<ScaleRule>): void {
  const rule = { gap: 'color-scale-gap', overlap: 'color-scale-overlap', unordered: 'color-scale-order' } as const;
  if (scale.range && !(scale.range.min < scale.range.max)) {
    emit({
      ruleId: 'color-scale-order',
      file,
      pointer: `${pointer}/range`,
      message: `El rango de la escala va de ${num(scale.range.min)} a ${num(scale.range.max)}: min debe ser menor que max.`,
      hint: 'Escriba en "range" el menor valor en min y el mayor en max (p. ej. { "min": 0, "max": 10 }).',
    });
  }
  for (const issue of checkColorScale(scale)) {
    emit({
      ruleId: rule[issue.kind],
      file,
      pointer: `${pointer}/bands/${issue.band}`,
      message: issue.message,
      hint: 'Las bandas van de menor a mayor y cada una empieza donde termina la anterior, con exactamente un lado inclusivo.',
    });
  }
}
