import { SCALE_0_10, averageFromSums, avgMax10FromSums, npsFromCounts, type RatingScale } from '@voz/core';
import type { IndicatorDefinition, SurveyIndicator } from '@voz/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { metadataNames } from '../customers/metadata-names.js';
import type { CallFilters } from '../customers/request-params.js';
import type { Database } from '../db/schema.js';
import type { Principal } from '../http/principal.js';
import { effectiveFilter, idCondition } from '../http/list-filters.js';
import { answerDailyRows } from '../indicators/aggregates.js';
import { socialPlaces, type SocialPlaceRow } from '../social/places.js';
import { selectResponses } from './report-rows.js';

// reports/indicators-dashboard and reports/indicators-social. The general indicators are
// computed from answer_daily (the pre-aggregate the seed and the API keep in step with the raw
// answers) through the tenant's indicators.json definitions and packages/core's formulas on sums.
// Filters answer_daily cannot answer (logicals, channels, clusters, answers, status, a scope on
// logicals) fall back to the raw responses, aggregated with the same answerDailyRows function, so
// both paths give the same numbers. The social table reads the mentions (social/places.ts).

/** The general indicators of the indicators-dashboard report, in column order. */
export const GENERAL_INDICATORS = [
  'ATENCION_GENERAL',
  'CSAT_GENERAL',
  'FACILIDAD_GENERAL',
  'NPS_GENERAL',
  'TIEMPO_ESPERA_GENERAL',
] as const;

/** One of the general indicators. */
export type GeneralIndicator = (typeof GENERAL_INDICATORS)[number];

/**
 * A row of reports/indicators-dashboard: one critical moment and its general indicators (a column
 * each, dashboard-catalogue §3.3), the moment also named as the group of an indicator row (§3.2) so
 * that a table widget labels it; a request reads its indicator's column (core normaliseRows).
 */
export type IndicatorsDashboardRow = {
  criticalMoment: number;
  criticalMomentDescription: string;
  group: string;
  groupId: number;
  groupName: string;
  label: string;
} & Record<GeneralIndicator, number | null>;

/** Sums of answer_daily rows for one moment and question. */
export interface AnswerSums {
  n: number;
  sum: number;
  promoters: number;
  passives: number;
  detractors: number;
  top2: number;
}

const EMPTY: AnswerSums = { n: 0, sum: 0, promoters: 0, passives: 0, detractors: 0, top2: 0 };

function add(a: AnswerSums, b: AnswerSums): AnswerSums {
  return {
    n: a.n + b.n,
    sum: a.sum + b.sum,
    promoters: a.promoters + b.promoters,
    passives: a.passives + b.passives,
    detractors: a.detractors + b.detractors,
    top2: a.top2 + b.top2,
  };
}

/**
 * A survey indicator's value from summed answers, with packages/core's formulas on sums: NPS from
 * the promoter/passive/detractor counts, averages from sum and count, avgmax-10 on the
 * indicator's scale (else the tenant's rating range), top-two-box from its count. Formulas that
 * need raw answers or weights (sentiment-percentage) have no value here: null. Empty: null,
 * except count-number (0).
 */
export function valueFromSums(
  definition: SurveyIndicator,
  sums: AnswerSums,
  ratingRange: RatingScale | undefined,
): number | null {
  switch (definition.formula) {
    case 'nps':
    case 'nps-10':
    case 'nps-5':
      return npsFromCounts(sums);
    case 'average':
    case 'wavg':
      return averageFromSums({ sum: sums.sum, count: sums.n });
    case 'avgmax-10':
      return avgMax10FromSums({ sum: sums.sum, count: sums.n }, definition.scale ?? ratingRange ?? SCALE_0_10);
    case 'top-two-box':
      return sums.n === 0 ? null : (sums.top2 / sums.n) * 100;
    case 'count-number':
      return sums.n;
    default:
      return null;
  }
}

function isSurvey(definition: IndicatorDefinition | undefined): definition is SurveyIndicator {
  return definition?.source === 'survey';
}

/** Whether a selection needs the raw responses (answer_daily has no such column). */
function needsRawScan(filters: CallFilters, logicalsRestricted: boolean): boolean {
  return (
    logicalsRestricted ||
    !!filters.channelInclude?.length ||
    !!filters.clusterInclude?.length ||
    filters.status !== undefined ||
    (typeof filters.responseValues === 'string'
      ? filters.responseValues.trim() !== '' && filters.responseValues.trim() !== '{}'
      : Object.values(filters.responseValues ?? {}).some((o) => o.length > 0))
  );
}

/** A row of an indicator table: one critical moment and the value of each indicator asked. */
export interface IndicatorTableRow {
  criticalMoment: number;
  criticalMomentDescription: string;
  /** Indicator name -> value (null: no answers, not a survey indicator, or not the moment's). */
  values: Record<string, number | null>;
}

/**
 * Per leaf critical moment within the filter and scope, the value of each named indicator over
 * the date range. An indicator the tenant does not define (or that is not a survey indicator) is
 * null on every row; a moment outside an indicator's moments is null for it.
 */
export async function indicatorTable(
  db: Kysely<Database>,
  principal: Principal,
  filters: CallFilters,
  indicatorNames: readonly string[],
): Promise<IndicatorTableRow[]> {
  const files = principal.tenant;
  const trees = files.trees;
  const tenant = files.tenant.value;
  const names = metadataNames(files.metadata.value);
  const selection = selectResponses(principal, filters, 'body');
  const leaves = new Set(trees.criticalMoments.leaves());
  const moments = [...(selection.moments ?? leaves)].filter((id) => leaves.has(id)).sort((a, b) => a - b);
  const definitions = new Map<string, SurveyIndicator>();
  for (const name of indicatorNames) {
    const definition = files.indicators.value.indicators[name];
    if (isSurvey(definition)) definitions.set(name, definition);
  }
  const questions = new Set([...definitions.values()].flatMap((d) => d.questions));

  // Sums per moment and question, from answer_daily or from the raw responses.
  const sums = new Map<string, AnswerSums>();
  const key = (moment: number, question: number): string => `${moment}|${question}`;
  if (moments.length && questions.size) {
    const scope = effectiveFilter(principal, trees, {
      geographies: filters.geoLocationInclude ?? [],
      logicals: filters.logicalLocationInclude ?? [],
    });
    if (needsRawScan(filters, scope.logicals !== null)) {
      const rows = await db
        .selectFrom('survey_responses')
        .where(selection.where)
        .where('status', '=', 'ANSWERED')
        .select(['tenant_id', 'critical_moment_id', 'geo_location_id', 'status', 'created_at', 'answers'])
        .execute();
      for (const row of answerDailyRows(rows, files.metadata.value, tenant)) {
        if (!questions.has(row.question_id)) continue;
        const k = key(row.critical_moment_id, row.question_id);
        sums.set(k, add(sums.get(k) ?? EMPTY, row));
      }
    } else {
      const conditions: (RawBuilder<boolean> | null | undefined)[] = [
        sql<boolean>`tenant_id = ${principal.tenantId}`,
        idCondition('critical_moment_id', new Set(moments)),
        idCondition('question_id', questions),
        idCondition('geo_location_id', scope.geographies),
        selection.dates.from ? sql<boolean>`day >= ${selection.dates.from}` : null,
        selection.dates.to ? sql<boolean>`day <= ${selection.dates.to}` : null,
      ];
      const where = sql<boolean>`(${sql.join(
        conditions.filter((c): c is RawBuilder<boolean> => !!c),
        sql` and `,
      )})`;
      const rows = await db
        .selectFrom('answer_daily')
        .where(where)
        .select((eb) => [
          'critical_moment_id',
          'question_id',
          eb.fn.sum<number>('n').as('n'),
          eb.fn.sum<number>('sum').as('sum'),
          eb.fn.sum<number>('promoters').as('promoters'),
          eb.fn.sum<number>('passives').as('passives'),
          eb.fn.sum<number>('detractors').as('detractors'),
          eb.fn.sum<number>('top2').as('top2'),
        ])
        .groupBy(['critical_moment_id', 'question_id'])
        .execute();
      for (const row of rows) {
        sums.set(key(row.critical_moment_id, row.question_id), {
          n: Number(row.n),
          sum: Number(row.sum),
          promoters: Number(row.promoters),
          passives: Number(row.passives),
          detractors: Number(row.detractors),
          top2: Number(row.top2),
        });
      }
    }
  }

  const reach = new Map(
    [...definitions].map(([name, definition]) => [name, trees.criticalMoments.expand(definition.criticalMoments)]),
  );
  return moments.map((moment) => {
    const values: Record<string, number | null> = {};
    for (const name of indicatorNames) {
      const definition = definitions.get(name);
      if (!definition || !reach.get(name)?.has(moment)) {
        values[name] = null;
        continue;
      }
      let total = EMPTY;
      for (const question of definition.questions) total = add(total, sums.get(key(moment, question)) ?? EMPTY);
      values[name] = valueFromSums(definition, total, tenant.formatting?.ratingRange);
    }
    return {
      criticalMoment: moment,
      criticalMomentDescription: names.criticalMoments.get(moment) ?? String(moment),
      values,
    };
  });
}

/** reports/indicators-dashboard: the indicator table of the five general indicators, flattened. */
export async function indicatorsDashboard(
  db: Kysely<Database>,
  principal: Principal,
  filters: CallFilters,
): Promise<IndicatorsDashboardRow[]> {
  const rows = await indicatorTable(db, principal, filters, GENERAL_INDICATORS);
  return rows.map(
    (row) =>
      ({
        criticalMoment: row.criticalMoment,
        criticalMomentDescription: row.criticalMomentDescription,
        group: row.criticalMomentDescription,
        groupId: row.criticalMoment,
        groupName: row.criticalMomentDescription,
        label: row.criticalMomentDescription,
        ...row.values,
      }) as IndicatorsDashboardRow,
  );
}

/** A row of reports/indicators-social: one place's mentions, sentiment and likes. */
export type SocialIndicatorsRow = SocialPlaceRow;

/**
 * reports/indicators-social: for tenants with social listening, per place, the mentions
 * (social_mentions, read through the selection of the external-social calls, social/places.ts),
 * the positive and negative shares of their sentiment and their mean likes. Tenants without the
 * socialListening feature: no rows.
 */
export function indicatorsSocial(
  db: Kysely<Database>,
  principal: Principal,
  filters: CallFilters,
): Promise<SocialIndicatorsRow[]> {
  return socialPlaces(db, principal, filters);
}
