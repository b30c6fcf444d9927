import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { ArcGauge, fractionOf } from '../../shared/ArcGauge.js';
import { Summary } from '../../shared/Summary.js';
import { fmt, fmtCount, groupLabel, numberFormat, seriesColor, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/** Most rings drawn ('snByGeo' shows up to six geographies). */
export const RADIAL_BY_GEO_LIMIT = 6;

/** Radial by geography ('snByGeo'): one ring per geography of the first request, each 0..max, coloured by its scale. */
export function RadialByGeo({ widget, config, rows, context, title }: RendererProps<'radial-by-geo'>): ReactElement {
  const { t } = useTranslation();
  const max = config.max ?? 10;
  const format = numberFormat(context, config.decimals);
  const whole = { ...format, decimals: 0 };
  const all = rows[0] ?? [];
  const shown = all.slice(0, RADIAL_BY_GEO_LIMIT);
  // Wide widgets put every ring on one line; narrow ones three a line.
  const columns = (widget.size?.[0] ?? 2) >= 3 ? shown.length : Math.min(3, shown.length);
  const limited =
    all.length > shown.length
      ? t('gauges.shown', { shown: fmtCount(shown.length, context), total: fmtCount(all.length, context) })
      : '';
  const values = shown.map((row) => `${groupLabel(row)} ${fmt(row.value, format)}`).join(', ');
  const text = t('gauges.listSummary', { title, min: fmt(0, whole), max: fmt(max, whole), values });
  return (
    <div className="flex h-full flex-col gap-1">
      <ul
        aria-hidden="true"
        className="grid min-h-0 flex-1 gap-2"
        style={{
          gridTemplateColumns: `repeat(${Math.max(1, columns)}, minmax(0, 1fr))`,
          gridAutoRows: 'minmax(0, 1fr)',
        }}
      >
        {shown.map((row, i) => (
          <li key={`${i}:${String(row.groupId)}`} className="flex min-h-0 min-w-0 flex-col items-center" data-ring="">
            <ArcGauge
              shape="ring"
              className="min-h-0 w-full flex-1"
              fraction={fractionOf(row.value, 0, max)}
              color={valueColor(row.value, config.colorScale, context, seriesColor(i, config.colors))}
              label={fmt(row.value, format)}
            />
            <span className="w-full truncate text-center text-xs text-slate-700" title={groupLabel(row)}>
              {groupLabel(row)}
            </span>
          </li>
        ))}
      </ul>
      {limited && (
        <p aria-hidden="true" className="text-xs text-slate-500" data-limited="">
          {limited}
        </p>
      )}
      <Summary>{limited ? `${text} ${limited}` : text}</Summary>
    </div>
  );
}
