import type { IndicatorRow } from '@voz/core';
import type { GeoNode } from '@voz/schema';
import type { MockInput } from '../types.js';
import { RATING_10, type ValueRange } from './rows.js';
import {
  CAUSES,
  CL_REGIONS,
  MAP_SITES,
  MX_STATES,
  NEGATIVE_TAGS,
  NEUTRAL_TAGS,
  POSITIVE_TAGS,
  WORLD_COUNTRIES,
  type MapGeography,
} from './textMapNames.js';

// Mocked rows of the map kind and of the text-analysis kinds (sentiment text, Ishikawa), shaped
// like the reference backend's answers. Deterministic: the Random is seeded by the caller.

function round(value: number, decimals = 4): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Satisfaction percentages of the choropleth maps (the catalogue's map cut-off is 90). */
export const MAP_PERCENT_RANGE: ValueRange = { min: 72, max: 99 };

type MapKind = 'points' | 'mx-states' | 'cl-regions' | 'world';

/** Geographies of each map when the metadata has none. */
const MAP_FALLBACK: Readonly<Record<MapKind, readonly MapGeography[]>> = {
  points: MAP_SITES,
  'mx-states': MX_STATES,
  'cl-regions': CL_REGIONS,
  world: WORLD_COUNTRIES,
};

/** Whether a map code belongs to a map: MX-… states, CL-… regions, numeric countries. */
function codeFits(map: MapKind, code: string): boolean {
  if (map === 'mx-states') return code.startsWith('MX-');
  if (map === 'cl-regions') return code.startsWith('CL-');
  return /^\d{1,3}$/.test(code);
}

/** The metadata's geographies a map can place: with coordinates (points) or a code of the map. */
function metadataGeographies(metadata: MockInput['metadata'], map: MapKind): MapGeography[] {
  const found: MapGeography[] = [];
  const walk = (node: GeoNode | undefined): void => {
    if (!node) return;
    if (map === 'points' ? node.coordinates !== undefined : node.mapCode !== undefined && codeFits(map, node.mapCode)) {
      found.push({
        id: node.id,
        name: node.name,
        ...(node.mapCode !== undefined ? { mapCode: node.mapCode } : {}),
        ...(node.coordinates !== undefined ? { coordinates: node.coordinates } : {}),
      });
    }
    node.children?.forEach(walk);
  };
  walk(metadata?.geographies.root);
  return found;
}

/**
 * Map rows: one per geography the widget's map can place — the metadata's geographies with
 * coordinates (points) or a code of the map (choropleths), else MAP_SITES, MX_STATES, CL_REGIONS
 * or WORLD_COUNTRIES (whose ids a story's metadata can reuse). Points carry 0–10 ratings, the
 * choropleths satisfaction percentages.
 */
export function mapRows({ widget, request, random, metadata }: MockInput): IndicatorRow[] {
  const map: MapKind = widget.type === 'map' ? (widget.config?.map ?? 'points') : 'points';
  const known = metadataGeographies(metadata, map);
  let geographies = known.length > 0 ? known : MAP_FALLBACK[map];
  if (request.limit !== undefined) geographies = geographies.slice(0, request.limit);
  const range = map === 'points' ? RATING_10 : MAP_PERCENT_RANGE;
  return geographies.map((g) => ({
    group: g.name,
    groupId: g.id,
    groupName: g.name,
    label: g.name,
    value: round(random.float(range.min, range.max)),
    count: random.int(30, 1800),
  }));
}

/**
 * Sentiment totals (one row, value: net %) whose categories hold different tags for positive,
 * neutral and negative comments, most frequent first: what the sentiment text reads.
 */
export function sentimentTagRows({ random }: MockInput): IndicatorRow[] {
  const positive = random.int(200, 900);
  const neutral = random.int(50, 300);
  const negative = random.int(80, 600);
  const count = positive + neutral + negative;
  const tagsOf = (names: readonly string[], total: number): { group: string; count: number }[] =>
    names
      .map((group) => ({ group, count: random.int(Math.round(total * 0.03), Math.round(total * 0.3)) }))
      .sort((a, b) => b.count - a.count);
  return [
    {
      group: null,
      groupId: null,
      groupName: null,
      label: null,
      value: round(((positive - negative) / count) * 100),
      count,
      positive,
      neutral,
      negative,
      categories: [
        { group: 'positive', count: positive, tags: tagsOf(POSITIVE_TAGS, positive) },
        { group: 'neutral', count: neutral, tags: tagsOf(NEUTRAL_TAGS, neutral) },
        { group: 'negative', count: negative, tags: tagsOf(NEGATIVE_TAGS, negative) },
      ],
    },
  ];
}

/**
 * Causes of dissatisfaction (Ishikawa): one row per category of CAUSES with its tags and their
 * sentiment counts, the most negative first; value and negative are the category's negative
 * mentions.
 */
export function causeRows({ random }: MockInput): IndicatorRow[] {
  return CAUSES.map(([category, names]) => {
    const tags = names
      .map((group) => {
        const negative = random.int(4, 90);
        const positive = random.int(0, 40);
        const neutral = random.int(0, 20);
        return { group, count: negative + positive + neutral, positive, neutral, negative };
      })
      .sort((a, b) => b.negative - a.negative);
    const sum = (key: 'count' | 'positive' | 'neutral' | 'negative'): number => tags.reduce((s, t) => s + t[key], 0);
    return {
      group: category,
      groupId: category,
      groupName: category,
      label: category,
      value: sum('negative'),
      count: sum('count'),
      positive: sum('positive'),
      neutral: sum('neutral'),
      negative: sum('negative'),
      tags,
    };
  });
}
