import type { GroupBy } from '@voz/schema';
import { addDays, formatWireDate, parseWireDate, toEpochDay } from '@voz/core';
import {
  compareKeys,
  geographyRollup,
  labelOf,
  periodLabel,
  type DimensionContext,
  type GroupLabel,
} from '../indicators/dimensions.js';
import type { DimKey } from '../indicators/types.js';
import type { MentionFact } from './mentions.js';
import { compareNetworks, networkName } from './networks.js';

// Mentions grouped by the dimensions of a social read. The groupings are the engine's
// (dashboard-catalogue §3.1) with the meaning they have for mentions: `channel` is the social
// network (every mention shares the metadata channel it arrives through, so the "by channel" pies
// of the social dashboard are per network), `tag` is a keyword (a mention counts once under each
// of its keywords), `geoLocation` the place (rolled up like every geography grouping), and the
// time groupings the day, week or month of the post in the tenant's zone.

/** The groupings social reads support. */
export const SOCIAL_GROUPINGS = [
  'channel',
  'date',
  'week',
  'formattedWeek',
  'formattedMonth',
  'geoLocation',
  'tag',
] as const satisfies readonly GroupBy[];

/** A grouping of mentions. */
export type SocialGrouping = (typeof SOCIAL_GROUPINGS)[number];

const GROUPINGS: ReadonlySet<string> = new Set(SOCIAL_GROUPINGS);

/** Whether mentions can be grouped by a dimension. */
export function isSocialGrouping(dimension: string): dimension is SocialGrouping {
  return GROUPINGS.has(dimension);
}

/** Counts and sums of a group of mentions. */
export interface Tally {
  mentions: number;
  positive: number;
  neutral: number;
  negative: number;
  likes: number;
  shares: number;
  replies: number;
}

/** A tally of no mentions. */
export function emptyTally(): Tally {
  return { mentions: 0, positive: 0, neutral: 0, negative: 0, likes: 0, shares: 0, replies: 0 };
}

/** Adds one mention to a tally. */
export function addToTally(tally: Tally, fact: MentionFact): void {
  tally.mentions++;
  if (fact.sentiment > 0) tally.positive++;
  else if (fact.sentiment < 0) tally.negative++;
  else tally.neutral++;
  tally.likes += fact.likes;
  tally.shares += fact.shares;
  tally.replies += fact.replies;
}

/** The first day of the period a day falls in (the key SQL gives the other sources). */
function firstDayOf(dimension: SocialGrouping, day: string): string {
  if (dimension === 'formattedMonth') return `${day.slice(0, 8)}01`;
  if (dimension === 'week' || dimension === 'formattedWeek') {
    const date = parseWireDate(day);
    // 1970-01-01 was a Thursday: weekday 1 (Monday) … 7 (Sunday).
    const weekday = ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
    return formatWireDate(addDays(date, 1 - weekday));
  }
  return day;
}

/** The period label of a day under a time grouping (what the engine's rows show). */
export function periodOfDay(dimension: SocialGrouping, day: string): string {
  return String(periodLabel(dimension, firstDayOf(dimension, day)));
}

/** A group of mentions: its keys (one per dimension) and its tally. */
export interface SocialGroup {
  keys: DimKey[];
  tally: Tally;
}

/** The keys of one mention on each dimension; an empty list drops it (a mention without keywords under `tag`). */
function keysOf(
  fact: MentionFact,
  dimensions: readonly SocialGrouping[],
  rollGeography: (id: number) => number | undefined,
): DimKey[][] {
  return dimensions.map((dimension): DimKey[] => {
    switch (dimension) {
      case 'channel':
        return [fact.network];
      case 'tag':
        return [...new Set(fact.keywords)];
      case 'geoLocation': {
        const rolled = rollGeography(fact.geoLocationId);
        return rolled === undefined ? [] : [rolled];
      }
      default:
        return [periodOfDay(dimension, fact.day)];
    }
  });
}

function product(lists: readonly (readonly DimKey[])[]): DimKey[][] {
  return lists.reduce<DimKey[][]>((acc, list) => acc.flatMap((prefix) => list.map((key) => [...prefix, key])), [[]]);
}

/** Default order of two keys of a dimension: networks in list order, the engine's order otherwise. */
export function compareSocialKeys(dimension: SocialGrouping, a: DimKey, b: DimKey, dctx: DimensionContext): number {
  if (dimension === 'channel' && typeof a === 'string' && typeof b === 'string') return compareNetworks(a, b);
  return compareKeys(dimension, a, b, dctx);
}

/**
 * Mentions grouped by the dimensions: keyword groups first by how many mentions carry them (ties
 * by name), the others in each dimension's order. With `periods` (labels of a time dimension)
 * every period is listed for every key observed on the other dimensions, empty ones included, as
 * the engine does; with no dimension there is one group, empty or not.
 */
export function groupMentions(
  facts: readonly MentionFact[],
  dimensions: readonly SocialGrouping[],
  dctx: DimensionContext,
  periods?: { dimension: SocialGrouping; labels: readonly string[] },
): SocialGroup[] {
  const rollGeography = geographyRollup(dctx);
  const groups = new Map<string, SocialGroup>();
  for (const fact of facts) {
    for (const keys of product(keysOf(fact, dimensions, rollGeography))) {
      const id = JSON.stringify(keys);
      let group = groups.get(id);
      if (!group) groups.set(id, (group = { keys, tally: emptyTally() }));
      addToTally(group.tally, fact);
    }
  }
  const timeIndex = periods ? dimensions.indexOf(periods.dimension) : -1;
  if (dimensions.length === 0 || (periods && timeIndex >= 0)) {
    const observed = dimensions.map((_, i) => [
      ...new Map([...groups.values()].map((g) => [JSON.stringify(g.keys[i]), g.keys[i] ?? null])).values(),
    ]);
    const lists = dimensions.map((_, i) => (i === timeIndex && periods ? [...periods.labels] : (observed[i] ?? [])));
    for (const keys of product(lists)) {
      const id = JSON.stringify(keys);
      if (!groups.has(id)) groups.set(id, { keys, tally: emptyTally() });
    }
  }
  const sorted = [...groups.values()].sort((a, b) => {
    for (let i = 0; i < dimensions.length; i++) {
      const c = compareSocialKeys(dimensions[i] as SocialGrouping, a.keys[i] ?? null, b.keys[i] ?? null, dctx);
      if (c !== 0) return c;
    }
    return 0;
  });
  if (dimensions[0] !== 'tag') return sorted;
  return sorted
    .map((group, index) => ({ group, index }))
    .sort((a, b) => b.group.tally.mentions - a.group.tally.mentions || a.index - b.index)
    .map(({ group }) => group);
}

/** Labels of one key of a social dimension: the network's name for `channel`, the engine's otherwise. */
export function socialLabel(dimension: SocialGrouping, key: DimKey, dctx: DimensionContext): GroupLabel {
  if (dimension === 'channel' && key !== null) {
    const name = networkName(String(key));
    return { group: name, groupId: key, groupName: name };
  }
  return labelOf(dimension, key, dctx);
}

/** The label fields of a group's row. */
export interface GroupFields {
  group: string | null;
  groupId: string | number | null;
  groupName: string | null;
  label: string | null;
  description?: string;
  [dimension: `group_${number}` | `groupName_${number}`]: string | null;
  [id: `groupId_${number}`]: string | number | null;
}

/**
 * The labels of a group as the engine writes them: the outermost dimension as group, groupId and
 * groupName, every dimension's name joined as label, and group_N, groupId_N, groupName_N for each
 * dimension N — the engine writes those only with two or more dimensions; `indexAlways` writes
 * them for one dimension too (the external-social rows, whose widgets read group_0).
 */
export function groupFields(
  keys: readonly DimKey[],
  dimensions: readonly SocialGrouping[],
  dctx: DimensionContext,
  indexAlways: boolean,
): GroupFields {
  const labels = dimensions.map((d, i) => socialLabel(d, keys[i] ?? null, dctx));
  const first = labels[0] ?? { group: null, groupId: null, groupName: null };
  const fields: GroupFields = {
    group: first.group,
    groupId: first.groupId,
    groupName: first.groupName,
    label: labels.map((l) => l.groupName ?? '').join(' · '),
    ...(first.description ? { description: first.description } : {}),
  };
  if (dimensions.length > 1 || (indexAlways && dimensions.length === 1)) {
    labels.forEach((l, i) => {
      fields[`group_${i}`] = l.group;
      fields[`groupId_${i}`] = l.groupId;
      fields[`groupName_${i}`] = l.groupName;
    });
  }
  return fields;
}
