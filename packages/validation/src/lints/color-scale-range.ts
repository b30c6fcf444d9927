// color-scale-range: a widget of a resolved dashboard colouring, on a scale with a `range`, values
// on another range. What each kind colours is read from the annotations of its kind in
// schemas/widget.schema.json (WIDGET_KINDS), which follow packages/widgets/src/kinds: the kinds
// with a `colorScale` colour the value of their first request (rows[0]) on the widget's scale,
// except those with x-voz-requestScale (the tables general-indicators-table and advisor-table:
// "all", a line or a column each; nps-table: "first"), which use the request's own `colorScale`
// over the widget's. A request's `colorScale` on any other kind is not used, so not read here.
// Kinds whose coloured value is not a request's value:
// - x-voz-countsWhen: with a config matching one of its entries the kind colours counts: skipped
//   (survey-count-trend always; ranking by tag, `by: "tag"` or mapper tagRanking; bar and
//   detailed-bar with mapper resumeCounts or overviewChart);
// - x-voz-percentageMappers: with one of these mappers (responsePercentage, dataQuality) gauge,
//   semicircle and radial-summary colour a percentage computed from the survey counters: 0..100,
//   whatever the request.
// Reported at the scale reference that applies (the widget's `config.colorScale` or the request's
// `colorScale`, where it is written), once per reference.
import { routeForUrl } from '@voz/core';
import {
  WIDGET_KINDS,
  type ColorScale,
  type FormulaName,
  type IndicatorRequest,
  type WidgetKindInfo,
} from '@voz/schema';
import type { Facts, LintFamily, ValueRange } from './family.js';
import {
  AVGMAX_10_RANGE,
  DEFAULT_RATING_RANGE,
  isRecord,
  NPS_RANGE,
  PERCENT_RANGE,
  rangeText,
  sameRange,
} from './helpers.js';

const rules = {
  'color-scale-range': {
    severity: 'error',
    summary:
      'A widget or request colouring, on a scale with a `range`, values its indicator yields on another range (an NPS, −100 to 100, on a 0–10 scale).',
  },
} as const;

/** The values a widget colours: their range and, for the message, what yields them. */
interface ColouredValues {
  range: ValueRange;
  /** Subject of the message: `VIAJE_NPS (fórmula nps)`, `el mapper dataQuality`. */
  source: string;
}

/** Groupings by the answer itself: the api counts answers for them (count-number), whatever the formula. */
const ANSWER_GROUPINGS: ReadonlySet<string> = new Set(['numberAnswer', 'responseValue']);

/**
 * The range of a request's values (docs/decisions/formulas.md, as apps/api/src/indicators computes
 * them), or undefined when they have none or the lint cannot tell. Only survey indicators have one:
 * comments, alerts, survey counts, notifications and social indicators yield counts, hours or
 * shares this lint does not range. The formula is the request's `extras.formula`, else the
 * definition's; nps, nps-5 and nps-10 give −100..100, top-two-box and sentiment-percentage 0..100,
 * avgmax-10 0..10, average and wavg the answers' range (the indicator's `scale`, else tenant.json
 * `formatting.ratingRange`, else 0–10); count-number is a count. A request reading another row
 * field (`value`), grouped by answer, or calling another route than the indicator values has no
 * known range, except reports/indicators-dashboard, whose column of the indicator is computed with
 * the definition's formula.
 */
function requestValues(request: IndicatorRequest, facts: Facts): ColouredValues | undefined {
  const definition = facts.indicators?.[request.indicator];
  if (definition?.source !== 'survey') return undefined;
  if (request.value !== undefined && request.value !== 'value') return undefined;
  if (request.groupBy?.some((g) => ANSWER_GROUPINGS.has(g))) return undefined;
  let formula: FormulaName;
  if (request.url === undefined) formula = request.extras?.formula ?? definition.formula;
  else if (routeForUrl(request.url)?.id === 'report-indicators-dashboard') formula = definition.formula;
  else return undefined;
  const ranges: Record<FormulaName, ValueRange | undefined> = {
    nps: NPS_RANGE,
    'nps-5': NPS_RANGE,
    'nps-10': NPS_RANGE,
    'top-two-box': PERCENT_RANGE,
    'sentiment-percentage': PERCENT_RANGE,
    'avgmax-10': AVGMAX_10_RANGE,
    average: definition.scale ?? facts.ratingRange ?? DEFAULT_RATING_RANGE,
    wavg: definition.scale ?? facts.ratingRange ?? DEFAULT_RATING_RANGE,
    'count-number': undefined,
  };
  const range = ranges[formula];
  return range && { range, source: `${request.indicator} (fórmula ${formula})` };
}

/** What a kind colours on its colour scale, from the annotations of its kind in the widget schema. */
export interface Colouring {
  /** Which requests use their own `colorScale` over the widget's (x-voz-requestScale). */
  requestScale?: 'all' | 'first';
  /** Mappers that make the kind colour a percentage of survey counters (x-voz-percentageMappers). */
  percentageMappers: readonly string[];
  /** Configs with which it colours counts, not values (x-voz-countsWhen; {} matches any). */
  countsWhen: readonly Readonly<Record<string, string>>[];
}

/** The colouring of kind `type` as `kinds` (the schema's WIDGET_KINDS) annotate it. */
export function colouringOf(type: string, kinds: readonly WidgetKindInfo[] = WIDGET_KINDS): Colouring {
  const info = kinds.find((k) => k.type === type);
  return {
    ...(info?.requestScale ? { requestScale: info.requestScale } : {}),
    percentageMappers: info?.percentageMappers ?? [],
    countsWhen: info?.countsWhen ?? [],
  };
}

const COLOURINGS = new Map(WIDGET_KINDS.map((k) => [k.type as string, colouringOf(k.type)]));

/** Whether `config` holds every key of one of `when` (the kind then colours counts). */
function coloursCounts(when: Colouring['countsWhen'], config: Record<string, unknown>): boolean {
  return when.some((match) => Object.entries(match).every(([key, value]) => config[key] === value));
}

export const colorScaleRange: LintFamily<keyof typeof rules> = {
  id: 'color-scale-range',
  summary: "The range of a widget's colour scale against the range of the values it colours.",
  rules,
  start() {
    /** `file|pointer` of the scale references already reported (once, whatever requests or dashboards hit them). */
    const reported = new Set<string>();
    return {
      dashboard({ facts, emit }, { expansion, writtenAt }) {
        for (const w of expansion.widgets) {
          const widget = w.widget;
          const config: Record<string, unknown> = isRecord(widget.config) ? widget.config : {};
          const mapper = typeof config.mapper === 'string' ? config.mapper : undefined;
          const colouring = COLOURINGS.get(widget.type) ?? colouringOf(widget.type);
          if (coloursCounts(colouring.countsWhen, config)) continue;
          const percentage = mapper !== undefined && colouring.percentageMappers.includes(mapper);
          const perRequest = colouring.requestScale;
          const requests = widget.indicators ?? [];
          const coloured = perRequest === 'all' ? requests : requests.slice(0, 1);
          coloured.forEach((request, k) => {
            const own = perRequest ? request.colorScale : undefined;
            const ref = own ?? (config.colorScale as ColorScale | string | undefined);
            if (ref === undefined) return;
            // An unknown name is unknown-color-scale's.
            const scale = typeof ref === 'string' ? facts.colorScales?.[ref] : ref;
            const range = scale?.range;
            // A reversed range is color-scale-order's.
            if (!range || !(range.min < range.max)) return;
            const values: ColouredValues | undefined = percentage
              ? { range: PERCENT_RANGE, source: `el mapper ${mapper}` }
              : requestValues(request, facts);
            if (!values || sameRange(values.range, range)) return;
            const at = writtenAt(w, own !== undefined ? `/indicators/${k}/colorScale` : '/config/colorScale');
            const key = `${at.file}|${at.pointer}`;
            if (reported.has(key)) return;
            reported.add(key);
            const named = typeof ref === 'string' ? `La escala "${ref}"` : 'La escala escrita aquí';
            const wanted = sameRange(values.range, NPS_RANGE)
              ? `una escala de NPS (${rangeText(NPS_RANGE)})`
              : sameRange(values.range, PERCENT_RANGE)
                ? `una escala de porcentajes (${rangeText(PERCENT_RANGE)})`
                : `una escala de valores de ${rangeText(values.range)}`;
            const fit = Object.entries(facts.colorScales ?? {}).find(
              ([, s]) => s.range && sameRange(s.range, values.range),
            );
            emit({
              ...at,
              ruleId: 'color-scale-range',
              widgetId: widget.id,
              message: `${named} colorea valores de ${rangeText(range)}, pero ${values.source} da valores de ${rangeText(values.range)}.`,
              hint:
                `Use ${wanted}` +
                (fit ? `, p. ej. "${fit[0]}"` : `; defina una en colorScales de tenant.json con su "range"`) +
                (perRequest && own === undefined ? ', o ponga colorScale en la solicitud.' : '.'),
            });
          });
        }
      },
    };
  },
};
