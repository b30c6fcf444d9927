import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { fractionOf } from '../../shared/ArcGauge.js';
import { BAR_LIST_LIMIT, BarList, type BarItem } from '../../shared/BarList.js';
import { Summary } from '../../shared/Summary.js';
import { fmt, fmtCount, groupLabel, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Multiple gauge (customer journey by question): one small horizontal gauge per question row, from min
 * (0) to max (5), coloured by its scale. Many questions scroll; past BAR_LIST_LIMIT the rest is left out.
 */
export function MultipleGauge({ config, rows, context, title }: RendererProps<'multiple-gauge'>): ReactElement {
  const { t } = useTranslation();
  const min = config.min ?? 0;
  const max = config.max ?? 5;
  const format = numberFormat(context, config.decimals);
  const whole = { ...format, decimals: 0 };
  const all = rows[0] ?? [];
  const items: BarItem[] = all.slice(0, BAR_LIST_LIMIT).map((row, i) => ({
    key: `${i}:${String(row.groupId)}`,
    label: groupLabel(row),
    fraction: fractionOf(row.value, min, max),
    color: valueColor(row.value, config.colorScale, context),
    text: fmt(row.value, format),
    sample: config.showSample ? t('gauges.sampleShort', { count: fmtCount(row.count, context) }) : undefined,
  }));
  const limited =
    all.length > items.length
      ? t('gauges.shown', { shown: fmtCount(items.length, context), total: fmtCount(all.length, context) })
      : '';
  const values = items.map((item) => `${item.label} ${item.text}`).join(', ');
  const text = t('gauges.listSummary', { title, min: fmt(min, whole), max: fmt(max, whole), values });
  return (
    <div className="flex h-full flex-col gap-1">
      <div className="min-h-0 flex-1">
        <BarList items={items} layout="grid" />
      </div>
      {limited && (
        <p aria-hidden="true" className="text-xs text-slate-500" data-limited="">
          {limited}
        </p>
      )}
      <Summary>{limited ? `${text} ${limited}` : text}</Summary>
    </div>
  );
}
