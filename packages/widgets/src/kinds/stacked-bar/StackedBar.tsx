import { Bar } from '@nivo/bar';
import type { IndicatorRow } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import { PALETTE } from '@voz/schema';
import type { ReactElement } from 'react';
import { MAX_BARS, TooltipLine, labelTick, nameAxisFit, textOn, tickFormat, valueScale } from '../../shared/bars.js';
import { SLATE, nivoTheme } from '../../shared/nivo.js';
import { Summary } from '../../shared/Summary.js';
import { useElementSize } from '../../shared/useElementSize.js';
import {
  NPS_COLORS,
  SENTIMENT_COLORS,
  fmt,
  fmtCount,
  groupLabel,
  numberFormat,
  seriesColor,
} from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

// Stacked bars: one bar per group, stacked by series. What is stacked depends on the rows:
// - rows with positive/neutral/negative: the three sentiments (sentiment colours);
// - rows with promoters/passives/detractors: the three NPS parts (NPS colours);
// - rows of two groupings (group_1, e.g. groupBy [geoLocation, numberAnswer]): one series per
//   value of the second grouping, its answers (count) stacked; numeric levels best (highest) first;
// - otherwise, with several requests: one series per request (its value), joined by group;
// - otherwise one series (plain bars).
// Five series (a satisfaction or agreement scale) take the five satisfaction colours, from green
// (satisfaction5, the first series) to dark red (satisfaction1), unless the widget gives colours.

/** Five satisfaction colours, best first. */
const SATISFACTION_COLORS = [
  PALETTE.satisfaction5,
  PALETTE.satisfaction4,
  PALETTE.satisfaction3,
  PALETTE.satisfaction2,
  PALETTE.satisfaction1,
];

interface Series {
  key: string;
  label: string;
  color: string;
}

interface Stack {
  id: string;
  label: string;
  amounts: Map<string, number>;
}

interface Model {
  series: Series[];
  stacks: Stack[];
}

/** A stack per distinct key, in order of first appearance. */
function stackOf(stacks: Map<string, Stack>, key: string, label: string): Stack {
  let stack = stacks.get(key);
  if (!stack) {
    stack = { id: `s${stacks.size}`, label, amounts: new Map() };
    stacks.set(key, stack);
  }
  return stack;
}

/** Bars whose parts are fields of each row (sentiment or NPS parts). */
function partsModel(first: IndicatorRow[], parts: readonly { key: string; label: string; color: string }[]): Model {
  const stacks = first.map((row, i) => ({
    id: `s${i}`,
    label: groupLabel(row),
    amounts: new Map(parts.map((part) => [part.key, Number(row[part.key] ?? 0)])),
  }));
  return { series: [...parts], stacks };
}

/** The first of a row's fields holding a string or a number, as text. */
function field(row: IndicatorRow, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = row[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/** Bars of the first grouping, stacked by the second (group_1), amounts the rows' counts. */
function levelsModel(first: IndicatorRow[]): Model {
  const stacks = new Map<string, Stack>();
  const levels = new Map<string, string>();
  for (const row of first) {
    const barKey = field(row, 'groupId_0', 'group_0', 'groupId', 'group') ?? '';
    const stack = stackOf(stacks, barKey, field(row, 'groupName_0', 'group_0') ?? groupLabel(row));
    const level = field(row, 'groupId_1', 'group_1') ?? '';
    if (!levels.has(level)) levels.set(level, field(row, 'groupName_1', 'group_1') ?? level);
    stack.amounts.set(level, (stack.amounts.get(level) ?? 0) + row.count);
  }
  let keys = [...levels.keys()];
  if (keys.every((key) => Number.isFinite(Number(key)))) keys = keys.sort((a, b) => Number(b) - Number(a));
  return {
    series: keys.map((key) => ({ key, label: levels.get(key) ?? key, color: '' })),
    stacks: [...stacks.values()],
  };
}

/** Bars per group, one series per request (its value), joined by groupId. */
function requestsModel(rows: IndicatorRow[][], seriesLabel: (i: number) => string): Model {
  const stacks = new Map<string, Stack>();
  const series = rows.map((_, i) => ({ key: `r${i}`, label: seriesLabel(i), color: '' }));
  rows.forEach((list, i) => {
    for (const row of list) {
      const stack = stackOf(stacks, String(row.groupId ?? row.group), groupLabel(row));
      stack.amounts.set(`r${i}`, row.value ?? 0);
    }
  });
  return { series, stacks: [...stacks.values()] };
}

function modelOf(rows: IndicatorRow[][], seriesLabel: (i: number) => string, t: TFunction): Model {
  const first = rows[0] ?? [];
  if (first.some((r) => r.positive !== undefined || r.negative !== undefined)) {
    const keys = ['positive', 'neutral', 'negative'] as const;
    return partsModel(
      first,
      keys.map((key) => ({ key, label: t(`sentiment.${key}`), color: SENTIMENT_COLORS[key] })),
    );
  }
  if (first.some((r) => r.promoters !== undefined)) {
    const keys = ['promoters', 'passives', 'detractors'] as const;
    return partsModel(
      first,
      keys.map((key) => ({ key, label: t(`nps.${key}`), color: NPS_COLORS[key] })),
    );
  }
  if (first.some((r) => field(r, 'group_1') !== undefined)) return levelsModel(first);
  return requestsModel(rows, seriesLabel);
}

type Datum = Record<string, string | number> & { id: string };
type TFunction = ReturnType<typeof useTranslation>['t'];

/** Stacked bars (satisfaction distribution, agreement scales, sentiment or NPS parts), shares of 100 % by default. */
export function StackedBar({ widget, config, rows, context, title }: RendererProps<'stacked-bar'>): ReactElement {
  const { t } = useTranslation();
  // Measured once and handed to nivo's Bar (ResponsiveBar would measure the box again).
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  const format = numberFormat(context, config.decimals);
  const requests = widget.indicators ?? [];
  const seriesLabel = (i: number): string =>
    localized(requests[i]?.label, context.language) || t('bars.series', { number: i + 1 });
  const model = modelOf(rows, seriesLabel, t);
  const fixed = model.series.every((s) => s.color !== '');
  const series = model.series.map((s, i) => ({
    ...s,
    color:
      config.colors && config.colors.length > 0
        ? seriesColor(i, config.colors)
        : fixed
          ? s.color
          : model.series.length === 5
            ? (SATISFACTION_COLORS[i] ?? seriesColor(i, undefined))
            : seriesColor(i, undefined),
  }));
  const normalize = config.normalize !== false && series.length > 1;
  const horizontal = (config.layout ?? 'horizontal') === 'horizontal';
  const total = model.stacks.length;
  const stacks = model.stacks.slice(0, MAX_BARS).map((stack) => {
    const sum = series.reduce((s, serie) => s + (stack.amounts.get(serie.key) ?? 0), 0);
    const amounts = series.map((serie) => {
      const amount = stack.amounts.get(serie.key) ?? 0;
      return normalize ? (sum > 0 ? (amount / sum) * 100 : 0) : amount;
    });
    return { ...stack, amounts };
  });
  const keys = series.map((_, i) => `k${i}`);
  const data: Datum[] = (horizontal ? [...stacks].reverse() : stacks).map((stack) => ({
    id: stack.id,
    ...Object.fromEntries(stack.amounts.map((amount, i) => [`k${i}`, amount])),
  }));
  const write = (value: number): string =>
    normalize ? fmt(value, { ...format, decimals: 0, unit: 'percent' }) : fmt(value, format);
  const labels = new Map(stacks.map((stack) => [stack.id, stack.label]));
  const labelOf = (id: string): string => labels.get(id) ?? id;
  const serieOf = (key: string | number): (typeof series)[number] | undefined => series[keys.indexOf(String(key))];
  const fit = nameAxisFit(
    stacks.map((stack) => stack.label),
    horizontal,
    width,
  );
  const percentTicks = tickFormat(context.locale);
  const valueAxis = {
    tickSize: 0,
    tickPadding: 4,
    tickValues: normalize ? [0, 50, 100] : 4,
    format: normalize ? (v: number | string) => `${percentTicks(v)} %` : percentTicks,
  };
  const nameAxis = {
    tickSize: 0,
    tickPadding: 6,
    tickRotation: fit.rotate ? -40 : 0,
    renderTick: labelTick(labelOf, fit.chars),
  };

  const listed = stacks
    .map((stack) => `${stack.label}: ${series.map((s, i) => `${s.label} ${write(stack.amounts[i] ?? 0)}`).join(', ')}`)
    .join('; ');
  const more =
    total > stacks.length ? ` ${t('bars.more', { shown: stacks.length, total: fmtCount(total, context) })}` : '';
  return (
    <div className="flex h-full w-full flex-col gap-1">
      {config.showLegend !== false && series.length > 1 && (
        <ul
          className="flex flex-wrap justify-center gap-x-3 gap-y-0.5 text-xs text-slate-600"
          aria-hidden="true"
          data-legend=""
        >
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              <span className="inline-block h-2 w-2 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div className="min-h-0 flex-1" aria-hidden="true" data-chart="stacked-bar" ref={ref}>
        {width > 0 && height > 0 && (
          <Bar<Datum>
            width={width}
            height={height}
            data={data}
            keys={keys}
            indexBy="id"
            groupMode="stacked"
            layout={horizontal ? 'horizontal' : 'vertical'}
            valueScale={
              normalize
                ? { type: 'linear', min: 0, max: 100 }
                : valueScale(stacks.map((stack) => stack.amounts.reduce((s, a) => s + a, 0)))
            }
            padding={0.3}
            colors={(bar) => serieOf(bar.id)?.color ?? SLATE[400]}
            theme={nivoTheme}
            animate={false}
            enableGridX={horizontal}
            enableGridY={!horizontal}
            label={(bar) => write(bar.value ?? 0)}
            labelSkipWidth={30}
            labelSkipHeight={14}
            labelTextColor={(bar) => textOn(bar.color)}
            margin={
              horizontal
                ? { top: 4, right: 20, bottom: 24, left: fit.room }
                : { top: 8, right: 8, bottom: fit.room, left: Math.max(44, fit.lead) }
            }
            axisLeft={horizontal ? nameAxis : valueAxis}
            axisBottom={horizontal ? valueAxis : nameAxis}
            tooltip={({ id, indexValue, value, color }) => (
              <TooltipLine
                color={color}
                label={`${labelOf(String(indexValue))} · ${serieOf(id)?.label ?? ''}`}
                value={write(value)}
              />
            )}
          />
        )}
      </div>
      <Summary>{`${title}: ${listed}.${more}`}</Summary>
    </div>
  );
}
