import type { GroupBy, IndicatorDefinition } from '@voz/schema';
import { toWireDate } from '@voz/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import { socialIndicator } from '../social/indicator.js';
import { catalogOf, definitionOf } from './catalog.js';
import { compareKeys, keyMapper, labelOf, type DimensionContext } from './dimensions.js';
import { periodSpec, sortRows, topOrBottom, withRegression, type PeriodSpec } from './extras.js';
import { resolveFilter, type ResolvedFilter } from './filter.js';
import type { IndicatorParams } from './params.js';
import { alertsSource } from './sources/alerts.js';
import { commentList, commentsSource, commentWords } from './sources/comments.js';
import type { EngineContext, IndicatorSource, KeyedRow } from './sources/source.js';
import { addMeasures } from './sources/source.js';
import { notificationsSource, surveysSource } from './sources/surveys.js';
import { surveySource } from './sources/survey.js';
import { TIME_DIMENSIONS, type DimKey, type IndicatorResult, type IndicatorRow, type Measures } from './types.js';

// The indicator engine: resolves an indicator of the caller's tenant, intersects the request with
// the caller's scope, reads aggregated facts from its source (daily pre-aggregates when they can
// answer, raw rows otherwise), groups and labels them, and applies the extras (periods, ranking
// position, linear regression, top/bottom, sort, limit). Values come from packages/core's formulas,
// unrounded; an empty sample is `value: null, count: 0` (a count is 0).

/** Options of computeIndicator. */
export interface ComputeOptions {
  /** Read raw rows even where the daily pre-aggregates could answer (tests compare the two paths). */
  forceScan?: boolean;
}

const SOURCES: Readonly<Record<Exclude<IndicatorDefinition['source'], 'social'>, IndicatorSource>> = {
  survey: surveySource,
  comments: commentsSource,
  alerts: alertsSource,
  surveys: surveysSource,
  notifications: notificationsSource,
};

/** Periods used by a linear regression when the request names none (dashboard-catalogue §9.1). */
const REGRESSION_PERIODS = 3;

/** The critical moments an indicator counts (with descendants), or undefined for all. */
function definitionMoments(definition: IndicatorDefinition): readonly number[] | undefined {
  if (definition.source === 'survey') return definition.criticalMoments;
  if (definition.source === 'comments' || definition.source === 'surveys') return definition.criticalMoments;
  return undefined;
}

/** The groupings of the call, checked against the source; periods add a month grouping when none is temporal. */
function dimensionsOf(ctx: EngineContext, source: IndicatorSource, periods: number | undefined): GroupBy[] {
  const asked = ctx.params.groupBy ?? [];
  const seen = new Set<GroupBy>();
  for (const dimension of asked) {
    if (seen.has(dimension)) throw badRequest(`groupBy: ${dimension} está repetida.`);
    seen.add(dimension);
    if (!source.supports(dimension, ctx)) {
      throw badRequest(
        `groupBy: el indicador ${ctx.name} (fuente ${ctx.definition.source}) no se agrupa por ${dimension}.`,
      );
    }
  }
  if (seen.has('context')) {
    const field = ctx.params.contextField;
    if (field === undefined) throw badRequest('groupBy: context necesita contextField (el campo de la operación).');
    if (!ctx.catalog.contextFields.has(field)) {
      throw badRequest(`contextField: ${field} no está declarado en responseContext.fields de metadata.json.`);
    }
  } else if (ctx.params.contextField !== undefined) {
    throw badRequest('contextField: solo se usa con groupBy context.');
  }
  // Invitations are counted per status unless grouped otherwise.
  if (ctx.definition.source === 'notifications' && asked.length === 0 && periods === undefined) return ['status'];
  // A tag measure counts per tag whatever else it is grouped by.
  if (isTagMeasure(ctx.definition) && !seen.has('tag')) {
    if (asked.length >= 3) throw badRequest('groupBy: un indicador de etiquetas admite a lo más dos agrupaciones más.');
    return dimensionsOf({ ...ctx, params: { ...ctx.params, groupBy: ['tag', ...asked] } }, source, periods);
  }
  if (periods !== undefined && !asked.some((d) => TIME_DIMENSIONS.has(d))) {
    if (!source.supports('formattedMonth', ctx)) {
      throw badRequest(`periods: el indicador ${ctx.name} no tiene series por periodo.`);
    }
    if (asked.length >= 3) throw badRequest('groupBy: con periods se admiten a lo más dos agrupaciones más.');
    return ['formattedMonth', ...asked];
  }
  return [...asked];
}

function singletonLabels(ctx: EngineContext): Pick<IndicatorRow, 'group' | 'groupId' | 'groupName' | 'label'> {
  const description = ctx.definition.description?.es;
  return { group: ctx.name, groupId: ctx.name, groupName: ctx.name, label: description ?? ctx.name };
}

/** The row of a group: labels of every dimension, then the source's value and fields. */
function buildRow(
  keys: DimKey[],
  parts: ReadonlyMap<number, Measures>,
  dimensions: readonly GroupBy[],
  ctx: EngineContext,
  dctx: DimensionContext,
  source: IndicatorSource,
): IndicatorRow {
  const measured = source.finish(parts, ctx, dimensions);
  if (dimensions.length === 0) return { ...singletonLabels(ctx), ...measured };
  const labels = dimensions.map((d, i) => labelOf(d, keys[i] ?? null, dctx));
  const first = labels[0] ?? { group: null, groupId: null, groupName: null };
  const row: IndicatorRow = {
    group: first.group,
    groupId: first.groupId,
    groupName: first.groupName,
    label: labels.map((l) => l.groupName ?? '').join(' · '),
    ...(first.description ? { description: first.description } : {}),
    ...measured,
  };
  if (dimensions.length > 1) {
    labels.forEach((l, i) => {
      row[`group_${i}`] = l.group;
      row[`groupId_${i}`] = l.groupId;
      row[`groupName_${i}`] = l.groupName;
    });
  }
  return row;
}

interface Group {
  keys: DimKey[];
  parts: Map<number, Measures>;
}

/** Cartesian product of key lists. */
function product(lists: readonly (readonly DimKey[])[]): DimKey[][] {
  return lists.reduce<DimKey[][]>((acc, list) => acc.flatMap((prefix) => list.map((key) => [...prefix, key])), [[]]);
}

/** Groups the facts under their rolled-up keys, adding every period and enumerated key (empty groups). */
function groupFacts(
  facts: EngineResultFacts,
  dimensions: readonly GroupBy[],
  ctx: EngineContext,
  dctx: DimensionContext,
  source: IndicatorSource,
  spec: PeriodSpec | undefined,
): Group[] {
  const mapKeys = keyMapper(dimensions, dctx);
  const groups = new Map<string, Group>();
  for (const fact of facts) {
    const keys = mapKeys(fact.keys);
    if (!keys) continue;
    const id = JSON.stringify(keys);
    let group = groups.get(id);
    if (!group) {
      group = { keys, parts: new Map() };
      groups.set(id, group);
    }
    const measures = group.parts.get(fact.part) ?? {};
    addMeasures(measures, fact.measures);
    group.parts.set(fact.part, measures);
  }
  const listed = dimensions.map((d) => (spec && d === spec.dimension ? spec.labels : source.enumerate?.(d, ctx)));
  if (dimensions.length === 0 || listed.some((l) => l !== undefined)) {
    const observed = dimensions.map((_, i) => [
      ...new Map([...groups.values()].map((g) => [JSON.stringify(g.keys[i]), g.keys[i] ?? null])).values(),
    ]);
    for (const keys of product(dimensions.map((_, i) => listed[i] ?? observed[i] ?? []))) {
      const id = JSON.stringify(keys);
      if (!groups.has(id)) groups.set(id, { keys, parts: new Map() });
    }
  }
  return [...groups.values()];
}

type EngineResultFacts = Awaited<ReturnType<IndicatorSource['facts']>>['facts'];

function isTagMeasure(definition: IndicatorDefinition): boolean {
  return definition.source === 'comments' && definition.measure === 'tags';
}

/** The geographies a ranking position is asked for: the selection, else the caller's scope, else the root. */
function rankingTargets(ctx: EngineContext, filter: ResolvedFilter): number[] {
  const tree = ctx.trees.geographies;
  const topOf = (ids: Iterable<number>): number[] => {
    const set = new Set(ids);
    return [...set].filter((id) => {
      const level = tree.levelOf(id) ?? 1;
      return level <= 1 || !set.has(tree.ancestorAt(id, level - 1) ?? -1);
    });
  };
  const asked = (ctx.params.geoLocationInclude ?? []).filter((id) => id !== tree.root.id);
  if (asked.length > 0) return topOf(filter.geographies ?? []);
  const scope = ctx.principal.wholeTenant ? [] : ctx.principal.scope.geographies.filter((id) => id !== tree.root.id);
  if (scope.length > 0) return topOf(tree.expand(scope));
  return [tree.root.id];
}

/**
 * aggregation rankingPosition: for each target geography, its value, its position (1 = best,
 * ties share a position) among its peers — the geographies of its level in the whole country
 * (scope 100) or in its zone (scope 0) — and how many peers have a value. Peers are computed
 * outside the caller's geographic scope (only the position and count leave the server, never a
 * peer's value); every other filter and scope still applies.
 */
async function rankingRows(
  ctx: EngineContext,
  source: IndicatorSource,
  filter: ResolvedFilter,
  dctx: DimensionContext,
): Promise<IndicatorResult> {
  const tree = ctx.trees.geographies;
  const targets = rankingTargets(ctx, filter);
  if (targets.length === 0) return { rows: [], path: 'none' };
  // Facts per geography as stored (no roll-up of the request), rolled up below per target level.
  const { groupByLevel: _level, groupByTopLocation: _top, featureInclude: _zoom, ...params } = ctx.params;
  const { facts, path } = await source.facts({ ...ctx, params }, ['geoLocation'], { ...filter, geographies: null });
  const scope = ctx.params.rankingPositionScope ?? 100;
  const rows = targets.map((target) => {
    const level = tree.levelOf(target) ?? 1;
    const byNode = new Map<number, Map<number, Measures>>();
    for (const fact of facts) {
      const id = fact.keys[0];
      const node = typeof id === 'number' ? tree.ancestorAt(id, level) : undefined;
      if (node === undefined) continue;
      const parts = byNode.get(node) ?? new Map<number, Measures>();
      byNode.set(node, parts);
      const measures = parts.get(fact.part) ?? {};
      addMeasures(measures, fact.measures);
      parts.set(fact.part, measures);
    }
    // Peers of scope 0 share the target's zone (level 2), or its parent when it is a zone or above.
    const zoneLevel = level > 2 ? 2 : level - 1;
    const zone = zoneLevel >= 1 ? tree.ancestorAt(target, zoneLevel) : undefined;
    const peers = [...byNode.keys()].filter(
      (node) => scope === 100 || zone === undefined || tree.ancestorAt(node, zoneLevel) === zone,
    );
    const values = peers.map((node) => source.finish(byNode.get(node) ?? new Map(), ctx, ['geoLocation']).value);
    const ranked = values.filter((v): v is number => v !== null);
    const own = source.finish(byNode.get(target) ?? new Map(), ctx, ['geoLocation']);
    const label = labelOf('geoLocation', target, dctx);
    const row: IndicatorRow = {
      group: label.group,
      groupId: label.groupId,
      groupName: label.groupName,
      label: label.groupName,
      ...(label.description ? { description: label.description } : {}),
      ...own,
      position: own.value === null ? null : 1 + ranked.filter((v) => v > (own.value as number)).length,
      groupCount: ranked.length,
    };
    return row;
  });
  return { rows, path };
}

/**
 * Computes an indicator of the caller's tenant for a request: the rows of dashboard-catalogue §3.2
 * and whether they came from the daily pre-aggregates ('fast') or raw rows ('scan'). Throws 404
 * for an indicator the tenant does not define, 400 naming the parameter for a bad request.
 */
export async function computeIndicator(
  db: Kysely<Database>,
  principal: Principal,
  indicatorName: string,
  params: IndicatorParams,
  now: Date,
  options: ComputeOptions = {},
): Promise<IndicatorResult> {
  const files = principal.tenant;
  const tenant = files.tenant.value;
  const definition = definitionOf(indicatorName, files.indicators.value, tenant);
  if (!definition) throw notFound(`No existe el indicador "${indicatorName}" para este cliente.`);
  const ctx: EngineContext = {
    db,
    principal,
    name: indicatorName,
    definition,
    params,
    tenant,
    catalog: catalogOf(files.metadata.value),
    trees: files.trees,
    today: toWireDate(now, tenant.timezone),
    forceScan: options.forceScan === true,
  };
  let filter = resolveFilter(principal, params, definitionMoments(definition));
  // Social mentions (social_mentions, docs/decisions/0009) are few: social/indicator.ts reads and
  // groups them, outside the pre-aggregated paths below.
  if (definition.source === 'social') return socialIndicator(ctx, definition, filter);
  if (definition.source === 'comments' && (definition.measure === 'words' || definition.measure === 'list')) {
    if (params.groupBy !== undefined) throw badRequest(`groupBy: el indicador ${indicatorName} no se agrupa.`);
    if (params.periods !== undefined) {
      const spec = periodSpec('date', params.periods, params.dateTo ?? ctx.today);
      filter = { ...filter, from: spec.from, to: spec.to };
    }
    const { rows, scanned } =
      definition.measure === 'words' ? await commentWords(ctx, filter) : await commentList(ctx, filter);
    return { rows: sortRows(rows, params.sort), path: scanned ? 'scan' : 'none' };
  }

  const source = SOURCES[definition.source];
  const regression = params.aggregation === 'linearRegression';
  const periods = params.periods ?? (regression ? REGRESSION_PERIODS : undefined);
  const dimensions = dimensionsOf(ctx, source, periods);
  const timeDimension = dimensions.find((d) => TIME_DIMENSIONS.has(d));
  let spec: PeriodSpec | undefined;
  if (periods !== undefined && timeDimension !== undefined) {
    spec = periodSpec(timeDimension, periods, params.dateTo ?? ctx.today);
    filter = { ...filter, from: spec.from, to: spec.to };
  }
  const dctx: DimensionContext = {
    catalog: ctx.catalog,
    trees: ctx.trees,
    params,
    filter,
    questions: definition.source === 'survey' ? definition.questions : [],
  };
  if (params.aggregation === 'rankingPosition') {
    if (!source.supports('geoLocation', ctx)) {
      throw badRequest(`aggregation: el indicador ${indicatorName} no se ordena por geografía.`);
    }
    return rankingRows(ctx, source, filter, dctx);
  }

  const { facts, path } = await source.facts(ctx, dimensions, filter);
  const groups = groupFacts(facts, dimensions, ctx, dctx, source, spec);
  groups.sort((a, b) => {
    for (let i = 0; i < dimensions.length; i++) {
      const c = compareKeys(dimensions[i] as GroupBy, a.keys[i] ?? null, b.keys[i] ?? null, dctx);
      if (c !== 0) return c;
    }
    return 0;
  });
  let keyed: KeyedRow[] = groups.map((g) => ({
    keys: g.keys,
    row: buildRow(g.keys, g.parts, dimensions, ctx, dctx, source),
  }));
  if (dimensions[0] === 'tag') {
    // Tags are listed most frequent first, ties by name (packages/core's tag ranking order).
    keyed = keyed
      .map((k, index) => ({ k, index }))
      .sort((a, b) => b.k.row.count - a.k.row.count || a.index - b.index)
      .map(({ k }) => k);
  }
  await source.decorate?.(ctx, dimensions, filter, keyed);
  let rows = keyed.map((k) => k.row);

  if (regression) {
    if (!spec || timeDimension === undefined) {
      throw badRequest('aggregation: linearRegression necesita una agrupación temporal.');
    }
    const timeIndex = dimensions.indexOf(timeDimension);
    const keysOf = new Map(keyed.map((k) => [k.row, k.keys]));
    rows = withRegression(
      rows,
      (row) => JSON.stringify((keysOf.get(row) ?? []).filter((_, i) => i !== timeIndex)),
      (row) => String((keysOf.get(row) ?? [])[timeIndex]),
      spec,
      (template, label, value) => {
        const keys = [...(keysOf.get(template) ?? [])];
        keys[timeIndex] = label;
        const projected = buildRow(keys, new Map(), dimensions, ctx, dctx, source);
        return { ...projected, value, count: 0 };
      },
    );
  }
  rows = topOrBottom(rows, params, isTagMeasure(definition));
  rows = sortRows(rows, params.sort);
  if (params.limit !== undefined) rows = rows.slice(0, params.limit);
  return { rows, path };
}
