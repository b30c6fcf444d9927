import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import type { RendererProps } from '../types.js';
import { fractionOf } from './ArcGauge.js';
import { SLATE } from './nivo.js';
import { Summary } from './Summary.js';
import { ValueFooter } from './ValueFooter.js';
import { firstRow, fmt, numberFormat, valueColor } from './values.js';
import { LARGE_TEXT_RATIO, readableOn } from './contrast.js';

// The score of the CSAT and ease kinds: the value coloured by its scale, written over a 1..max
// track filled up to it, with the previous period and the sample under it when asked.

/** The lowest answer of CSAT and ease questions. */
const SCORE_MIN = 1;

/** A single score on a 1..max scale (CSAT, ease). */
export function ScoreCard({ config, rows, previous, context, title }: RendererProps<'csat' | 'ease'>): ReactElement {
  const { t } = useTranslation();
  const row = firstRow(rows);
  const value = row?.value ?? null;
  const max = config.max ?? 5;
  const format = numberFormat(context, config.decimals);
  const whole = { ...format, decimals: 0 };
  const color = valueColor(value, config.colorScale, context);
  const fraction = fractionOf(value, SCORE_MIN, max);
  const prev = config.showHistoric ? firstRow(previous ?? [])?.value : undefined;
  const text = t('gauges.summaryRange', {
    title,
    value: fmt(value, format),
    min: fmt(SCORE_MIN, whole),
    max: fmt(max, whole),
  });
  return (
    // A size container: the score's type follows the box's height, so a 1 × 1 widget fits it too.
    <div className="flex h-full w-full flex-col items-center justify-center gap-2" style={{ containerType: 'size' }}>
      <div aria-hidden="true" className="flex items-baseline gap-1.5">
        <span
          className="font-bold leading-none tabular-nums"
          // At least 24 px bold (large text): the band's colour darkened to 3:1 on the white frame.
          style={{ color: readableOn(color, '#ffffff', LARGE_TEXT_RATIO), fontSize: 'clamp(1.5rem, 30cqh, 3rem)' }}
          data-value=""
        >
          {fmt(value, format)}
        </span>
        <span className="text-sm text-slate-500">{t('gauges.outOf', { max: fmt(max, whole) })}</span>
      </div>
      <div aria-hidden="true" className="w-full max-w-xs">
        <div className="h-2.5 w-full overflow-hidden rounded-full" style={{ background: SLATE[200] }}>
          <div
            className="h-full rounded-full"
            style={{ width: `${fraction * 100}%`, background: color }}
            data-fill=""
          />
        </div>
        <div className="mt-0.5 flex justify-between text-xs text-slate-500 tabular-nums">
          <span>{fmt(SCORE_MIN, whole)}</span>
          <span>{fmt(max, whole)}</span>
        </div>
      </div>
      <ValueFooter
        previous={prev === undefined ? undefined : fmt(prev, format)}
        sample={config.showSample ? (row?.count ?? 0) : undefined}
      />
      <Summary>{text}</Summary>
    </div>
  );
}
