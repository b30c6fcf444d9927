import type { ReactElement } from 'react';
import { SLATE } from './nivo.js';

// A list of labelled horizontal bars, one per group (multiple gauge, customer journey top two box):
// the label truncated with its full text in a title, the bar filled up to the value in its colour,
// the value written beside it. Long lists scroll inside the widget's box.

/** Most bars a list draws; the renderer says so in its summary when there are more. */
export const BAR_LIST_LIMIT = 50;

/** One bar of the list. */
export interface BarItem {
  key: string;
  /** Full label (shown truncated, whole in the tooltip). */
  label: string;
  /** Filled share of the bar, 0–1. */
  fraction: number;
  color: string;
  /** The value as written. */
  text: string;
  /** A short sample line ("n = 120"), when asked. */
  sample?: string | undefined;
}

/** Props of BarList. */
export interface BarListProps {
  items: readonly BarItem[];
  /** 'grid': small gauges in as many columns as fit; 'rows': one line per item (label, bar, value). */
  layout: 'grid' | 'rows';
}

function Bar({ item }: { item: BarItem }): ReactElement {
  return (
    <div className="h-2 min-w-0 flex-1 overflow-hidden rounded-full" style={{ background: SLATE[200] }}>
      <div className="h-full rounded-full" style={{ width: `${item.fraction * 100}%`, background: item.color }} />
    </div>
  );
}

/** Bars of a list of groups (hidden from screen readers: the renderer's summary says the same). */
export function BarList({ items, layout }: BarListProps): ReactElement {
  if (layout === 'rows') {
    return (
      <ul aria-hidden="true" className="flex h-full flex-col gap-1.5 overflow-y-auto pr-1" data-bar-list="">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2 text-xs" data-bar="">
            <span className="w-2/5 shrink-0 truncate text-slate-700" title={item.label}>
              {item.label}
            </span>
            <Bar item={item} />
            <span className="w-14 shrink-0 text-right font-semibold tabular-nums text-slate-900">{item.text}</span>
            {item.sample !== undefined && (
              <span className="w-16 shrink-0 text-right text-slate-500 tabular-nums">{item.sample}</span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-hidden="true"
      className="grid h-full content-start gap-x-4 gap-y-2 overflow-y-auto pr-1"
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      data-bar-list=""
    >
      {items.map((item) => (
        <li key={item.key} className="min-w-0 text-xs" data-bar="">
          <div className="flex items-baseline justify-between gap-2">
            <span className="truncate text-slate-700" title={item.label}>
              {item.label}
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-slate-900">{item.text}</span>
          </div>
          <div className="mt-1 flex items-center gap-2">
            <Bar item={item} />
            {item.sample !== undefined && <span className="shrink-0 text-slate-500 tabular-nums">{item.sample}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
