import { addDays, formatWireDate, parseWireDate, sentimentLabel } from '@voz/core';
import { badRequest } from '../http/errors.js';
import { periodOfDay, type SocialGrouping } from './grouping.js';
import type { MentionFact } from './mentions.js';
import { compareNetworks, networkName } from './networks.js';

// The overview chart (POST external-social/v3/analysis/overview/chart): one series per sentiment,
// per network or in total, over every period of the range (empty periods included, so a line has
// a point per day, week or month), ready for a line or column chart.

/** Length of a period of the chart. */
export type ChartInterval = 'day' | 'week' | 'month';
/** What a point measures: mentions, the sum of their likes, or likes per mention. */
export type ChartMetric = 'mentions' | 'likes' | 'averageLikes';
/** How mentions are split into series. */
export type ChartBreakdown = 'sentiment' | 'network' | 'total';

/** The grouping each interval labels its periods with (days, ISO weeks 'YYYY-Www', months 'YYYY-MM'). */
export const INTERVAL_GROUPING: Readonly<Record<ChartInterval, SocialGrouping>> = {
  day: 'date',
  week: 'formattedWeek',
  month: 'formattedMonth',
};

/** The interval of a time grouping, for a chart asked with `groupBy` instead of `interval`. */
export const GROUPING_INTERVAL: Readonly<Partial<Record<SocialGrouping, ChartInterval>>> = {
  date: 'day',
  week: 'week',
  formattedWeek: 'week',
  formattedMonth: 'month',
};

/** Most periods one chart draws (two years of days). */
export const MAX_CHART_PERIODS = 731;

/** One line (or stack) of the chart. */
export interface ChartSeries {
  /** positive, neutral, negative; a network key; or total. */
  key: string;
  /** Name shown in the legend. */
  name: string;
  /** One point per label; averageLikes is null where a period has no mention. */
  data: (number | null)[];
  /** The metric over the whole range. */
  total: number | null;
}

/** The answer of the overview chart. */
export interface OverviewChart {
  from: string | null;
  to: string | null;
  interval: ChartInterval;
  metric: ChartMetric;
  breakdown: ChartBreakdown;
  /** The periods, oldest first. */
  labels: string[];
  series: ChartSeries[];
}

/** Every period label of a day range, oldest first; more than MAX_CHART_PERIODS answers 400. */
export function chartLabels(interval: ChartInterval, from: string, to: string, where: string): string[] {
  const grouping = INTERVAL_GROUPING[interval];
  const labels: string[] = [];
  for (let day = parseWireDate(from); formatWireDate(day) <= to; day = addDays(day, 1)) {
    const label = periodOfDay(grouping, formatWireDate(day));
    if (labels[labels.length - 1] === label) continue;
    labels.push(label);
    if (labels.length > MAX_CHART_PERIODS) {
      throw badRequest(
        `${where}.interval: el rango tiene más de ${MAX_CHART_PERIODS} periodos de ${interval}: acote las fechas, use periods o un intervalo mayor.`,
      );
    }
  }
  return labels;
}

const SENTIMENT_NAMES: Readonly<Record<string, string>> = {
  positive: 'Positivo',
  neutral: 'Neutral',
  negative: 'Negativo',
};

interface Point {
  mentions: number;
  likes: number;
}

function measure(metric: ChartMetric, point: Point | undefined): number | null {
  const p = point ?? { mentions: 0, likes: 0 };
  if (metric === 'mentions') return p.mentions;
  if (metric === 'likes') return p.likes;
  return p.mentions === 0 ? null : p.likes / p.mentions;
}

/** The series of the chart over its labels. */
export function chartSeries(
  facts: readonly MentionFact[],
  labels: readonly string[],
  interval: ChartInterval,
  metric: ChartMetric,
  breakdown: ChartBreakdown,
): ChartSeries[] {
  const grouping = INTERVAL_GROUPING[interval];
  const index = new Map(labels.map((label, i) => [label, i]));
  const points = new Map<string, Map<number, Point>>();
  const totals = new Map<string, Point>();
  const keyOf = (fact: MentionFact): string =>
    breakdown === 'sentiment' ? sentimentLabel(fact.sentiment) : breakdown === 'network' ? fact.network : 'total';
  for (const fact of facts) {
    const i = index.get(periodOfDay(grouping, fact.day));
    if (i === undefined) continue;
    const key = keyOf(fact);
    const series = points.get(key) ?? new Map<number, Point>();
    points.set(key, series);
    const point = series.get(i) ?? { mentions: 0, likes: 0 };
    point.mentions++;
    point.likes += fact.likes;
    series.set(i, point);
    const total = totals.get(key) ?? { mentions: 0, likes: 0 };
    total.mentions++;
    total.likes += fact.likes;
    totals.set(key, total);
  }
  const keys =
    breakdown === 'sentiment'
      ? ['positive', 'neutral', 'negative']
      : breakdown === 'network'
        ? [...points.keys()].sort(compareNetworks)
        : ['total'];
  return keys.map((key) => ({
    key,
    name:
      breakdown === 'sentiment' ? (SENTIMENT_NAMES[key] ?? key) : breakdown === 'network' ? networkName(key) : 'Total',
    data: labels.map((_, i) => measure(metric, points.get(key)?.get(i))),
    total: measure(metric, totals.get(key)),
  }));
}
