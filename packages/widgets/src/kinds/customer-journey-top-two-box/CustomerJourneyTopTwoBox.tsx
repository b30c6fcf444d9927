import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { fractionOf } from '../../shared/ArcGauge.js';
import { BAR_LIST_LIMIT, BarList, type BarItem } from '../../shared/BarList.js';
import { Summary } from '../../shared/Summary.js';
import { fmt, fmtCount, groupLabel, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Customer Journey: Top Two Box: the journey's questions (rows of the first request, one per
 * question) each with its top-two-box percentage and a bar coloured by the scale.
 */
export function CustomerJourneyTopTwoBox({
  config,
  rows,
  context,
  title,
}: RendererProps<'customer-journey-top-two-box'>): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals, 'percent');
  const whole = { locale: context.locale, decimals: 0 };
  const all = rows[0] ?? [];
  const items: BarItem[] = all.slice(0, BAR_LIST_LIMIT).map((row, i) => ({
    key: `${i}:${String(row.groupId)}`,
    label: groupLabel(row),
    fraction: fractionOf(row.value, 0, 100),
    color: valueColor(row.value, config.colorScale, context),
    text: fmt(row.value, format),
  }));
  const limited =
    all.length > items.length
      ? t('gauges.shown', { shown: fmtCount(items.length, context), total: fmtCount(all.length, context) })
      : '';
  const values = items.map((item) => `${item.label} ${item.text}`).join(', ');
  const text = t('gauges.listSummary', {
    title,
    min: fmt(0, whole),
    max: fmt(100, { ...whole, unit: 'percent' }),
    values,
  });
  return (
    <div className="flex h-full flex-col gap-1">
      <div className="min-h-0 flex-1">
        <BarList items={items} layout="rows" />
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
