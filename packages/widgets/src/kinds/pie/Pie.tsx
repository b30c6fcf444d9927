import { Pie as NivoPie, type PieTooltipProps } from '@nivo/pie';
import type { IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { PALETTE } from '@voz/schema';
import type { ReactElement, ReactNode } from 'react';
import { nivoTheme } from '../../shared/nivo.js';
import { Summary } from '../../shared/Summary.js';
import { useElementSize } from '../../shared/useElementSize.js';
import { ValueFooter } from '../../shared/ValueFooter.js';
import {
  NPS_COLORS,
  SENTIMENT_COLORS,
  firstResponseBaseHours,
  fmt,
  fmtCount,
  groupLabel,
  numberFormat,
  seriesColor,
} from '../../shared/values.js';
import type { ConfigOf, RendererProps } from '../../types.js';

/** Slices drawn one by one; past PIE_TOP + 1 groups the smallest are summed into 'Otros'. */
export const PIE_TOP = 7;

interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

type Translate = ReturnType<typeof useTranslation>['t'];
type Part = readonly [id: string, label: string, value: number, color: string];

/** Answers read as "yes" in rows grouped by response value. */
const YES = new Set(['si', 'sí', 'yes', 's', 'y', '1', 'true']);

/** Alert statuses (rows grouped by alertStatus) named for people. */
const ALERT_STATUS_KEYS: Readonly<Record<string, string>> = {
  NOT_HANDLED: 'pie.notHandled',
  IN_PROCESS: 'pie.inProcess',
  CLOSED: 'pie.closed',
};

const SENTIMENT_PARTS = ['positive', 'neutral', 'negative'] as const;
const NPS_PARTS = ['promoters', 'passives', 'detractors'] as const;

/** Whether a row grouped by response value holds the "yes" answers. */
function isYes(row: IndicatorRow): boolean {
  const answer = String(row.group ?? row.label ?? '');
  return YES.has(answer.trim().toLowerCase());
}

/** How much a group weighs: its value, or its count when it has none. */
const weight = (row: IndicatorRow): number => row.value ?? row.count;

/** The slices of the first request's rows: one per group, or the fixed parts a variant or mapper reads. */
function slicesOf(config: ConfigOf<'pie'>, rows: readonly IndicatorRow[], t: Translate): Slice[] {
  const sum = (of: (row: IndicatorRow) => number): number => rows.reduce((total, row) => total + of(row), 0);
  // Fixed parts take the widget's colours in order when it has them.
  const parts = (list: readonly Part[]): Slice[] =>
    list.map(([id, label, value, color], i) => ({
      id,
      label,
      value,
      color: config.colors ? seriesColor(i, config.colors) : color,
    }));
  if (config.variant === 'yesNo' || config.mapper === 'yesNo') {
    return parts([
      ['yes', t('yesNo.yes'), sum((r) => (isYes(r) ? weight(r) : 0)), PALETTE.cyan],
      ['no', t('yesNo.no'), sum((r) => (isYes(r) ? 0 : weight(r))), PALETTE.redSoft],
    ]);
  }
  switch (config.mapper) {
    case 'sentimentPercentages':
      return parts(SENTIMENT_PARTS.map((k) => [k, t(`sentiment.${k}`), sum((r) => r[k] ?? 0), SENTIMENT_COLORS[k]]));
    case 'npsBreakdown':
      return parts(NPS_PARTS.map((k) => [k, t(`nps.${k}`), sum((r) => r[k] ?? 0), NPS_COLORS[k]]));
    case 'alertFirstResponse':
      return parts([
        ['fast', t('pie.fast', { hours: firstResponseBaseHours(rows) }), sum((r) => r.fast ?? 0), PALETTE.green],
        ['slow', t('pie.slow', { hours: firstResponseBaseHours(rows) }), sum((r) => r.slow ?? 0), PALETTE.redSoft],
      ]);
    default:
      return rows.map((row, i) => {
        const status = ALERT_STATUS_KEYS[String(row.group)];
        const label = status ? t(status) : groupLabel(row);
        return { id: `g${i}`, label, value: weight(row), color: seriesColor(i, config.colors) };
      });
  }
}

/** The slices worth drawing: positive ones, the largest PIE_TOP and 'Otros' when there are too many. */
function topSlices(slices: readonly Slice[], others: string): { drawn: Slice[]; grouped: number } {
  const positive = slices.filter((s) => Number.isFinite(s.value) && s.value > 0);
  if (positive.length <= PIE_TOP + 1) return { drawn: positive, grouped: 0 };
  const sorted = [...positive].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(PIE_TOP);
  const restValue = rest.reduce((total, s) => total + s.value, 0);
  return {
    drawn: [...sorted.slice(0, PIE_TOP), { id: 'others', label: others, value: restValue, color: PALETTE.neutral }],
    grouped: rest.length,
  };
}

function SliceTooltip({ datum }: PieTooltipProps<Slice>): ReactElement {
  return (
    <div className="flex items-center gap-1.5 rounded-md bg-white px-2 py-1 text-xs text-slate-900 shadow">
      <span className="inline-block h-2 w-2 rounded-full" style={{ background: datum.color }} />
      {datum.data.label}: <strong className="tabular-nums">{datum.formattedValue}</strong>
    </div>
  );
}

/**
 * Pie (small, medium, large, yes/no): the groups of the first request as slices with their share of
 * the total, and a legend when showLegend. Yes/no pies have two slices, Sí and No; the sentiment,
 * NPS and first-response mappers read their fixed parts. Past 8 groups the smallest go into 'Otros'.
 */
/** A box filling its parent whose measured size draws the chart (nivo's charts take pixels). */
function Sized({
  className,
  children,
}: {
  className: string;
  children: (width: number, height: number) => ReactNode;
}): ReactElement {
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  return (
    <div className={className} ref={ref}>
      {width > 0 && height > 0 ? children(width, height) : null}
    </div>
  );
}

export function Pie({ widget, config, rows, context, title }: RendererProps<'pie'>): ReactElement {
  const { t } = useTranslation();
  const list = rows[0] ?? [];
  const { drawn, grouped } = topSlices(slicesOf(config, list, t), t('pie.others'));
  const total = drawn.reduce((sum, s) => sum + s.value, 0);
  const percent = numberFormat(context, config.decimals, 'percent');
  const shareOf = (value: number): string => fmt(total > 0 ? (value / total) * 100 : null, percent);
  const variant = config.variant ?? 'medium';
  const [width = 1, height = 2] = widget.size ?? [];
  const legendBeside = width >= 2 || height <= 1;
  const sample = list.reduce((sum, row) => sum + row.count, 0);

  const values = drawn.map((s) => `${s.label} ${shareOf(s.value)}`).join(', ');
  const note = grouped > 0 ? t('pie.othersNote', { groups: fmtCount(grouped, context) }) : '';
  const text = `${t('pie.summary', { title, values: values || t('widget.noValue') })}${note ? ` ${note}` : ''}`;

  return (
    <div className="flex h-full flex-col gap-1">
      <div className={`flex min-h-0 flex-1 gap-2 ${legendBeside ? 'flex-row items-center' : 'flex-col'}`}>
        <div aria-hidden="true" className="relative min-h-0 min-w-0 flex-1 self-stretch" data-pie="">
          {total > 0 ? (
            <Sized className="absolute inset-0">
              {(chartWidth, chartHeight) => (
                <NivoPie<Slice>
                  width={chartWidth}
                  height={chartHeight}
                  data={drawn}
                  id="id"
                  value="value"
                  colors={{ datum: 'data.color' }}
                  valueFormat={shareOf}
                  innerRadius={variant === 'large' ? 0 : variant === 'small' ? 0.6 : 0.5}
                  padAngle={0.7}
                  cornerRadius={2}
                  margin={{ top: 6, right: 6, bottom: 6, left: 6 }}
                  enableArcLinkLabels={false}
                  enableArcLabels={variant !== 'small' && height > 1}
                  arcLabelsSkipAngle={22}
                  arcLabelsTextColor={{ from: 'color', modifiers: [['darker', 2.6]] }}
                  tooltip={SliceTooltip}
                  theme={nivoTheme}
                  animate={false}
                />
              )}
            </Sized>
          ) : (
            <p className="flex h-full items-center justify-center text-sm text-slate-500">{t('widget.noValue')}</p>
          )}
        </div>
        {config.showLegend !== false && (
          <ul
            aria-hidden="true"
            className={`flex min-w-0 flex-col gap-0.5 overflow-y-auto text-xs ${legendBeside ? 'max-h-full w-2/5' : 'max-h-[40%]'}`}
            data-legend=""
          >
            {drawn.map((s) => (
              <li key={s.id} className="flex items-center gap-1.5">
                <span className="inline-block h-2.5 w-2.5 shrink-0 rounded-sm" style={{ background: s.color }} />
                <span className="min-w-0 flex-1 truncate text-slate-700" title={s.label}>
                  {s.label}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-slate-900">{shareOf(s.value)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ValueFooter sample={config.showSample ? sample : undefined} />
      <Summary>{text}</Summary>
    </div>
  );
}
