import type { SocialIndicator } from '@voz/schema';
import { sentimentPercentage } from '@voz/core';
import { badRequest } from '../http/errors.js';
import type { DimensionContext } from '../indicators/dimensions.js';
import { periodSpec, sortRows, topOrBottom, withRegression, type PeriodSpec } from '../indicators/extras.js';
import type { IdSet, ResolvedFilter } from '../indicators/filter.js';
import type { EngineContext } from '../indicators/sources/source.js';
import { TIME_DIMENSIONS, type DimKey, type IndicatorResult, type IndicatorRow } from '../indicators/types.js';
import {
  emptyTally,
  groupFields,
  groupMentions,
  isSocialGrouping,
  type SocialGrouping,
  type Tally,
} from './grouping.js';
import { mentionFacts, statusSelectsMentions, type MentionSelection } from './mentions.js';
import { hasSocialListening } from './networks.js';

// The indicator engine's `source: 'social'` (computeIndicator.ts hands social indicators here):
// mentions, sentiment, keywords and engagement over the tenant's mentions, grouped by network
// (`channel`), day, week, month, place or keyword, in the rows every other source answers —
// value, count, group, groupId, groupName, label, positive/neutral/negative, and for two or three
// groupings the engine's group_N/groupId_N/groupName_N fields. Mentions are few, so they are read
// and grouped here (path 'scan'); the engine's pre-aggregated fast path is not involved. The
// extras apply as on the other sources: periods, linearRegression, top/bottom, sort and limit.

/** Periods a linear regression uses when the request names none (dashboard-catalogue §9.1). */
const REGRESSION_PERIODS = 3;

function intersect(a: IdSet, b: IdSet): IdSet {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((id) => b.has(id)));
}

/** The groupings of the call: keyword indicators count per keyword, and periods need a time grouping. */
function dimensionsOf(ctx: EngineContext, definition: SocialIndicator, periods: number | undefined): SocialGrouping[] {
  const asked = ctx.params.groupBy ?? [];
  const dimensions: SocialGrouping[] = [];
  for (const dimension of asked) {
    if (!isSocialGrouping(dimension)) {
      throw badRequest(`groupBy: el indicador ${ctx.name} (fuente social) no se agrupa por ${dimension}.`);
    }
    if (dimensions.includes(dimension)) throw badRequest(`groupBy: ${dimension} está repetida.`);
    dimensions.push(dimension);
  }
  if (definition.measure === 'keywords' && !dimensions.includes('tag')) {
    if (dimensions.length >= 3)
      throw badRequest('groupBy: un indicador de palabras clave admite a lo más dos agrupaciones más.');
    dimensions.unshift('tag');
  }
  if (periods !== undefined && !dimensions.some((d) => TIME_DIMENSIONS.has(d))) {
    if (dimensions.length >= 3) throw badRequest('groupBy: con periods se admiten a lo más dos agrupaciones más.');
    dimensions.unshift('formattedMonth');
  }
  return dimensions;
}

/** Value, count and the sentiment counts of a group, as the definition measures it. */
function measured(
  tally: Tally,
  definition: SocialIndicator,
  formula: string | undefined,
): Pick<IndicatorRow, 'value' | 'count' | 'positive' | 'neutral' | 'negative'> & { likes?: number } {
  const n = tally.mentions;
  const counts = { count: n, positive: tally.positive, neutral: tally.neutral, negative: tally.negative };
  if (definition.measure === 'sentiment' || formula === 'sentiment-percentage') {
    return { value: sentimentPercentage(tally.positive, n), ...counts };
  }
  if (definition.measure === 'engagement')
    return { value: n === 0 ? null : tally.likes / n, ...counts, likes: tally.likes };
  return { value: n, ...counts };
}

/** Computes a social indicator (the caller has resolved the filter and checked the tenant's indicator). */
export async function socialIndicator(
  ctx: EngineContext,
  definition: SocialIndicator,
  resolved: ResolvedFilter,
): Promise<IndicatorResult> {
  if (!hasSocialListening(ctx.tenant)) return { rows: [], path: 'none' };
  const { params } = ctx;
  if (params.aggregation === 'rankingPosition') {
    throw badRequest(`aggregation: el indicador ${ctx.name} (fuente social) no tiene posición en el ranking.`);
  }
  const regression = params.aggregation === 'linearRegression';
  const periods = params.periods ?? (regression ? REGRESSION_PERIODS : undefined);
  const dimensions = dimensionsOf(ctx, definition, periods);
  const time = dimensions.find((d) => TIME_DIMENSIONS.has(d));
  let filter = resolved;
  let spec: PeriodSpec | undefined;
  if (periods !== undefined && time !== undefined) {
    spec = periodSpec(time, periods, params.dateTo ?? ctx.today);
    filter = { ...filter, from: spec.from, to: spec.to };
  }
  // Critical moments, logicals, clusters and answers do not apply: mentions have none of them.
  const selection: MentionSelection = {
    tenantId: filter.tenantId,
    timeZone: filter.timeZone,
    from: filter.from,
    to: filter.to,
    geographies: filter.geographies,
    channels: intersect(filter.channels, definition.channels?.length ? new Set(definition.channels) : null),
    networks: null,
    sentiment: null,
    keyword: params.tag ?? null,
    none: !statusSelectsMentions(params.status),
  };
  const impossible =
    selection.none || [selection.geographies, selection.channels].some((ids) => ids !== null && ids.size === 0);
  const facts = impossible ? [] : await mentionFacts(ctx.db, selection);
  const dctx: DimensionContext = { catalog: ctx.catalog, trees: ctx.trees, params, filter, questions: [] };
  const groups = groupMentions(
    facts,
    dimensions,
    dctx,
    spec && time ? { dimension: time, labels: spec.labels } : undefined,
  );

  const labelsOf = (keys: readonly DimKey[]): Pick<IndicatorRow, 'group' | 'groupId' | 'groupName' | 'label'> =>
    dimensions.length === 0
      ? { group: ctx.name, groupId: ctx.name, groupName: ctx.name, label: definition.description?.es ?? ctx.name }
      : groupFields(keys, dimensions, dctx, false);
  const keysOf = new Map<IndicatorRow, readonly DimKey[]>();
  let rows: IndicatorRow[] = groups.map((g) => {
    const row: IndicatorRow = { ...labelsOf(g.keys), ...measured(g.tally, definition, params.formula) };
    keysOf.set(row, g.keys);
    return row;
  });

  if (regression) {
    if (!spec || time === undefined)
      throw badRequest('aggregation: linearRegression necesita una agrupación temporal.');
    const timeIndex = dimensions.indexOf(time);
    rows = withRegression(
      rows,
      (row) => JSON.stringify((keysOf.get(row) ?? []).filter((_, i) => i !== timeIndex)),
      (row) => String((keysOf.get(row) ?? [])[timeIndex]),
      spec,
      (template, label, value) => {
        const keys = [...(keysOf.get(template) ?? [])];
        keys[timeIndex] = label;
        return { ...labelsOf(keys), ...measured(emptyTally(), definition, params.formula), value, count: 0 };
      },
    );
  }
  rows = topOrBottom(rows, params, dimensions[0] === 'tag');
  rows = sortRows(rows, params.sort);
  if (params.limit !== undefined) rows = rows.slice(0, params.limit);
  return { rows, path: impossible ? 'none' : 'scan' };
}
