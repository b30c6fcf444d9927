import type { ReactElement } from 'react';

/** One entry of a chart legend. */
export interface LegendItem {
  id: string;
  label: string;
  /** Swatch colour; null for a heading without a swatch ("Respondidas:"). */
  color: string | null;
  /** Swatch shape: a line (dashed for projections) or a square (bars). */
  shape?: 'line' | 'dashed' | 'square';
}

/**
 * A chart legend in HTML under the chart: wraps on narrow widgets, truncates long labels with the
 * whole text in a title. Hidden from screen readers: the widget's Summary says the same in words.
 */
export function SeriesLegend({ items }: { items: readonly LegendItem[] }): ReactElement {
  return (
    <ul
      aria-hidden="true"
      className="flex max-h-10 flex-wrap gap-x-3 gap-y-0.5 overflow-hidden px-1 text-xs text-slate-600"
      data-legend=""
    >
      {items.map((item) => (
        <li key={item.id} className="flex min-w-0 max-w-[14rem] items-center gap-1" title={item.label}>
          {item.color !== null && <Swatch color={item.color} shape={item.shape ?? 'line'} />}
          <span className={`truncate ${item.color === null ? 'font-medium text-slate-700' : ''}`}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

function Swatch({ color, shape }: { color: string; shape: NonNullable<LegendItem['shape']> }): ReactElement {
  if (shape === 'square')
    return <span className="inline-block h-2.5 w-2.5 shrink-0 rounded-sm" style={{ background: color }} />;
  return (
    <svg width="16" height="8" className="shrink-0" aria-hidden="true">
      <line
        x1="1"
        y1="4"
        x2="15"
        y2="4"
        stroke={color}
        strokeWidth="2"
        strokeDasharray={shape === 'dashed' ? '3 2' : undefined}
      />
    </svg>
  );
}
