import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { ValueBars, capped } from '../../shared/bars.js';
import { mappedRows } from '../../shared/series.js';
import { Summary } from '../../shared/Summary.js';
import { fmt, fmtCount, groupLabel, numberFormat, seriesColor, valueColor, valuedRows } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Detailed bars: one horizontal bar per group (satisfaction by zone or distributor...), in the
 * rows' order, coloured by the value's scale, with the value and, when showSample is set, the
 * group's sample ("n = 1.234") written after each bar. Long lists draw their first MAX_BARS. The
 * mapper `resumeCounts` draws a dashboard/resume answer as one bar per registered-survey status.
 */
export function DetailedBar({ config, rows, context, title }: RendererProps<'detailed-bar'>): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals);
  const withSample = config.showSample === true;
  const { shown, total } = capped(valuedRows([mappedRows(rows[0] ?? [], config.mapper, context.language)]));
  const items = shown.map((row, i) => {
    const value = row.value ?? 0;
    const sample = t('bars.sample', { n: fmtCount(row.count, context) });
    return {
      id: `d${i}`,
      label: groupLabel(row),
      value,
      text: withSample ? `${fmt(value, format)} · ${sample}` : fmt(value, format),
    };
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
        layout="horizontal"
        colorOf={colorOf}
        locale={context.locale}
        chart="detailed-bar"
        textWidth={withSample ? 104 : 48}
      />
      <Summary>{`${title}: ${listed}.${more}`}</Summary>
    </div>
  );
}
