import { rootOf } from '../conditions/evaluateCondition.js';
import { isCompleteRange } from '../dates/date-range.js';
import type { FilterSelection } from './selection.js';

/** What decodeSelection accepts from a URL. */
export interface SelectionAllowed {
  /** Ids of the user's geography scope forest (forestIds(scopeForest(...))). */
  geographies: ReadonlySet<number>;
  /** Ids of the user's logical scope forest. */
  logicals: ReadonlySet<number>;
  /** Ids of the user's critical-moment scope forest. */
  criticalMoments: ReadonlySet<number>;
  /** The tenant's channel ids. */
  channels: ReadonlySet<number>;
  /** The tenant's cluster ids. */
  clusters: ReadonlySet<number>;
  /** Question ids whose response values may be chosen with these moments selected (all, when absent). */
  responseValueQuestions?: (moments: readonly number[]) => ReadonlySet<string>;
  /**
   * Root ids of the trees (tenant.json `rootIds`). An empty geography, logical or moment list in a URL (the
   * root) is accepted only when given and the root is in that dimension's allowed set; without them an
   * empty tree list keeps the default.
   */
  roots?: { geo: number; logical: number; criticalMoment: number };
}

type IdKey = 'criticalMoments' | 'geographies' | 'logicals' | 'channels' | 'clusters';

/** URL parameter of each id list, in the order they are written. */
const ID_PARAMS: readonly (readonly [IdKey, string])[] = [
  ['criticalMoments', 'cm'],
  ['geographies', 'geo'],
  ['logicals', 'log'],
  ['channels', 'ch'],
  ['clusters', 'cl'],
];

const ID = /^\d{1,15}$/;
const QUESTION_ID = /^\d{1,15}$/;

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Question ids in numeric order (others after them, by text). */
function compareQuestions(a: string, b: string): number {
  const numeric = QUESTION_ID.test(a) && QUESTION_ID.test(b);
  return numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;
}

/** Options can hold the separators: '%', ';' and '|' are percent-escaped (and nothing else). */
function escapeOption(option: string): string {
  return option.replace(/[%;|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** `106:4|5;107:Si`: questions in numeric order, options in selection order; questions without options left out. */
function encodeResponseValues(values: Readonly<Record<string, readonly string[]>>): string {
  return Object.keys(values)
    .filter((question) => (values[question]?.length ?? 0) > 0)
    .sort(compareQuestions)
    .map((question) => `${question}:${(values[question] ?? []).map(escapeOption).join('|')}`)
    .join(';');
}

/**
 * URL codec: only what differs from `defaults` is written, under the keys from, to (both, when the range
 * differs), cm, geo, log, ch, cl (ids joined by commas, in selection order; an empty value for an emptied
 * list) and rv (`106:4|5;107:Si`; '%', ';' and '|' in options percent-escaped). Keys in that order.
 */
export function encodeSelection(selection: FilterSelection, defaults: FilterSelection): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.dateFrom !== defaults.dateFrom || selection.dateTo !== defaults.dateTo) {
    params.set('from', selection.dateFrom);
    params.set('to', selection.dateTo);
  }
  for (const [key, param] of ID_PARAMS) {
    if (!sameList(selection[key], defaults[key])) params.set(param, selection[key].join(','));
  }
  const rv = encodeResponseValues(selection.responseValues);
  if (rv !== encodeResponseValues(defaults.responseValues)) params.set('rv', rv);
  return params;
}

/** Ids of a list parameter, without repeats; null when malformed or not all allowed. */
function decodeIds(text: string, allowed: ReadonlySet<number>): number[] | null {
  if (text === '') return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    if (!ID.test(part)) return null;
    const id = Number(part);
    if (!allowed.has(id)) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Response values of an `rv` parameter; null when malformed. */
function decodeResponseValues(text: string): Record<string, string[]> | null {
  const values: Record<string, string[]> = {};
  if (text === '') return values;
  for (const segment of text.split(';')) {
    const colon = segment.indexOf(':');
    const question = segment.slice(0, colon);
    if (colon < 0 || !QUESTION_ID.test(question)) return null;
    const options = (values[question] ??= []);
    for (const raw of segment.slice(colon + 1).split('|')) {
      let option: string;
      try {
        option = decodeURIComponent(raw);
      } catch {
        return null;
      }
      if (option === '') return null;
      if (!options.includes(option)) options.push(option);
    }
  }
  return values;
}

function rootOfKey(key: IdKey, roots: SelectionAllowed['roots']): number | undefined {
  return roots === undefined || key === 'clusters' ? undefined : rootOf(key, roots);
}

/**
 * Reads a URL: absent keys take `defaults`; malformed numbers, ids not in the allowed sets (the user's scope
 * forests, the tenant's channels/clusters), an incomplete or inverted or invalid date range are dropped
 * (that dimension keeps its default). An empty channel or cluster list clears it; an empty tree list (the
 * root) needs `allowed.roots` (see SelectionAllowed). Response values are kept only for questions of the
 * selected moments' filters (`allowed.responseValueQuestions`); a malformed `rv` keeps the default's.
 */
export function decodeSelection(
  params: URLSearchParams,
  defaults: FilterSelection,
  allowed: SelectionAllowed,
): FilterSelection {
  const selection: FilterSelection = {
    dateFrom: defaults.dateFrom,
    dateTo: defaults.dateTo,
    criticalMoments: [...defaults.criticalMoments],
    geographies: [...defaults.geographies],
    logicals: [...defaults.logicals],
    channels: [...defaults.channels],
    clusters: [...defaults.clusters],
    responseValues: {},
  };
  const range = { from: params.get('from'), to: params.get('to') };
  if (isCompleteRange(range)) {
    selection.dateFrom = range.from;
    selection.dateTo = range.to;
  }
  for (const [key, param] of ID_PARAMS) {
    const text = params.get(param);
    if (text === null) continue;
    const ids = decodeIds(text, allowed[key]);
    if (ids === null) continue;
    if (ids.length === 0 && key !== 'channels' && key !== 'clusters') {
      const root = rootOfKey(key, allowed.roots);
      if (root === undefined || !allowed[key].has(root)) continue;
    }
    selection[key] = ids;
  }
  const rvText = params.get('rv');
  const decoded = rvText === null ? null : decodeResponseValues(rvText);
  const values = decoded ?? defaults.responseValues;
  const questions = allowed.responseValueQuestions?.(selection.criticalMoments);
  for (const [question, options] of Object.entries(values)) {
    if (options.length === 0 || (questions !== undefined && !questions.has(question))) continue;
    selection.responseValues[question] = [...options];
  }
  return selection;
}
