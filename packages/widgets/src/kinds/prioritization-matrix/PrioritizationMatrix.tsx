import type { IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { PALETTE } from '@voz/schema';
import type { ReactElement } from 'react';
import { SLATE } from '../../shared/nivo.js';
import { Summary } from '../../shared/Summary.js';
import { useElementSize } from '../../shared/useElementSize.js';
import { fmt, fmtCount, groupLabel, numberFormat, seriesColor, shorten } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

// Prioritisation matrix (importance–performance analysis): each attribute is a point with
// x = importance and y = satisfaction, in four quadrants split at xThreshold / yThreshold (the
// means of the points when the widget leaves them out):
//   Mantener        high importance, high satisfaction (strengths to keep);
//   Prioridad alta  high importance, low satisfaction (improve first);
//   Posible exceso  low importance, high satisfaction (effort that may exceed what matters);
//   Baja prioridad  low importance, low satisfaction.
// With two requests, x is the first one's value and y the second one's, joined by groupId; with
// one request, x is the sample (count: how much the attribute is answered) and y the value.
// `colors` replaces the quadrants' colours, in the order above. At most MAX_POINTS points are
// drawn (the most important); labels are written when there are few enough to read.

/** Points drawn at most (the most important). */
const MAX_POINTS = 40;
/** Points labelled on the chart at most (every point keeps its <title>). */
const MAX_LABELS = 15;

type Quadrant = 'keep' | 'priority' | 'excess' | 'low';
const QUADRANTS: readonly Quadrant[] = ['keep', 'priority', 'excess', 'low'];
const QUADRANT_COLORS: Record<Quadrant, string> = {
  keep: PALETTE.green,
  priority: PALETTE.red,
  excess: PALETTE.amber,
  low: PALETTE.neutral,
};

interface Point {
  key: string;
  name: string;
  x: number;
  y: number;
}

/** Points of the rows: two requests joined by group, or one request's count and value. */
function pointsOf(rows: IndicatorRow[][]): { points: Point[]; byCount: boolean } {
  const [first = [], second = []] = rows;
  const keyOf = (row: IndicatorRow): string => String(row.groupId ?? row.group ?? groupLabel(row));
  const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  if (second.length > 0) {
    const ys = new Map(second.filter((r) => finite(r.value)).map((r) => [keyOf(r), r.value as number]));
    const points = first.flatMap((row) => {
      const y = ys.get(keyOf(row));
      return finite(row.value) && y !== undefined ? [{ key: keyOf(row), name: groupLabel(row), x: row.value, y }] : [];
    });
    return { points, byCount: false };
  }
  const points = first
    .filter((row) => finite(row.value))
    .map((row) => ({ key: keyOf(row), name: groupLabel(row), x: row.count, y: row.value as number }));
  return { points, byCount: true };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** A domain holding every value and the threshold, with a little room on both sides. */
function domainOf(values: readonly number[], threshold: number): [number, number] {
  const min = Math.min(threshold, ...values);
  const max = Math.max(threshold, ...values);
  const pad = max > min ? (max - min) * 0.08 : 1;
  // Counts and 0–10 ratings never go below zero: neither does the axis.
  return [min >= 0 ? Math.max(0, min - pad) : min - pad, max + pad];
}

const MARGIN = { top: 8, right: 12, bottom: 34, left: 46 };

/** Prioritisation matrix: attributes placed by importance and satisfaction in four named quadrants. */
export function PrioritizationMatrix({
  config,
  rows,
  context,
  title,
}: RendererProps<'prioritization-matrix'>): ReactElement {
  const { t } = useTranslation();
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  const format = numberFormat(context, config.decimals);
  const { points: all, byCount } = pointsOf(rows);
  const writeX = (x: number): string => (byCount ? fmtCount(x, context) : fmt(x, format));
  const points = [...all].sort((a, b) => b.x - a.x).slice(0, MAX_POINTS);
  const xThreshold = config.xThreshold ?? mean(all.map((p) => p.x));
  const yThreshold = config.yThreshold ?? mean(all.map((p) => p.y));
  const quadrantOf = (p: Point): Quadrant =>
    p.x >= xThreshold ? (p.y >= yThreshold ? 'keep' : 'priority') : p.y >= yThreshold ? 'excess' : 'low';
  const colorOf = (q: Quadrant): string =>
    config.colors && config.colors.length > 0 ? seriesColor(QUADRANTS.indexOf(q), config.colors) : QUADRANT_COLORS[q];
  const names: Record<Quadrant, string> = {
    keep: t('matrix.keep'),
    priority: t('matrix.priority'),
    excess: t('matrix.excess'),
    low: t('matrix.low'),
  };
  const describe = (p: Point): string =>
    t('matrix.point', { name: p.name, x: writeX(p.x), y: fmt(p.y, format), quadrant: names[quadrantOf(p)] });

  const [x0, x1] = domainOf(
    all.map((p) => p.x),
    xThreshold,
  );
  const [y0, y1] = domainOf(
    all.map((p) => p.y),
    yThreshold,
  );
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const sx = (x: number): number => MARGIN.left + ((x - x0) / (x1 - x0)) * plotW;
  const sy = (y: number): number => MARGIN.top + (1 - (y - y0) / (y1 - y0)) * plotH;
  const tx = sx(xThreshold);
  const ty = sy(yThreshold);
  const right = MARGIN.left + plotW;
  const bottom = MARGIN.top + plotH;
  const labelled = points.length <= MAX_LABELS;
  // Names get about a fifth of the plot's width (12 to 28 characters).
  const labelChars = Math.max(12, Math.min(28, Math.floor(plotW / 22)));
  const areas: { q: Quadrant; x: number; y: number; w: number; h: number; anchor: 'start' | 'end' }[] = [
    { q: 'excess', x: MARGIN.left, y: MARGIN.top, w: tx - MARGIN.left, h: ty - MARGIN.top, anchor: 'start' },
    { q: 'keep', x: tx, y: MARGIN.top, w: right - tx, h: ty - MARGIN.top, anchor: 'end' },
    { q: 'low', x: MARGIN.left, y: ty, w: tx - MARGIN.left, h: bottom - ty, anchor: 'start' },
    { q: 'priority', x: tx, y: ty, w: right - tx, h: bottom - ty, anchor: 'end' },
  ];

  const counts = QUADRANTS.map((q) => {
    const inQ = all.filter((p) => quadrantOf(p) === q);
    const listed =
      inQ
        .slice(0, 5)
        .map((p) => p.name)
        .join(', ') + (inQ.length > 5 ? ', …' : '');
    return `${names[q]}: ${inQ.length}${inQ.length > 0 ? ` (${listed})` : ''}`;
  });
  const more =
    all.length > points.length
      ? ` ${t('bars.more', { shown: points.length, total: fmtCount(all.length, context) })}`
      : '';
  return (
    <div className="relative h-full w-full" ref={ref}>
      {width > 0 && height > 0 && (
        <svg
          className="absolute inset-0"
          width={width}
          height={height}
          role="group"
          aria-label={title}
          data-chart="matrix"
        >
          {areas.map((a) => (
            <g key={a.q} data-quadrant={a.q}>
              <rect
                x={a.x}
                y={a.y}
                width={Math.max(0, a.w)}
                height={Math.max(0, a.h)}
                fill={colorOf(a.q)}
                fillOpacity={0.12}
              />
              <text
                x={a.anchor === 'start' ? a.x + 4 : a.x + a.w - 4}
                y={a.q === 'excess' || a.q === 'keep' ? a.y + 12 : a.y + a.h - 5}
                textAnchor={a.anchor}
                fontSize={10}
                fontWeight={600}
                fill={SLATE[500]}
                stroke="#ffffff"
                strokeWidth={3}
                paintOrder="stroke"
                aria-hidden="true"
              >
                {names[a.q]}
              </text>
            </g>
          ))}
          <g aria-hidden="true" fontSize={10} fill={SLATE[500]}>
            <line x1={tx} x2={tx} y1={MARGIN.top} y2={bottom} stroke={SLATE[400]} strokeDasharray="4 3" />
            <line x1={MARGIN.left} x2={right} y1={ty} y2={ty} stroke={SLATE[400]} strokeDasharray="4 3" />
            <rect x={MARGIN.left} y={MARGIN.top} width={plotW} height={plotH} fill="none" stroke={SLATE[300]} />
            <text x={MARGIN.left} y={bottom + 12}>
              {writeX(x0)}
            </text>
            <text x={tx} y={bottom + 12} textAnchor="middle">
              {writeX(xThreshold)}
            </text>
            <text x={right} y={bottom + 12} textAnchor="end">
              {writeX(x1)}
            </text>
            <text x={MARGIN.left - 4} y={bottom} textAnchor="end">
              {fmt(y0, format)}
            </text>
            <text x={MARGIN.left - 4} y={ty + 3} textAnchor="end">
              {fmt(yThreshold, format)}
            </text>
            <text x={MARGIN.left - 4} y={MARGIN.top + 8} textAnchor="end">
              {fmt(y1, format)}
            </text>
            <text x={MARGIN.left + plotW / 2} y={height - 4} textAnchor="middle" fontSize={11} fill={SLATE[700]}>
              {byCount ? t('matrix.importanceCount') : t('matrix.importance')}
            </text>
            <text
              transform={`translate(12,${MARGIN.top + plotH / 2}) rotate(-90)`}
              textAnchor="middle"
              fontSize={11}
              fill={SLATE[700]}
            >
              {t('matrix.satisfaction')}
            </text>
          </g>
          {points.map((p) => {
            const cx = sx(p.x);
            const cy = sy(p.y);
            const leftward = cx > right - labelChars * 6;
            const text = describe(p);
            return (
              <g
                key={p.key}
                tabIndex={0}
                role="img"
                aria-label={text}
                className="outline-none focus-visible:[&>circle]:stroke-slate-900"
                data-point=""
              >
                <title>{text}</title>
                <circle cx={cx} cy={cy} r={5} fill={colorOf(quadrantOf(p))} stroke="#ffffff" strokeWidth={1.5} />
                {labelled && (
                  <text
                    x={leftward ? cx - 8 : cx + 8}
                    y={cy + 3.5}
                    textAnchor={leftward ? 'end' : 'start'}
                    fontSize={10}
                    fill={SLATE[700]}
                    stroke="#ffffff"
                    strokeWidth={3}
                    paintOrder="stroke"
                    aria-hidden="true"
                  >
                    {shorten(p.name, labelChars)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      <Summary>{t('matrix.summary', { title, count: all.length, quadrants: counts.join('; ') }) + more}</Summary>
    </div>
  );
}
