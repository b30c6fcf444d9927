import type { IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { Color, ColorScaleRef } from '@voz/schema';
import type { ReactElement } from 'react';
import type { RenderContext } from '../types.js';
import { ValueBars, capped } from './bars.js';
import { Summary } from './Summary.js';
import { formatPeriod } from './periods.js';
import { fmt, fmtCount, groupLabel, numberFormat, seriesColor, valueColor } from './values.js';

/** What the one-series bar kinds (bar, bar-by-geo) read of their config. */
interface SimpleBarsConfig {
  decimals?: number;
  colors?: Color[];
  colorScale?: ColorScaleRef;
  layout?: 'horizontal' | 'vertical';
}

/**
 * One bar per row, in the order given, labelled by its group (a period as 'jun 2026'), coloured by the value's scale when the widget has one, else
 * by its first series colour, with the value written at the end of each bar. Long lists draw their
 * first MAX_BARS bars and the summary says how many there are.
 */
export function SimpleBars({
  rows,
  config,
  context,
  title,
  layout,
  chart,
}: {
  rows: readonly IndicatorRow[];
  config: SimpleBarsConfig;
  context: RenderContext;
  title: string;
  /** Layout when the config gives none. */
  layout: 'horizontal' | 'vertical';
  /** Kind, for the chart's data attribute. */
  chart: string;
}): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals);
  const { shown, total } = capped(rows);
  const items = shown.map((row, i) => {
    const value = row.value ?? 0;
    // Periods (a bar by month, bimester, week or day) written as people read them: 'jun 2026'.
    return { id: `b${i}`, label: formatPeriod(groupLabel(row), context.locale), value, text: fmt(value, format) };
  });
  const colorOf = (value: number): string =>
    config.colorScale ? valueColor(value, config.colorScale, context) : seriesColor(0, config.colors);
  const listed = items.map((item) => `${item.label} ${item.text}`).join('; ');
  const more =
    total > items.length ? ` ${t('bars.more', { shown: items.length, total: fmtCount(total, context) })}` : '';
  return (
    <div className="flex h-full w-full flex-col">
      <ValueBars
        items={items}
        layout={config.layout ?? layout}
        colorOf={colorOf}
        locale={context.locale}
        chart={chart}
      />
      <Summary>{`${title}: ${listed}.${more}`}</Summary>
    </div>
  );
}
