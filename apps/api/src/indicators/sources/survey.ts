import type { FormulaName, GroupBy, SurveyIndicator } from '@voz/schema';
import {
  SCALE_0_10,
  SCALE_1_5,
  averageFromSums,
  avgMax10FromSums,
  npsFromCounts,
  npsThresholds,
  sentimentPercentage,
  weightedAverage,
  type NpsThresholds,
  type RatingScale,
} from '@voz/core';
import { sql } from 'kysely';
import { questionScale, type QuestionInfo } from '../catalog.js';
import { isEmptyFilter, onlyDailyDimensions, type ResolvedFilter } from '../filter.js';
import { rollupFacts } from '../rollup.js';
import {
  answerConditions,
  contextColumn,
  contextConditions,
  dailyConditions,
  idIn,
  keyExpression,
  keySelect,
  num,
  readKeys,
  scanConditions,
  where,
  zonedDay,
  type Expr,
  type TableColumns,
} from '../sql-parts.js';
import type { DimKey, Fact, Measures } from '../types.js';
import { totalOf, type EngineContext, type FactsResult, type IndicatorSource, type MeasuredFields } from './source.js';

// Survey indicators: a formula over the answers to the indicator's questions.
//
// Fast path: answer_daily (per tenant, question, day, moment and geography: n, sum, promoters,
// passives, detractors, top2 of the in-scale answers of ANSWERED responses), summed in SQL by
// question and by the requested keys, read by its primary key (tenant_id, question_id, day, ...).
// Scan path, when the filter or the grouping needs what the daily table does not hold (logicals,
// channels, clusters, response values, answer distributions): survey_responses.answers counted in
// SQL per question, answer and keys, then classified here exactly as the seed's answer_daily
// classifies one answer, so both paths give identical numbers.

/** Groupings the daily table can answer. */
const FAST_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  'question',
  'geoLocation',
  'criticalMoment',
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);
/** Groupings of survey indicators. */
const SURVEY_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  ...FAST_DIMENSIONS,
  'logicalLocation',
  'channel',
  'mlCluster',
  'numberAnswer',
  'responseValue',
  'advisor',
  'context',
]);
/** answer_daily column of each measure. */
const DAILY_COLUMNS: Readonly<Record<string, string>> = {
  n: 'n',
  sum: 'sum',
  p: 'promoters',
  pa: 'passives',
  d: 'detractors',
  t2: 'top2',
};
/** The measures each formula reads from answer_daily. */
const DAILY_SUMS: Readonly<Record<FormulaName, readonly string[]>> = {
  nps: ['p', 'pa', 'd'],
  'nps-10': ['p', 'pa', 'd'],
  'nps-5': ['p', 'pa', 'd'],
  average: ['n', 'sum'],
  wavg: ['n', 'sum'],
  'avgmax-10': ['n', 'sum'],
  'count-number': ['n'],
  'top-two-box': ['n', 't2'],
  'sentiment-percentage': [],
};
/** Groupings whose key is the answer itself. */
const ANSWER_DIMENSIONS: ReadonlySet<GroupBy> = new Set(['numberAnswer', 'responseValue']);

function definitionOf(ctx: EngineContext): SurveyIndicator {
  return ctx.definition as SurveyIndicator;
}

/** The formula of the call: the request's, else the definition's; count-number for answer distributions. */
export function surveyFormula(ctx: EngineContext, dimensions: readonly GroupBy[]): FormulaName {
  if (dimensions.some((d) => ANSWER_DIMENSIONS.has(d))) return 'count-number';
  return ctx.params.formula ?? definitionOf(ctx).formula;
}

/** The scale NPS classifies on: the question's for nps, fixed for nps-10 and nps-5. */
function npsScale(formula: FormulaName, questionScale: RatingScale): RatingScale {
  if (formula === 'nps-10') return SCALE_0_10;
  if (formula === 'nps-5') return SCALE_1_5;
  return questionScale;
}

function thresholdsOf(scale: RatingScale): NpsThresholds | null {
  try {
    return npsThresholds(scale);
  } catch {
    // A scale with no NPS convention (1–7): no promoters, passives or detractors, as in answer_daily.
    return null;
  }
}

function sameScale(a: RatingScale, b: RatingScale): boolean {
  return a.min === b.min && a.max === b.max;
}

/** Whether answer_daily can answer the call (the filter and grouping only involve what it holds). */
function canUseDaily(ctx: EngineContext, dimensions: readonly GroupBy[], filter: ResolvedFilter): boolean {
  if (ctx.forceScan || !onlyDailyDimensions(filter)) return false;
  if (ctx.params.status !== undefined && ctx.params.status !== 'ANSWERED') return false;
  if (!dimensions.every((d) => FAST_DIMENSIONS.has(d))) return false;
  const formula = surveyFormula(ctx, dimensions);
  if (formula === 'sentiment-percentage') return false;
  return definitionOf(ctx).questions.every((id) => {
    const info = ctx.catalog.questions.get(id);
    if (!info?.rating) return false;
    const scale = questionScale(info.question, ctx.tenant);
    // answer_daily classifies on the question's scale; a fixed-scale formula must agree with it.
    return formula !== 'nps-10' && formula !== 'nps-5' ? true : sameScale(scale, npsScale(formula, scale));
  });
}

async function fastFacts(ctx: EngineContext, dimensions: readonly GroupBy[], filter: ResolvedFilter): Promise<Fact[]> {
  // Only the sums the formula reads: every aggregate costs per row.
  const sums = DAILY_SUMS[surveyFormula(ctx, dimensions)];
  const aggregates = sums.map((m) => sql`SUM(${sql.ref(DAILY_COLUMNS[m] ?? m)}) AS ${sql.ref(m)}`);
  const read = (row: Record<string, unknown>): { part: number; measures: Measures } => {
    const measures: Measures = {};
    for (const m of sums) measures[m] = num(row[m]);
    if (measures['n'] !== undefined) measures['answers'] = measures['n'];
    return { part: num(row['q']), measures };
  };
  const questions = idIn(sql.ref('question_id'), definitionOf(ctx).questions);
  const rolled = await rollupFacts(ctx, dimensions, filter, {
    table: 'answer_rollup',
    leading: [sql`question_id AS q`],
    sums: aggregates,
    conditions: [questions],
    columns: { question: sql.ref('question_id') },
    read,
  });
  if (rolled) return rolled;
  const columns: TableColumns = {
    day: sql.ref('day'),
    criticalMoment: sql.ref('critical_moment_id'),
    geoLocation: sql.ref('geo_location_id'),
    question: sql.ref('question_id'),
  };
  const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys, 1);
  const conditions = [sql`tenant_id = ${filter.tenantId}`, questions, ...dailyConditions(filter, columns, ctx.trees)];
  const { rows } = await sql<Record<string, unknown>>`
    SELECT question_id AS q${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, ${sql.join(aggregates)}
    FROM answer_daily ${where(conditions)} ${groupBy}`.execute(ctx.db);
  return rows.map((row) => ({ keys: readKeys(row, keys.length), ...read(row) }));
}

/**
 * The measures of `count` answers `value` to one question, as answer_daily counts them: finite
 * answers inside the question's scale count in n and sum, are classified promoter, passive or
 * detractor (on the formula's scale) and top-two-box (≥ max − 1); answers to other questions count
 * as answers; −1/0/1 also count as sentiment scores.
 */
function answerMeasures(
  info: QuestionInfo | undefined,
  value: unknown,
  count: number,
  ctx: EngineContext,
  formula: FormulaName,
): Measures {
  const m: Measures = {};
  if (typeof value === 'number' && (value === 1 || value === 0 || value === -1)) {
    m['sAll'] = count;
    if (value === 1) m['sPos'] = count;
  }
  if (info?.rating) {
    const scale = questionScale(info.question, ctx.tenant);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < scale.min || value > scale.max) return m;
    m['n'] = count;
    m['sum'] = value * count;
    m['answers'] = count;
    const classify = npsScale(formula, scale);
    const thresholds = thresholdsOf(classify);
    if (thresholds && value >= classify.min && value <= classify.max) {
      if (value >= thresholds.promoterMin) m['p'] = count;
      else if (value >= thresholds.passiveMin) m['pa'] = count;
      else m['d'] = count;
    }
    if (value >= scale.max - 1) m['t2'] = count;
    return m;
  }
  if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))) {
    m['answers'] = count;
  }
  return m;
}

/** The key of an answer on an answer dimension, or undefined when the answer has none. */
function answerKey(
  dimension: GroupBy,
  info: QuestionInfo | undefined,
  value: unknown,
  ctx: EngineContext,
): DimKey | undefined {
  if (dimension === 'numberAnswer') {
    if (!info?.rating || typeof value !== 'number') return undefined;
    const scale = questionScale(info.question, ctx.tenant);
    return Number.isFinite(value) && value >= scale.min && value <= scale.max ? value : undefined;
  }
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

async function scanFacts(ctx: EngineContext, dimensions: readonly GroupBy[], filter: ResolvedFilter): Promise<Fact[]> {
  const columns: TableColumns = {
    day: zonedDay(sql.ref('r.created_at'), filter.timeZone),
    criticalMoment: sql.ref('r.critical_moment_id'),
    geoLocation: sql.ref('r.geo_location_id'),
    logicalLocation: sql.ref('r.logical_location_id'),
    channel: sql.ref('r.channel_id'),
    mlCluster: sql.ref('r.cluster_id'),
    advisor: sql.ref('r.advisor'),
    context: contextColumn(sql.ref('r.context'), ctx.params.contextField),
    question: sql`a.k::int`,
  };
  const sqlDimensions = dimensions.filter((d) => !ANSWER_DIMENSIONS.has(d));
  const keys = sqlDimensions.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys, 2);
  const status = ctx.params.status ?? 'ANSWERED';
  const conditions = [
    sql`r.tenant_id = ${filter.tenantId}`,
    sql`r.status = ${status}`,
    sql`a.v IS NOT NULL`,
    ...scanConditions(filter, sql.ref('r.created_at'), columns, ctx.trees),
    ...answerConditions(filter, sql.ref('r.answers')),
    ...contextConditions(filter, sql.ref('r.context')),
  ];
  const questionKeys = definitionOf(ctx).questions.map(String);
  const { rows } = await sql<Record<string, unknown>>`
    SELECT a.k AS q, a.v AS v${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, count(*) AS c
    FROM survey_responses r
    CROSS JOIN LATERAL (SELECT k, r.answers -> k AS v FROM unnest(${questionKeys}::text[]) AS k) a
    ${where(conditions)} ${groupBy}`.execute(ctx.db);
  const formula = surveyFormula(ctx, dimensions);
  const facts: Fact[] = [];
  for (const row of rows) {
    const part = Number(row['q']);
    const info = ctx.catalog.questions.get(part);
    const value = row['v'];
    const sqlKeys = readKeys(row, keys.length);
    const factKeys: DimKey[] = [];
    let next = 0;
    let dropped = false;
    for (const dimension of dimensions) {
      if (!ANSWER_DIMENSIONS.has(dimension)) {
        factKeys.push(sqlKeys[next++] ?? null);
        continue;
      }
      const key = answerKey(dimension, info, value, ctx);
      if (key === undefined) dropped = true;
      else factKeys.push(key);
    }
    if (dropped) continue;
    facts.push({ keys: factKeys, part, measures: answerMeasures(info, value, num(row['c']), ctx, formula) });
  }
  return facts;
}

/** The value of a formula over the per-question measures of a group. */
function formulaValue(formula: FormulaName, parts: ReadonlyMap<number, Measures>, ctx: EngineContext): MeasuredFields {
  const total = totalOf(parts);
  const get = (key: string): number => total[key] ?? 0;
  switch (formula) {
    case 'nps':
    case 'nps-10':
    case 'nps-5': {
      const counts = { promoters: get('p'), passives: get('pa'), detractors: get('d') };
      return { value: npsFromCounts(counts), count: counts.promoters + counts.passives + counts.detractors, ...counts };
    }
    case 'average':
      return { value: averageFromSums({ sum: get('sum'), count: get('n') }), count: get('n') };
    case 'wavg': {
      // Each question's mean weighted by its number of answers.
      const questions = [...parts.keys()].sort((a, b) => a - b).filter((q) => (parts.get(q)?.['n'] ?? 0) > 0);
      const means = questions.map(
        (q) => averageFromSums({ sum: parts.get(q)?.['sum'] ?? 0, count: parts.get(q)?.['n'] ?? 0 }) ?? 0,
      );
      const weights = questions.map((q) => parts.get(q)?.['n'] ?? 0);
      return { value: weightedAverage(means, weights), count: get('n') };
    }
    case 'avgmax-10': {
      const questions = [...parts.keys()].sort((a, b) => a - b);
      const scales = questions.map((q) => {
        const info = ctx.catalog.questions.get(q);
        return info ? questionScale(info.question, ctx.tenant) : SCALE_0_10;
      });
      const first = scales[0] ?? SCALE_0_10;
      if (scales.every((s) => sameScale(s, first))) {
        return { value: avgMax10FromSums({ sum: get('sum'), count: get('n') }, first), count: get('n') };
      }
      // Questions on different scales: each rescaled on its own, weighted by its answers.
      const values: number[] = [];
      const weights: number[] = [];
      questions.forEach((q, i) => {
        const m = parts.get(q) ?? {};
        const v = avgMax10FromSums({ sum: m['sum'] ?? 0, count: m['n'] ?? 0 }, scales[i] ?? SCALE_0_10);
        if (v !== null) {
          values.push(v);
          weights.push(m['n'] ?? 0);
        }
      });
      return { value: weightedAverage(values, weights), count: get('n') };
    }
    case 'count-number':
      return { value: get('answers'), count: get('answers') };
    case 'top-two-box': {
      const n = get('n');
      return { value: n === 0 ? null : (get('t2') / n) * 100, count: n };
    }
    case 'sentiment-percentage':
      return { value: sentimentPercentage(get('sPos'), get('sAll')), count: get('sAll') };
  }
}

/** Survey indicators (source "survey"). */
export const surveySource: IndicatorSource = {
  supports: (dimension) => SURVEY_DIMENSIONS.has(dimension),

  async facts(ctx, dimensions, filter): Promise<FactsResult> {
    if (isEmptyFilter(filter) || definitionOf(ctx).questions.length === 0) return { facts: [], path: 'none' };
    if (canUseDaily(ctx, dimensions, filter)) return { facts: await fastFacts(ctx, dimensions, filter), path: 'fast' };
    return { facts: await scanFacts(ctx, dimensions, filter), path: 'scan' };
  },

  finish: (parts, ctx, dimensions) => formulaValue(surveyFormula(ctx, dimensions), parts, ctx),
};
