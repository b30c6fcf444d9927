import { formatBimester, lastBimesters, stableStringify, type IndicatorRow, type Random } from '@voz/core';
import type { GroupBy, IndicatorRequest } from '@voz/schema';
import type { MockGenerator, MockInput } from '../types.js';
import { COMMENTS, TAGS, contextGroups, groupNames } from './names.js';

// Deterministic mocked rows, shaped like the reference backend's answers (IndicatorRow), for any
// indicator request: its groupBy, periods, limit and extras decide the rows; the kind decides the
// value range. The same input always gives the same rows (the Random is seeded by the caller).

/** The value range of a kind's rows. */
export interface ValueRange {
  min: number;
  max: number;
}

/** NPS-like values: −100 to 100, mostly positive, as real tenants see. */
export const NPS_RANGE: ValueRange = { min: -20, max: 85 };
/** Percentages. */
export const PERCENT_RANGE: ValueRange = { min: 35, max: 98 };
/** Ratings 0–10. */
export const RATING_10: ValueRange = { min: 6, max: 9.6 };
/** Ratings 1–5. */
export const RATING_5: ValueRange = { min: 2.8, max: 4.8 };

const TIME: ReadonlySet<GroupBy> = new Set(['formattedMonth', 'formattedBimester', 'formattedWeek', 'date', 'week']);

/** "Today" of the mocked periods: fixed, so stories and screenshots never change with the calendar. */
export const MOCK_TODAY = { year: 2026, month: 11 };

/** Labels of the last n months, oldest first (YYYY-MM). */
export function monthLabels(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    const index = MOCK_TODAY.year * 12 + (MOCK_TODAY.month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Labels of the last n bimesters, oldest first (YYYY-B, B = 1 … 6), as formattedBimester answers them. */
export function bimesterLabels(n: number): string[] {
  return lastBimesters(n, MOCK_TODAY);
}

/** Labels of the last n ISO weeks, oldest first (YYYY-Www). */
export function weekLabels(n: number): string[] {
  const lastWeek = 47;
  return Array.from({ length: n }, (_, i) => {
    const week = lastWeek - (n - 1 - i);
    return week >= 1
      ? `${MOCK_TODAY.year}-W${String(week).padStart(2, '0')}`
      : `${MOCK_TODAY.year - 1}-W${String(52 + week).padStart(2, '0')}`;
  });
}

function round(value: number, decimals = 4): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** An NPS row's parts that give `value` on `count` answers. */
function npsParts(
  random: Random,
  count: number,
  value: number,
): Pick<IndicatorRow, 'promoters' | 'passives' | 'detractors'> {
  const passives = Math.round(count * random.float(0.1, 0.3));
  const rest = count - passives;
  // promoters - detractors = value% of count; promoters + detractors = rest
  const diff = Math.round((value / 100) * count);
  const promoters = Math.max(0, Math.min(rest, Math.round((rest + diff) / 2)));
  return { promoters, passives, detractors: rest - promoters };
}

function valueRow(
  random: Random,
  range: ValueRange,
  nps: boolean,
  group: { id: number | string; name: string } | null,
): IndicatorRow {
  const count = random.int(40, 2400);
  let value = round(random.float(range.min, range.max));
  const row: IndicatorRow = {
    group: group === null ? null : group.name,
    groupId: group === null ? null : group.id,
    groupName: group === null ? null : group.name,
    label: group === null ? null : group.name,
    value,
    count,
  };
  if (nps) {
    const parts = npsParts(random, count, value);
    value = round((((parts.promoters ?? 0) - (parts.detractors ?? 0)) / count) * 100);
    Object.assign(row, parts, { value });
  }
  return row;
}

/** Options of genericRows. */
export interface GenericOptions {
  range: ValueRange;
  /** Rows carry promoters, passives and detractors. */
  nps?: boolean;
  /** Groups when the request has no groupBy but the kind draws several (default: one row). */
  defaultGroups?: number;
}

/** Rows for a request: one per group of its first groupBy (periods for time groupings). */
export function genericRows(input: MockInput, options: GenericOptions): IndicatorRow[] {
  const { request, random, metadata } = input;
  const nps = options.nps === true;
  const [first, second] = request.groupBy ?? [];
  if (first === undefined) {
    if (options.defaultGroups) {
      return groupNames('geoLocation', metadata)
        .slice(0, options.defaultGroups)
        .map((g) => valueRow(random, options.range, nps, g));
    }
    return [valueRow(random, options.range, nps, null)];
  }
  if (TIME.has(first)) return seriesRows(input, options, first, second);
  // A grouping before the period (the social rows: channel, then date or week).
  if (second !== undefined && TIME.has(second)) return seriesRows(input, options, second, first, true);
  let groups =
    first === 'context'
      ? contextGroups(request.extras?.contextField, metadata)
      : groupNames(first, metadata, request.extras?.groupByLevel);
  if (request.limit !== undefined) groups = groups.slice(0, request.limit);
  const rows = groups.map((g) => valueRow(random, options.range, nps, g));
  return rankRows(request, rows);
}

/** Labels of the last n days, oldest first (YYYY-MM-DD), ending on the 15th of MOCK_TODAY's month. */
export function dayLabels(n: number): string[] {
  const last = Date.UTC(MOCK_TODAY.year, MOCK_TODAY.month - 1, 15);
  return Array.from({ length: n }, (_, i) => new Date(last - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Time series: one row per period, a drifting value; with a second grouping, one row per (period,
 * group): group_0 the period and group_1 the group, or, with `groupFirst` (groupBy [group, period],
 * as the social rows are asked), group_0 the group and group_1 the period, as a backend answers them.
 */
function seriesRows(
  input: MockInput,
  options: GenericOptions,
  time: GroupBy,
  second: GroupBy | undefined,
  groupFirst = false,
): IndicatorRow[] {
  const { request, random, metadata } = input;
  const weekly = time === 'formattedWeek' || time === 'week';
  // A daily series over extras.lastDays (the social mentions window) has one row per day of it.
  const days = time === 'date' ? request.extras?.lastDays : undefined;
  const periods = request.extras?.periods ?? days ?? (weekly ? 13 : 6);
  const labels = weekly
    ? weekLabels(periods)
    : time === 'date'
      ? dayLabels(periods)
      : time === 'formattedBimester'
        ? bimesterLabels(periods)
        : monthLabels(periods);
  const groups = second === undefined ? [null] : groupNames(second, metadata).slice(0, 4);
  const rows: IndicatorRow[] = [];
  for (const group of groups) {
    let value = random.float(options.range.min, options.range.max);
    const span = options.range.max - options.range.min;
    for (const label of labels) {
      value = Math.min(options.range.max, Math.max(options.range.min, value + random.float(-0.12, 0.12) * span));
      const row = valueRow(random, { min: value, max: value }, options.nps === true, null);
      row.group = label;
      row.groupId = label;
      row.groupName = label;
      row.label = group === null ? label : `${label} · ${group.name}`;
      if (group !== null && groupFirst) {
        Object.assign(row, {
          group: group.name,
          groupId: group.id,
          groupName: group.name,
          label: `${group.name} · ${label}`,
          group_0: group.name,
          groupId_0: group.id,
          groupName_0: group.name,
          group_1: label,
          groupId_1: label,
          groupName_1: label,
        });
      } else if (group !== null)
        Object.assign(row, { group_0: label, group_1: group.name, groupId_1: group.id, groupName_1: group.name });
      rows.push(row);
    }
  }
  if (request.extras?.aggregation === 'linearRegression') rows.push(...regression(rows, 3));
  return rows;
}

/** Three projected periods on the least-squares line of the measured ones (as the backend adds them). */
function regression(rows: IndicatorRow[], ahead: number): IndicatorRow[] {
  const points = rows.map((r, i) => [i, r.value ?? 0] as const);
  const n = points.length;
  if (n < 2) return [];
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const last = rows[rows.length - 1]?.group ?? '';
  return Array.from({ length: ahead }, (_, k) => {
    const x = n + k;
    const label = nextMonth(String(last), k + 1);
    return {
      group: label,
      groupId: label,
      groupName: label,
      label,
      value: round(my + slope * (x - mx)),
      count: 0,
      projected: true,
    };
  });
}

function nextMonth(label: string, ahead: number): string {
  const bimester = /^(\d{4})-([1-6])$/.exec(label);
  if (bimester) {
    const month = (Number(bimester[2]) - 1) * 2 + 1 + 2 * ahead;
    return formatBimester({ year: Number(bimester[1]) + Math.floor((month - 1) / 12), month: ((month - 1) % 12) + 1 });
  }
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return `${label}+${ahead}`;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Ranking position fields, and top/bottom results, when the request asks for them. */
function rankRows(request: IndicatorRequest, rows: IndicatorRow[]): IndicatorRow[] {
  const sorted = [...rows].sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
  if (request.extras?.aggregation === 'rankingPosition') {
    sorted.forEach((row, i) => Object.assign(row, { position: i + 1, groupCount: sorted.length }));
    return sorted;
  }
  if (request.extras?.resultType === 'top') return sorted.slice(0, request.extras.topSize ?? 3);
  if (request.extras?.resultType === 'bottom') return sorted.slice(-(request.extras.bottomSize ?? 3)).reverse();
  return rows;
}

/** The calls answering one registered-survey `resume` object (platform-core §7). */
const RESUME_URLS: ReadonlySet<string> = new Set(['dashboard/resume', 'dashboard/status']);

/**
 * An answer that is one object, not rows (dashboard/resume, the social overview chart): a data
 * source reads it as one row without group or value, carrying the object's fields.
 */
function objectAnswer(fields: Record<string, unknown>): IndicatorRow[] {
  return [{ group: null, groupId: null, groupName: null, label: null, value: null, count: 0, ...fields }];
}

/**
 * The answer of dashboard/resume or dashboard/status, whatever the kind: one object
 * `{ workflowName, resume }` (read as one row) whose counts shrink along the funnel — registered
 * (notifications), sent, opened, clicked, answered — with a few errors, queued and processed.
 */
export function resumeAnswer({ request, random }: MockInput): IndicatorRow[] {
  const notifications = random.int(400, 2400);
  const error = Math.round(notifications * random.float(0.01, 0.05));
  const queued = Math.round(notifications * random.float(0.01, 0.04));
  const sent = notifications - error - queued;
  const opened = Math.round(sent * random.float(0.45, 0.75));
  const clicked = Math.round(opened * random.float(0.5, 0.8));
  const answered = Math.round(clicked * random.float(0.6, 0.9));
  const processed = Math.round(answered * random.float(0.8, 1));
  const resume = {
    notifications,
    registered: notifications,
    sent,
    error,
    opened,
    clicked,
    answered,
    queued,
    processed,
  };
  return objectAnswer({ workflowName: request.extras?.workflowName ?? null, resume });
}

/** The url of the social overview chart (POST external-social/v3/analysis/overview/chart). */
const OVERVIEW_CHART_URL = 'external-social/v3/analysis/overview/chart';

/**
 * The answer of the social overview chart, whatever the kind: one object `{ interval, metric,
 * breakdown, labels, series }` (read as one row) with a point per period of the request's interval
 * (`extras.interval`, else its time grouping, else days; `extras.periods` of them, 10 by default)
 * for each series of its breakdown (the three sentiments, three networks, or the total).
 */
export function overviewChartAnswer({ request, random }: MockInput): IndicatorRow[] {
  const time = request.groupBy?.find((g) => TIME.has(g));
  const interval =
    request.extras?.interval ??
    (time === 'formattedMonth' ? 'month' : time === 'formattedWeek' || time === 'week' ? 'week' : 'day');
  const metric = request.extras?.metric ?? 'mentions';
  const breakdown = request.extras?.breakdown ?? 'sentiment';
  const periods = request.extras?.periods ?? 10;
  const labels =
    interval === 'week' ? weekLabels(periods) : interval === 'month' ? monthLabels(periods) : dayLabels(periods);
  const keys =
    breakdown === 'total'
      ? [['total', 'Total']]
      : breakdown === 'network'
        ? [
            ['facebook', 'Facebook'],
            ['instagram', 'Instagram'],
            ['x', 'X'],
          ]
        : [
            ['positive', 'Positivo'],
            ['neutral', 'Neutro'],
            ['negative', 'Negativo'],
          ];
  const series = keys.map(([key, name]) => {
    const data = labels.map(() =>
      metric === 'averageLikes'
        ? Math.round(random.float(0, 12) * 10) / 10
        : random.int(0, interval === 'day' ? 40 : 200),
    );
    return { key, name, data, total: data.reduce((a, b) => a + b, 0) };
  });
  return objectAnswer({
    interval,
    metric,
    breakdown,
    labels,
    series,
  });
}

/**
 * A kind's generator answering as a backend does, so MockDataSource reads its rows through
 * normaliseRows (@voz/core) as the portal reads a backend's: the rows of an external-social call
 * carry their mentions as `value: { externalSourceCount }` (dashboard-catalogue §3.2), and the
 * field the request's `value` names carries the generated value when the generator left it out
 * (a line of `value: "positive"` gets its points from `positive`); top-keywords calls answer
 * keyword rows (tagRows) whatever the kind; dashboard/resume and dashboard/status answer their one
 * `resume` object (resumeAnswer); the social overview chart its one chart object
 * (overviewChartAnswer). Other rows are as generated.
 */
export function answeredAs(generator: MockGenerator): MockGenerator {
  return (input) => {
    if (RESUME_URLS.has(input.request.url ?? '')) return resumeAnswer(input);
    if (input.request.url === OVERVIEW_CHART_URL) return overviewChartAnswer(input);
    if (input.request.url?.startsWith('external-social/') !== true) return generator(input);
    const field = input.request.value;
    // Keywords are keywords whatever draws them (word cloud, bars of the top topics).
    const rows = input.request.url === 'external-social/top-keywords' ? tagRows(input) : generator(input);
    return rows.map((row) => {
      const answered: IndicatorRow = { ...row };
      if (field !== undefined && field !== 'value' && answered[field] === undefined) {
        (answered as Record<string, unknown>)[field] = row.value;
      }
      answered.value = { externalSourceCount: row.count } as unknown as number;
      return answered;
    });
  };
}

/** A generator for a value range (NPS when nps is set). */
export function valueGenerator(options: GenericOptions): MockGenerator {
  return (input) => genericRows(input, options);
}

/**
 * Tags with sentiment counts, most frequent first. With extras.sentiment (the top positive or
 * negative topics) only the mentions of that sentiment are counted, as the backend filters them.
 */
export function tagRows({ random, request }: MockInput): IndicatorRow[] {
  const limit = request.limit ?? 30;
  const only = request.extras?.sentiment;
  return TAGS.slice(0, Math.min(limit, TAGS.length))
    .map((tag) => {
      const positive = only === 'negative' ? 0 : random.int(0, 120);
      const neutral = only === undefined ? random.int(0, 60) : 0;
      const negative = only === 'positive' ? 0 : random.int(0, 110);
      const count = positive + neutral + negative;
      return { group: tag, groupId: tag, groupName: tag, label: tag, value: count, count, positive, neutral, negative };
    })
    .sort((a, b) => b.count - a.count);
}

/** Sentiment totals: one row with positive, neutral and negative counts (value: net %). */
export function sentimentRows({ random }: MockInput): IndicatorRow[] {
  const positive = random.int(200, 900);
  const neutral = random.int(50, 300);
  const negative = random.int(80, 600);
  const count = positive + neutral + negative;
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
      categories: (['positive', 'neutral', 'negative'] as const).map((group) => ({
        group,
        count: group === 'positive' ? positive : group === 'neutral' ? neutral : negative,
        tags: TAGS.slice(0, 4).map((tag) => ({ group: tag, count: random.int(5, 80) })),
      })),
    },
  ];
}

/** Comments, newest first, with sentiment (1, 0, −1) and tags. */
export function commentRows({ random, request }: MockInput): IndicatorRow[] {
  const limit = Math.min(request.limit ?? 20, 100);
  return Array.from({ length: limit }, (_, i) => {
    const sentiment = random.pick([1, 1, 0, -1, -1] as const);
    const pool = sentiment === 1 ? COMMENTS.positive : sentiment === 0 ? COMMENTS.neutral : COMMENTS.negative;
    const day = 15 - Math.floor(i / 3);
    return {
      group: `${i + 1}`,
      groupId: 90000 + i,
      groupName: null,
      label: null,
      value: sentiment,
      count: 1,
      comment: random.pick(pool),
      sentiment,
      date: `2026-11-${String(Math.max(1, day)).padStart(2, '0')}T${String(9 + (i % 9)).padStart(2, '0')}:15:00Z`,
      tags: [
        {
          group: random.pick(TAGS),
          count: 1,
          positive: sentiment === 1 ? 1 : 0,
          neutral: sentiment === 0 ? 1 : 0,
          negative: sentiment === -1 ? 1 : 0,
        },
      ],
    };
  });
}

/** Survey response counters (one row, or one per period when grouped by time). */
export function responseCountRows(input: MockInput): IndicatorRow[] {
  const { random, request } = input;
  const make = (group: string | null): IndicatorRow => {
    const answeredCount = random.int(3, 400);
    const inProgressCount = random.int(0, 40);
    const notHandledCount = random.int(10, 600);
    const invalidCount = random.int(0, 25);
    const total = answeredCount + inProgressCount + notHandledCount;
    return {
      group,
      groupId: group,
      groupName: group,
      label: group,
      value: answeredCount,
      count: total,
      answeredCount,
      inProgressCount,
      notHandledCount,
      invalidCount,
      handledPerc: round(((answeredCount + inProgressCount) / total) * 100),
      validPerc: round((answeredCount / (answeredCount + invalidCount)) * 100),
    };
  };
  const first = request.groupBy?.[0];
  if (first === 'formattedWeek' || first === 'week') return weekLabels(request.extras?.periods ?? 13).map(make);
  if (first === 'formattedMonth' || first === 'date') return monthLabels(request.extras?.periods ?? 6).map(make);
  return [make(null)];
}

/** Alert counters (one row, or one per period when grouped by time). */
export function alertCountRows(input: MockInput): IndicatorRow[] {
  const { random, request } = input;
  const make = (group: string | null): IndicatorRow => {
    const notHandled = random.int(0, 40);
    const inProcess = random.int(0, 30);
    const closed = random.int(5, 120);
    const fast = Math.round(closed * random.float(0.4, 0.9));
    return {
      group,
      groupId: group,
      groupName: group,
      label: group,
      value: notHandled + inProcess + closed,
      count: notHandled + inProcess + closed,
      not_handled: notHandled,
      in_process: inProcess,
      closed,
      wows: random.int(0, 12),
      fast,
      slow: closed - fast,
    };
  };
  const first = request.groupBy?.[0];
  if (first === 'formattedWeek' || first === 'week') return weekLabels(request.extras?.periods ?? 13).map(make);
  if (first === 'formattedMonth' || first === 'date') return monthLabels(request.extras?.periods ?? 6).map(make);
  return [make(null)];
}

/** Advisors of the mocked dealers (advisor-table). */
/**
 * One row per advisor, best first, with its ranking position (position, groupCount): NPS rows
 * (with promoters, passives, detractors) for an NPS indicator, else a 0–10 rating. The same
 * advisors for every request, keyed by name as the backend keys the `advisor` grouping, so a
 * widget's columns join on groupId.
 */
export function advisorRows({ random, request, metadata }: MockInput): IndicatorRow[] {
  const nps = /NPS/i.test(request.indicator);
  const advisors = groupNames('advisor', metadata);
  const groups = advisors.slice(0, Math.max(1, request.limit ?? advisors.length));
  const rows = groups.map((group) => valueRow(random, nps ? NPS_RANGE : RATING_10, nps, group));
  rows.sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
  rows.forEach((row, i) => Object.assign(row, { position: i + 1, groupCount: rows.length }));
  return rows;
}

/** Levels of a 1–5 satisfaction scale, best first (what satisfaction stacked bars stack). */
export const SATISFACTION_LEVELS = [
  { id: 5, name: 'Muy satisfecho' },
  { id: 4, name: 'Satisfecho' },
  { id: 3, name: 'Ni satisfecho ni insatisfecho' },
  { id: 2, name: 'Insatisfecho' },
  { id: 1, name: 'Muy insatisfecho' },
] as const;

/**
 * Stacked-bar rows. In a widget of several requests: a value (3–45) per group, one series per
 * request. Grouped by [x, numberAnswer]: for each group of x (at most 5), one row per
 * satisfaction level (group_0/groupId_0 the group, group_1/groupId_1/groupName_1 the level, count
 * the answers), mostly satisfied. Otherwise NPS rows with promoters, passives and detractors per
 * group (5 geographies without a groupBy).
 */
export function stackedRows(input: MockInput): IndicatorRow[] {
  const { request, widget, random, metadata } = input;
  const [first, second] = request.groupBy ?? [];
  // Several requests: one series each (a value per group, e.g. the share of one agreement level).
  const requests = 'indicators' in widget ? (widget.indicators ?? []) : [];
  if (requests.length > 1) return genericRows(input, { range: { min: 3, max: 45 }, defaultGroups: 5 });
  if (second !== 'numberAnswer') return genericRows(input, { range: NPS_RANGE, nps: true, defaultGroups: 5 });
  const groups = groupNames(first ?? 'geoLocation', metadata, request.extras?.groupByLevel).slice(
    0,
    request.limit ?? 5,
  );
  return groups.flatMap((group) => {
    const weights = [
      random.float(30, 60),
      random.float(20, 40),
      random.float(5, 20),
      random.float(2, 10),
      random.float(1, 8),
    ];
    const answers = random.int(80, 900);
    const sum = weights.reduce((s, w) => s + w, 0);
    return SATISFACTION_LEVELS.map((level, i) => {
      const count = Math.round(((weights[i] ?? 0) / sum) * answers);
      return {
        group: group.name,
        groupId: group.id,
        groupName: group.name,
        label: `${group.name} · ${level.name}`,
        value: level.id,
        count,
        group_0: group.name,
        groupId_0: group.id,
        groupName_0: group.name,
        group_1: String(level.id),
        groupId_1: level.id,
        groupName_1: level.name,
      };
    });
  });
}

/** Importance of attributes on 0–10 (the first request of a two-request prioritisation matrix). */
export const IMPORTANCE_RANGE: ValueRange = { min: 5.5, max: 9.8 };

/**
 * Prioritisation-matrix rows: one row per attribute (questions unless the request groups by
 * something else, at most 8 or its limit), with the same groupIds in every request. With two
 * requests or more, the first one's values are importances and the others' satisfaction; with
 * one request, values are satisfaction and counts (importance by answers) vary widely.
 */
export function matrixRows(input: MockInput): IndicatorRow[] {
  const { request, widget, random, metadata } = input;
  const requests = 'indicators' in widget ? (widget.indicators ?? []) : [];
  const key = stableStringify(request);
  const index = requests.findIndex((r) => stableStringify(r) === key);
  const range = requests.length > 1 && index <= 0 ? IMPORTANCE_RANGE : RATING_10;
  const groups = groupNames(request.groupBy?.[0] ?? 'question', metadata, request.extras?.groupByLevel).slice(
    0,
    request.limit ?? 8,
  );
  return groups.map((group) => valueRow(random, range, false, group));
}

/** The `config` fields of a widget the generators below read. */
function mockConfigOf(input: MockInput): { max?: number; mapper?: string; variant?: string } {
  return (input.widget as { config?: { max?: number; mapper?: string; variant?: string } }).config ?? {};
}

/** A range given on a 0..`scaleMax` scale, moved to 0..`max` (unchanged without a max). */
function scaledRange(range: ValueRange, scaleMax: number, max: number | undefined): ValueRange {
  const k = max === undefined || !(max > 0) ? 1 : max / scaleMax;
  return { min: range.min * k, max: range.max * k };
}

/**
 * Single-value gauges (gauge, semicircle, radial summary, radial by geography): the survey response
 * counters when the widget's mapper reads them (responsePercentage, dataQuality); else values in
 * `options.range`, given on 0..`scaleMax`, moved to the widget's max (a gauge of max 100 gets 60–96).
 */
export function gaugeGenerator(options: GenericOptions, scaleMax: number): MockGenerator {
  return (input) => {
    const { max, mapper } = mockConfigOf(input);
    if (mapper === 'responsePercentage' || mapper === 'dataQuality') return responseCountRows(input);
    return genericRows(input, { ...options, range: scaledRange(options.range, scaleMax, max) });
  };
}

/** Customer-journey kinds: one row per question when the request has no grouping of its own. */
export function byQuestionGenerator(options: GenericOptions, scaleMax?: number): MockGenerator {
  return (input) => {
    const { request } = input;
    const grouped: IndicatorRequest = request.groupBy ? request : { ...request, groupBy: ['question'] };
    const { max } = mockConfigOf(input);
    const range = scaleMax === undefined ? options.range : scaledRange(options.range, scaleMax, max);
    return genericRows({ ...input, request: grouped }, { ...options, range });
  };
}

/**
 * Pie rows as the widget reads them: alert counters (alertFirstResponse), sentiment totals
 * (sentimentPercentages), NPS parts (npsBreakdown), Sí / No answers (yesNo variant or mapper, when
 * the request has no grouping), else one row per group (five geographies without a grouping).
 */
export function pieRows(input: MockInput): IndicatorRow[] {
  const { variant, mapper } = mockConfigOf(input);
  const range: ValueRange = { min: 5, max: 400 };
  if (mapper === 'alertFirstResponse') return alertCountRows(input);
  if (mapper === 'sentimentPercentages') return sentimentRows(input);
  if (mapper === 'npsBreakdown') return genericRows(input, { range: NPS_RANGE, nps: true });
  if ((variant === 'yesNo' || mapper === 'yesNo') && !input.request.groupBy) {
    return genericRows({ ...input, request: { ...input.request, groupBy: ['responseValue'] } }, { range });
  }
  return genericRows(input, { range, defaultGroups: 5 });
}

/**
 * Ranking rows: tags (tagRows) when grouped by tag; with aggregation rankingPosition and no
 * grouping, the one row of the user's location with its position among groupCount peers;
 * otherwise 8 geographies or the request's groups (ranked as the request asks).
 */
export function rankingRows(input: MockInput): IndicatorRow[] {
  const { request, random, metadata } = input;
  if (request.groupBy?.[0] === 'tag') return tagRows(input);
  if (request.extras?.aggregation === 'rankingPosition' && request.groupBy === undefined) {
    const [location] = groupNames('geoLocation', metadata, 3);
    const groupCount = random.int(20, 60);
    const row = valueRow(random, RATING_10, false, location ?? null);
    return [{ ...row, position: random.int(1, groupCount), groupCount }];
  }
  return genericRows(input, { range: RATING_10, defaultGroups: 8 });
}
