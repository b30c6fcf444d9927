import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { Summary } from '../../shared/Summary.js';
import { ValueFooter } from '../../shared/ValueFooter.js';
import { NPS_COLORS, firstRow, fmt, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';
import { LARGE_TEXT_RATIO, readableOn } from '../../shared/contrast.js';

/** NPS: the score coloured by its scale, and the promoters, passives and detractors split in one bar. */
export function Nps({ config, rows, previous, context, title }: RendererProps<'nps'>): ReactElement {
  const { t } = useTranslation();
  const row = firstRow(rows);
  const value = row?.value ?? null;
  const format = numberFormat(context, config.decimals);
  const percent = { ...format, unit: 'percent' as const };
  const total = (row?.promoters ?? 0) + (row?.passives ?? 0) + (row?.detractors ?? 0);
  const parts = (['promoters', 'passives', 'detractors'] as const).map((key) => ({
    key,
    label: t(`nps.${key}`),
    share: total > 0 ? ((row?.[key] ?? 0) / total) * 100 : 0,
  }));
  const prev = config.showHistoric ? firstRow(previous ?? [])?.value : undefined;
  const text = `${title}: ${fmt(value, format)}. ${parts.map((p) => `${p.label} ${fmt(p.share, percent)}`).join(', ')}.`;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2">
      <div
        aria-hidden="true"
        className="text-5xl font-bold tabular-nums"
        // The band's colour, darkened to 3:1 on the white frame where it is lighter (large text).
        style={{ color: readableOn(valueColor(value, config.colorScale, context), '#ffffff', LARGE_TEXT_RATIO) }}
        data-value=""
      >
        {fmt(value, format)}
      </div>
      {config.showBreakdown !== false && total > 0 && (
        <div className="w-full max-w-xs" aria-hidden="true">
          <div className="flex h-3 w-full overflow-hidden rounded-full">
            {parts.map((p) => (
              <div key={p.key} style={{ width: `${p.share}%`, background: NPS_COLORS[p.key] }} />
            ))}
          </div>
          <ul className="mt-1 flex flex-wrap justify-between gap-x-2 text-xs text-slate-600">
            {parts.map((p) => (
              <li key={p.key} className="flex items-center gap-1 whitespace-nowrap">
                <span className="inline-block h-2 w-2 rounded-full" style={{ background: NPS_COLORS[p.key] }} />
                {p.label} {fmt(p.share, { ...percent, decimals: 0 })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ValueFooter
        previous={prev === undefined ? undefined : fmt(prev, format)}
        sample={config.showSample ? (row?.count ?? 0) : undefined}
      />
      <Summary>{text}</Summary>
    </div>
  );
}
